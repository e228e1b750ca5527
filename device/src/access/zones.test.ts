import { HOLIDAY_COUNT, holidayGroup } from '@tac/goform/contract';
import { readRows } from '../settings/store';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { zoneInForce } from './zones';

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const hours = (start: string, end: string) => Object.fromEntries(WEEK.flatMap((d) => [[`${d}start`, start], [`${d}end`, end]]));

let t: TestDevice;
let admin: string;
const asAdmin = (name: string, fields: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'GET') => t.call(name, fields, { token: admin, method });
const setZone = (id: number, start: string, end: string) => asAdmin('GetTimeIntervalInfo', { id, ...hours(start, end) });
const setHoliday = (fields: Record<string, unknown>) => asAdmin('GetHolidayInfo', fields, 'POST');
const setClock = (date: string, time: string) => asAdmin('GetDateTimeParam', { date, time });
const doorState = () => asAdmin('GetDoorState');

beforeEach(async () => {
  t = await startTestDevice();
  admin = await t.login();
  await setZone(2, '00:00', '23:59');
  await setZone(3, '10:00', '12:00');
});
afterEach(() => t.close());

describe('a door through a holiday on the device clock', () => {
  it('a normally-open zone holds the door unlocked on Friday, a closed holiday on Saturday keeps it locked all day, Sunday unlocks it again', async () => {
    await asAdmin('GetAccessControl', { normallyopen: '2' });
    expect(await setHoliday({ id: 1, name: 'Stocktaking', start: '2027-01-09', end: '2027-01-09' })).toMatchObject({ code: 'success' });
    // The clock is set rather than advanced: a day without a call would end the session.
    for (const [date, time, state] of [
      ['2027-01-08', '12:00:00', { relay: 'unlocked', mode: 'normallyOpen' }],
      ['2027-01-08', '23:59:00', { relay: 'unlocked', mode: 'normallyOpen' }],
      ['2027-01-09', '00:00:00', { relay: 'locked', mode: 'schedule' }],
      ['2027-01-09', '12:00:00', { relay: 'locked', mode: 'schedule' }],
      ['2027-01-09', '23:59:00', { relay: 'locked', mode: 'schedule' }],
      ['2027-01-10', '00:00:00', { relay: 'unlocked', mode: 'normallyOpen' }],
    ] as const) {
      await setClock(date, time);
      expect([date, time, await doorState()]).toEqual([date, time, expect.objectContaining(state)]);
    }
  });
});

describe('zoneInForce on holidays', () => {
  it('a holiday that replaces a zone gives it the other zone’s hours for the day', async () => {
    await setHoliday({ id: 1, name: 'Short day', start: '2027-01-08', end: '2027-01-08', action: 'zone', zone: 3, zones: '2' });
    await setClock('2027-01-08', '09:00:00');
    expect(zoneInForce(t.device, [2])).toBe(false);
    await setClock('2027-01-08', '11:00:00');
    expect(zoneInForce(t.device, [2])).toBe(true);
    await setClock('2027-01-07', '09:00:00');
    expect(zoneInForce(t.device, [2])).toBe(true);
  });

  it('a yearly holiday repeats every year from its first date, across the turn of the year, and 29 February falls to the 28th', async () => {
    await setHoliday({ id: 1, name: 'Winter break', start: '2026-12-24', end: '2027-01-02', repeat: 'yearly' });
    await setHoliday({ id: 2, name: 'Leap day', start: '2028-02-29', end: '2028-02-29', repeat: 'yearly' });
    for (const [date, closed] of [
      ['2025-12-24', false],
      ['2026-01-02', false],
      ['2028-02-28', false],
      ['2030-12-23', false],
      ['2030-12-24', true],
      ['2031-01-02', true],
      ['2031-01-03', false],
      ['2029-02-28', true],
      ['2032-02-28', false],
      ['2032-02-29', true],
    ] as const) {
      await setClock(date, '12:00:00');
      expect([date, zoneInForce(t.device, [2])]).toEqual([date, !closed]);
    }
  });

  it('a holiday for some zones or groups leaves the others alone; one that names groups leaves the door schedules alone', async () => {
    await setHoliday({ id: 1, name: 'Zone 3 off', start: '2027-01-08', end: '2027-01-08', zones: [3] });
    await setHoliday({ id: 2, name: 'Group 4 off', start: '2027-01-08', end: '2027-01-08', groups: [4] });
    await setClock('2027-01-08', '11:00:00');
    expect(zoneInForce(t.device, [3])).toBe(false);
    expect(zoneInForce(t.device, [2])).toBe(true);
    expect(zoneInForce(t.device, [2], 4)).toBe(false);
    expect(zoneInForce(t.device, [2], 5)).toBe(true);
  });

  it('closed wins over a replacing zone on the same day', async () => {
    await setHoliday({ id: 1, name: 'Short day', start: '2027-01-08', end: '2027-01-08', action: 'zone', zone: 2 });
    await setHoliday({ id: 2, name: 'Closed', start: '2027-01-08', end: '2027-01-08' });
    await setClock('2027-01-08', '11:00:00');
    expect(zoneInForce(t.device, [3])).toBe(false);
  });

  it('a deleted holiday (the row written back empty) no longer applies', async () => {
    await setHoliday({ id: 1, name: 'Stocktaking', start: '2027-01-08', end: '2027-01-08' });
    await setClock('2027-01-08', '11:00:00');
    expect(zoneInForce(t.device, [2])).toBe(false);
    expect(await setHoliday({ id: 1, name: '', start: '', end: '' })).toMatchObject({ code: 'success', name: '' });
    expect(zoneInForce(t.device, [2])).toBe(true);
  });
});

describe('SetHolidayInfo / GetHolidayInfo', () => {
  it('a refused holiday stores nothing and names the field', async () => {
    const before = await asAdmin('SetHolidayInfo');
    expect(await setHoliday({ id: 1, name: 'Backwards', start: '2027-01-09', end: '2027-01-08' })).toMatchObject({ code: 'fail', retvalue: 10003, field: 'end' });
    expect(await asAdmin('SetHolidayInfo')).toEqual(before);
  });

  it('refuses a control character, 30 February, a name too long, an oversized or unknown id list, and a row past the 32nd, storing nothing', async () => {
    const before = await asAdmin('SetHolidayInfo');
    const day = { id: 1, start: '2027-01-01', end: '2027-01-01' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...day, name: 'Bell\u0007' }, 'name'],
      [{ ...day, name: 'Line\nbreak' }, 'name'],
      [{ ...day, name: 'x'.repeat(25) }, 'name'],
      [{ ...day, name: 'Leap', start: '2027-02-30', end: '2027-02-30' }, 'start'],
      [{ ...day, name: 'Many', zones: Array.from({ length: 10_000 }, () => 1).join(',') }, 'zones'],
      [{ ...day, name: 'Unknown', groups: '17' }, 'groups'],
      [{ ...day, id: 33, name: 'Extra' }, 'id'],
    ];
    for (const [row, field] of refusals) expect(await setHoliday(row)).toMatchObject({ code: 'fail', retvalue: 10003, field });
    expect(await asAdmin('SetHolidayInfo')).toEqual(before);
  });

  it('a settings initialization empties them', async () => {
    await setHoliday({ id: 5, name: 'Stocktaking', start: '2027-01-08', end: '2027-01-08' });
    expect(await asAdmin('InitMachine', { settings: 1 }, 'POST')).toMatchObject({ code: 'success' });
    expect(readRows(t.device, holidayGroup)).toEqual(Array.from({ length: HOLIDAY_COUNT }, (_, i) => holidayGroup.defaultRow(i + 1)));
  });

  it('needs the access-control right to write and a session to read', async () => {
    expect(await t.call('SetHolidayInfo', {}, { method: 'GET' })).toMatchObject({ retvalue: 40104 });
    const operator = await t.login('operator');
    expect(await t.call('GetHolidayInfo', { id: 1, name: 'X', start: '2027-01-01', end: '2027-01-01' }, { token: operator })).toMatchObject({ retvalue: 11000 });
    expect(await t.call('SetHolidayInfo', {}, { token: operator, method: 'GET' })).toMatchObject({ code: 'success' });
  });
});
