import { z } from 'zod';
import { confirmsPassword, withConfirmation } from './fields';
import { SetAllWirless, wifiEnterpriseIssues } from './hardware';
import { FieldMessage } from './messages';
import { groupGroup, isClosedDay, statuschangeGroup, timezoneGroup, type StatusChangeRow } from './settings';
import { isUserIdText, lacksNeededPin, PIN_IDENTIFY_MODES, userFormFields, wireUserGroup } from './users';

/** The rules issue 32 moved into the contract, as both the device and the forms use them. */
const messages = (result: { error?: z.ZodError }) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('a time-zone group names no zone twice', () => {
  it('refuses the later slot naming a zone again, lets unused slots (0) repeat', () => {
    expect(messages(groupGroup.rowSchema.safeParse({ id: 2, time1: 3, time2: 5, time3: 3, time4: 0 }))).toEqual([['time3', FieldMessage.zoneTwiceInGroup]]);
    expect(groupGroup.rowSchema.safeParse({ id: 2, time1: 3, time2: 0, time3: 0, time4: 0 }).success).toBe(true);
  });
});

describe('the status-change table has no two statuses at the same minute of a day', () => {
  const table = (...times: [number, Partial<StatusChangeRow>][]) =>
    Array.from({ length: 8 }, (_, number) => ({ ...statuschangeGroup.defaultRow(number), ...(times.find(([n]) => n === number)?.[1] ?? {}) }));

  it('names the later row of a clash on that day, not the same time on another day', () => {
    expect(statuschangeGroup.rowsBreaches(table([3, { tue: '12:00', sat: '06:00' }]))).toEqual([{ index: 3, field: 'tue', message: FieldMessage.statusChangeSameTime }]);
    expect(statuschangeGroup.rowsBreaches(statuschangeGroup.read.response.parse({ items: table() }).items)).toEqual([]);
  });

  it('tableSchema reports it at the cell, beside the rules of each row', () => {
    expect(messages(statuschangeGroup.tableSchema.safeParse({ items: table([4, { mon: '06:00' }]) }))).toEqual([['items.4.mon', FieldMessage.statusChangeSameTime]]);
    expect(messages(statuschangeGroup.tableSchema.safeParse({ items: table([4, { mon: '06:00', fri: '9:00' }]) }))).toEqual(
      expect.arrayContaining([['items.4.fri', FieldMessage.time]]),
    );
  });
});

describe('a WPA2-EAP join needs its identity and a CA certificate (TLS) or a password', () => {
  const issues = (v: Parameters<typeof wifiEnterpriseIssues>[0]) => {
    const found: string[] = [];
    wifiEnterpriseIssues(v, (field, message) => found.push(`${field} ${message}`));
    return found;
  };
  it('states what each method lacks, and nothing for other securities', () => {
    expect(issues({ security: 'WPA2-EAP', eap: 'PEAP', identity: ' ' })).toEqual([`identity ${FieldMessage.required}`, `password ${FieldMessage.required}`]);
    expect(issues({ security: 'WPA2-EAP', eap: 'TLS', identity: 'dev', ca: 'x' })).toEqual([`ca ${FieldMessage.caPem}`]);
    expect(issues({ security: 'WPA2-EAP', eap: 'TLS', identity: 'dev', ca: '-----BEGIN CERTIFICATE-----\nA\n-----END CERTIFICATE-----' })).toEqual([]);
    expect(issues({ security: 'WPA2-PSK' })).toEqual([]);
  });
  it('is part of SetAllWirless’s request', () => {
    expect(messages(SetAllWirless.request.safeParse({ ssid: 'Corp', security: 'WPA2-EAP', eap: 'TTLS', identity: 'ana' }))).toEqual([['password', FieldMessage.required]]);
  });
});

describe('a user in a PIN identify mode has a PIN', () => {
  it('holds for the password modes only', () => {
    expect([...PIN_IDENTIFY_MODES].sort((a, b) => a - b)).toEqual([3, 6, 7, 9]);
    expect(lacksNeededPin(7, false)).toBe(true);
    expect(lacksNeededPin(7, true)).toBe(false);
    expect(lacksNeededPin(2, false)).toBe(false);
  });
});

describe('rules stated once', () => {
  it('a confirmation repeats the password; a form shows PasswordNotSame under it', () => {
    expect(confirmsPassword('1234', '1234')).toBe(true);
    expect(confirmsPassword('1234', undefined)).toBe(false);
    const form = withConfirmation(z.object({ pin: z.string(), again: z.string() }), 'pin', 'again');
    expect(messages(form.safeParse({ pin: '1234', again: '1243' }))).toEqual([['again', FieldMessage.passwordNotSame]]);
  });

  it('00:00-00:00 is a closed day, which the zone’s start-before-end rule lets through', () => {
    expect(isClosedDay('00:00', '00:00')).toBe(true);
    expect(isClosedDay('00:00', '23:59')).toBe(false);
    expect(timezoneGroup.rowSchema.safeParse({ ...timezoneGroup.defaultRow(2), monstart: '00:00', monend: '00:00' }).success).toBe(true);
    expect(timezoneGroup.rowSchema.safeParse({ ...timezoneGroup.defaultRow(2), monstart: '08:00', monend: '08:00' }).success).toBe(false);
  });

  it('a user’s group is 0 to 99; a user id as typed is 1 to 9 digits; a user name has no control characters', () => {
    expect([0, 99].map((g) => wireUserGroup().safeParse(g).success)).toEqual([true, true]);
    expect([-1, 100].map((g) => wireUserGroup().safeParse(g).success)).toEqual([false, false]);
    expect(['043', '999999999'].map(isUserIdText)).toEqual([true, true]);
    expect(['1234567890', '12a', ''].map(isUserIdText)).toEqual([false, false, false]);
    expect(messages(userFormFields.username.safeParse('Ana\tNovak'))).toEqual([['', FieldMessage.controlChars]]);
  });
});
