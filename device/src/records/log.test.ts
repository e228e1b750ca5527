import type { EventRow } from '@tac/goform/contract';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { addRecord } from './log';

/** A record log of ten, whose log alarm (event 405) the Attendance screen sets one free slot before full: from nine. */
const RECORDS_MAX = '10';
async function logAlarm(logalarm: number) {
  const answer = await t.call('GetKaoqinParam', { logalarm }, { method: 'GET', token: await t.login() });
  expect(answer.code).toBe('success');
}

let t: TestDevice;
afterEach(() => t.close());

const punch = (userid: number, second: number, status = 0) =>
  addRecord(t.device, { userid, time: `2026-11-23 08:00:${String(second).padStart(2, '0')}`, status });
const punches = (count: number) => {
  for (let i = 0; i < count; i++) punch(1, i);
};
/** The records as the record list pages them (oldest first here), and whether each waits for the central server. */
const records = () =>
  t.device.db
    .prepare<[], { time: string; queued: number }>(
      'SELECT time, EXISTS (SELECT 1 FROM push_attlog p WHERE p.record_id = r.id) AS queued FROM records r ORDER BY id',
    )
    .all();
const seconds = () => records().map((r) => Number(r.time.slice(-2)));
/** The device's record-log events (405-407), oldest first, as the Events screen finds them. */
async function logEvents() {
  const answer = await t.call('searchEvents', { type: 'device', order: 'asc', limit: 100 }, { method: 'GET', token: await t.login() });
  return (answer.record as EventRow[]).filter((e) => e.code >= 405).map((e) => ({ code: e.code, userid: e.userid, detail: e.detail }));
}

describe('a model that drops the oldest records when its log is full (TAC-EMU)', () => {
  beforeEach(async () => {
    t = await startTestDevice({ env: { RECORDS_MAX } });
    await logAlarm(1);
  });

  it('answers RECORDS_MAX as its capacity and the record count its log alarm rings from', async () => {
    const token = await t.login();
    expect(await t.call('SetInfoParam', {}, { method: 'GET', token })).toMatchObject({ MaxRecord: 10, RecordCount: 0 });
    expect(await t.call('GetDeviceStatus', {}, { method: 'GET', token })).toMatchObject({ recordfull: 'dropOldest', recordwarning: 9 });
    await logAlarm(4);
    expect(await t.call('GetDeviceStatus', {}, { method: 'GET', token })).toMatchObject({ recordwarning: 6 });
  });

  it('rings from the first record when the Attendance screen leaves more alarm slots than the log holds, not on an empty log', async () => {
    await logAlarm(100);
    const token = await t.login();
    expect(await t.call('GetDeviceStatus', {}, { method: 'GET', token })).toMatchObject({ recordwarning: 1 });
    punch(1, 0);
    expect(await logEvents()).toEqual([{ code: 405, detail: '1/10' }]);
  });

  it('raises no log alarm when the Attendance screen leaves it no slots (0): the log filling says it alone', async () => {
    await logAlarm(0);
    punches(10);
    expect(await logEvents()).toEqual([{ code: 406, detail: 'dropOldest' }]);
  });

  it('says once when the log is nearly full and once when it is full, then drops the oldest record for each new one, queue and all', async () => {
    punches(8);
    expect(await logEvents()).toEqual([]);
    punch(1, 8);
    expect(await logEvents()).toEqual([{ code: 405, detail: '9/10' }]);
    punch(1, 9);
    punch(1, 10);
    punch(1, 11);
    expect(seconds()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(records().every((r) => r.queued === 1)).toBe(true);
    expect(await logEvents()).toEqual([
      { code: 405, detail: '9/10' },
      { code: 406, detail: 'dropOldest' },
    ]);
    expect(await t.call('SetInfoParam', {}, { method: 'GET', token: await t.login() })).toMatchObject({ RecordCount: 10 });
  });

  it('drops nothing when the new record cannot be written: the deletion goes with the failed insert', async () => {
    punches(10);
    // Status 9 breaks the records table's check after the oldest record was deleted.
    expect(() => punch(1, 10, 9)).toThrow(/CHECK constraint/);
    expect(seconds()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(records().every((r) => r.queued === 1)).toBe(true);
  });
});

describe('a model that stops recording when its log is full (TAC-FP100)', () => {
  beforeEach(async () => {
    t = await startTestDevice({ env: { RECORDS_MAX, DEVICE_MODEL: 'TAC-FP100' } });
    await logAlarm(1);
  });

  it('records no more punches, keeps every record it has, and says so for each punch it refuses', async () => {
    punches(10);
    expect(punch(2, 30)).toBeUndefined();
    expect(seconds()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await logEvents()).toEqual([
      { code: 405, detail: '9/10' },
      { code: 406, detail: 'stopRecording' },
      { code: 407, userid: '2', detail: undefined },
    ]);
  });

  it('still decides at the reader: the door opens for a granted card, and no punch is recorded', async () => {
    punches(10);
    t.device.db.prepare('INSERT INTO users (userid, username, cardid, groupid) VALUES (?, ?, ?, ?)').run(7, 'Ana Lima', '4000123', 1);
    expect((await t.call('GetDebugParam', { mode: 'test' })).code).toBe('success');
    const token = await t.login();
    expect(await t.call('test_verify', { mode: 'card', cardid: '4000123' }, { token })).toMatchObject({ event: 101, opened: 1, punched: 0 });
    expect(await t.call('GetDoorState', {}, { method: 'GET', token })).toMatchObject({ relay: 'unlocked' });
    expect(seconds()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await logEvents()).at(-1)).toEqual({ code: 407, userid: '7', detail: undefined });
  });
});
