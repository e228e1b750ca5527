import type { EventRow } from '@tac/goform/contract';
import { hashPasswordSync } from '../auth/passwords';
import { currentUsers } from '../backup/file';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { setFace, setFingerprint } from '../users/store';

let t: TestDevice;
let admin: string;

const asAdmin = (name: string, fields: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') => t.call(name, fields, { token: admin, method });
const verify = (fields: Record<string, unknown>) => asAdmin('test_verify', fields);
const doorState = () => asAdmin('GetDoorState', {}, 'GET');
/** The newest events first, as the Events screen lists them. */
const events = async () => ((await asAdmin('searchEvents', { limit: 100 }, 'GET')).record as EventRow[]).filter((e) => e.code !== 400);
const punches = () =>
  t.device.db.prepare<[], { userid: number; time: string; status: number; queued: number }>(
    'SELECT userid, time, status, EXISTS (SELECT 1 FROM push_attlog p WHERE p.record_id = r.id) AS queued FROM records r ORDER BY id',
  ).all();
const workMode = (workmode: string) => asAdmin('GetWorkModeSwitch', { workmode }, 'GET');
const allDay = (start: string, end: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [[`${d}start`, start], [`${d}end`, end]]));

/**
 * User 7 (group 1, whose factory time zone 1 is the whole week) with a card, a PIN, a face and
 * the right forefinger (slot 1); user 8 in no group with the right thumb (slot 0).
 */
beforeEach(async () => {
  t = await startTestDevice();
  admin = await t.login();
  const user = t.device.db.prepare('INSERT INTO users (userid, username, cardid, groupid, password_hash, face) VALUES (?, ?, ?, ?, ?, ?)');
  user.run(7, 'Ana Lima', '4000123', 1, hashPasswordSync('1234'), 0);
  user.run(8, 'Ben Okafor', null, 0, null, 0);
  setFingerprint(t.device, 7, 1, true);
  setFace(t.device, 7, true);
  setFingerprint(t.device, 8, 0, true);
  expect((await t.call('GetDebugParam', { mode: 'test' })).code).toBe('success');
});
afterEach(() => t.close());

describe('test_verify: granted', () => {
  it('a matching finger of a user whose group has a zone in force: event 100 with the user, the relay pulses, a punch is queued for the server', async () => {
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({
      code: 'success',
      event: 100,
      userid: '7',
      opened: 1,
      punched: 1,
      duress: 0,
    });
    expect(await events()).toEqual([expect.objectContaining({ code: 100, type: 'access', door: 1, userid: '7', username: 'Ana Lima', detail: 'fingerprint' })]);
    expect(await doorState()).toMatchObject({ relay: 'unlocked' });
    t.advance(5000);
    expect(await doorState()).toMatchObject({ relay: 'locked' });
    expect(punches()).toEqual([{ userid: 7, time: '2026-11-23 10:00:00', status: 0, queued: 1 }]);
  });

  it('names the verify mode: 101 card (found by its number), 102 password, 103 face; the punch takes the status in force', async () => {
    expect(await verify({ mode: 'card', cardid: '4000123' })).toMatchObject({ event: 101, userid: '7' });
    expect(await verify({ mode: 'password', userid: 7 })).toMatchObject({ event: 102, userid: '7' });
    // Factory status change: status 1 from 12:00 on weekdays.
    t.advance(3 * 60 * 60 * 1000);
    admin = await t.login();
    expect(await verify({ mode: 'face', userid: 7 })).toMatchObject({ event: 103, userid: '7' });
    expect((await events()).map((e) => [e.code, e.detail])).toEqual([[103, 'face'], [102, 'password'], [101, 'card']]);
    expect(punches().map((p) => p.status)).toEqual([0, 0, 1]);
  });

  it('104 when the identify mode asks for two factors and the user holds the other one', async () => {
    expect((await asAdmin('edituser', { userid: 7, identifymode: 5 })).code).toBe('success');
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ event: 104, opened: 1, punched: 1 });
    expect((await events())[0]).toMatchObject({ code: 104, userid: '7', detail: 'fingerprint' });
  });

  it('does what the work mode says: attendance records the punch and opens nothing, access opens and records none', async () => {
    await workMode('attendance');
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ event: 100, opened: 0, punched: 1 });
    expect(await doorState()).toMatchObject({ relay: 'locked' });
    await workMode('access');
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ event: 100, opened: 1, punched: 0 });
    expect(await doorState()).toMatchObject({ relay: 'unlocked' });
    expect(punches()).toHaveLength(1);
  });

  it('opens nothing when the relay drives no door (a bell), and still records the grant and the punch', async () => {
    expect((await asAdmin('GetAccessControl', { relaymode: 'ring' }, 'GET')).code).toBe('success');
    expect(await verify({ mode: 'card', cardid: '4000123' })).toMatchObject({ event: 101, opened: 0, punched: 1 });
    expect(await doorState()).toMatchObject({ relay: 'locked' });
  });
});

describe('test_verify: denied, nothing opens and no punch', () => {
  const expectDenied = async (fields: Record<string, unknown>, event: number, userid?: string) => {
    expect(await verify(fields)).toMatchObject({ code: 'success', event, opened: 0, punched: 0, duress: 0 });
    expect((await events())[0]).toMatchObject({ code: event, type: 'access', door: 1, ...(userid && { userid }) });
    expect(await doorState()).toMatchObject({ relay: 'locked' });
    expect(punches()).toEqual([]);
  };

  it('152 for a card nobody holds, with the card number and no user', async () => {
    await expectDenied({ mode: 'card', cardid: '99' }, 152);
    expect((await events())[0]).toEqual(expect.objectContaining({ detail: '99' }));
    expect((await events())[0]!.userid).toBeUndefined();
  });

  it('153 for a finger, face or PIN that did not match, or one the user has not enrolled', async () => {
    await expectDenied({ mode: 'fingerprint', userid: 7, slot: 1, wrong: 1 }, 153, '7');
    await expectDenied({ mode: 'fingerprint', userid: 7, slot: 2 }, 153, '7');
    await expectDenied({ mode: 'password', userid: 8 }, 153, '8');
    await expectDenied({ mode: 'face', userid: 8 }, 153, '8');
    expect((await events()).map((e) => e.detail)).toEqual(['face', 'password', 'fingerprint', 'fingerprint']);
  });

  it('153 for a mode the identify mode does not take, or a two-factor mode whose other factor the user lacks', async () => {
    expect((await asAdmin('edituser', { userid: 7, identifymode: 2 })).code).toBe('success');
    await expectDenied({ mode: 'fingerprint', userid: 7, slot: 1 }, 153, '7');
    expect((await asAdmin('edituser', { userid: 8, identifymode: 5, groupid: 1 })).code).toBe('success');
    await expectDenied({ mode: 'fingerprint', userid: 8, slot: 0 }, 153, '8');
  });

  it('151 for a user in no group, or in a group without time zones', async () => {
    await expectDenied({ mode: 'fingerprint', userid: 8, slot: 0 }, 151, '8');
    expect((await asAdmin('edituser', { userid: 8, groupid: 2 })).code).toBe('success');
    await expectDenied({ mode: 'fingerprint', userid: 8, slot: 0 }, 151, '8');
  });

  it('150 when none of the group’s time zones covers now, granted again once one does', async () => {
    expect((await asAdmin('GetTimeIntervalInfo', { id: 2, ...allDay('00:00', '00:01') }, 'GET')).code).toBe('success');
    expect((await asAdmin('GetGroupInfo', { id: 1, time1: 2 }, 'GET')).code).toBe('success');
    await expectDenied({ mode: 'fingerprint', userid: 7, slot: 1 }, 150, '7');
    expect((await asAdmin('GetGroupInfo', { id: 1, time4: 1 }, 'GET')).code).toBe('success');
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ event: 100 });
  });
  it('150 on a closed holiday that names the user’s group; a holiday for another group changes nothing', async () => {
    const today = (await asAdmin('SetDateTimeParam', {}, 'GET')).date as string;
    const holiday = { id: 1, name: 'Stocktaking', start: today, end: today, action: 'closed' };
    await workMode('access');
    expect((await asAdmin('GetHolidayInfo', { ...holiday, groups: '2' })).code).toBe('success');
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ event: 100 });
    t.advance(10_000);
    expect((await asAdmin('GetHolidayInfo', { ...holiday, groups: '1' })).code).toBe('success');
    await expectDenied({ mode: 'fingerprint', userid: 7, slot: 1 }, 150, '7');
  });
});

describe('test_verify: refused', () => {
  it('answers 10003 outside the test mode, and records nothing', async () => {
    await t.call('GetDebugParam', { mode: 'normal' });
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ retvalue: 10003 });
    expect(await events()).toEqual([]);
  });

  it('answers 10003 without what the mode needs, 40401 for an unknown user, and records nothing', async () => {
    expect(await verify({ mode: 'fingerprint', userid: 7 })).toMatchObject({ retvalue: 10003 });
    expect(await verify({ mode: 'card' })).toMatchObject({ retvalue: 10003 });
    expect(await verify({ mode: 'password' })).toMatchObject({ retvalue: 10003 });
    expect(await verify({ mode: 'face', userid: 12345 })).toMatchObject({ retvalue: 40401 });
    expect(await verify({ mode: 'iris', userid: 7 })).toMatchObject({ retvalue: 10003 });
    expect(await events()).toEqual([]);
  });

  it('needs the access-control right', async () => {
    const operator = await t.login('operator');
    expect(await t.call('test_verify', { mode: 'card', cardid: '4000123' }, { token: operator })).toMatchObject({ code: 'fail' });
    expect(punches()).toEqual([]);
  });
});

describe('duress fingers', () => {
  it('SetFpDuress marks an enrolled finger, GetUserInfo shows it, the audit log keeps it; a slot not enrolled is refused', async () => {
    expect(await asAdmin('SetFpDuress', { userid: 7, slot: 1, duress: 1 })).toMatchObject({ code: 'success' });
    expect(await asAdmin('GetUserInfo', { userid: 7 })).toMatchObject({ fp: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0], fpduress: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0] });
    const audit = (await asAdmin('searchAuditLog', { kind: 'userEdit', limit: 1 }, 'GET')).record as { target: string; changes: unknown }[];
    expect(audit[0]).toMatchObject({ target: '7' });
    expect(JSON.stringify(audit[0])).toContain('fp1duress');
    expect(await asAdmin('SetFpDuress', { userid: 7, slot: 2, duress: 1 })).toMatchObject({ retvalue: 10003 });
    expect(await asAdmin('SetFpDuress', { userid: 12345, slot: 1, duress: 1 })).toMatchObject({ retvalue: 40401 });
    expect(await asAdmin('GetUserInfo', { userid: 7 })).toMatchObject({ fpduress: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0] });
  });

  it('a duress finger is granted, opens the door as for the user and raises the duress alarm (303) with the user', async () => {
    await asAdmin('SetFpDuress', { userid: 7, slot: 1, duress: 1 });
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ event: 100, opened: 1, punched: 1, duress: 1 });
    expect((await events()).map((e) => [e.code, e.type, e.userid])).toEqual([
      [303, 'alarm', '7'],
      [100, 'access', '7'],
    ]);
    expect(await doorState()).toMatchObject({ relay: 'unlocked', alarms: ['duress'] });
  });

  it('raises the alarm without opening in attendance mode; an ordinary finger or a denied duress finger raises none', async () => {
    await asAdmin('SetFpDuress', { userid: 7, slot: 1, duress: 1 });
    await workMode('attendance');
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ event: 100, opened: 0, duress: 1 });
    expect(await doorState()).toMatchObject({ relay: 'locked', alarms: ['duress'] });
    await asAdmin('AcknowledgeAlarm', { alarm: 'duress' });
    await asAdmin('SetFpDuress', { userid: 7, slot: 1, duress: 0 });
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1 })).toMatchObject({ duress: 0 });
    await asAdmin('SetFpDuress', { userid: 7, slot: 1, duress: 1 });
    expect(await verify({ mode: 'fingerprint', userid: 7, slot: 1, wrong: 1 })).toMatchObject({ event: 153, duress: 0 });
    expect(await doorState()).toMatchObject({ alarms: [] });
  });

  it('stays through a re-enrolment and goes with the finger; a backup carries it only on a duress finger', async () => {
    await asAdmin('SetFpDuress', { userid: 7, slot: 1, duress: 1 });
    setFingerprint(t.device, 7, 1, true);
    const prints = () => currentUsers(t.device).find((u) => u.userid === 7)!.fingerprints;
    expect(prints()).toEqual([{ slot: 1, template: expect.any(String), duress: 1 }]);
    expect(currentUsers(t.device).find((u) => u.userid === 8)!.fingerprints).toEqual([{ slot: 0, template: expect.any(String) }]);
    setFingerprint(t.device, 7, 1, false);
    setFingerprint(t.device, 7, 1, true);
    expect(prints()).toEqual([{ slot: 1, template: expect.any(String) }]);
  });
});
