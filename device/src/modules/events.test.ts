import { EVENT_CATALOGUE, type EventRow } from '@tac/goform/contract';
import { hashPasswordSync } from '../auth/passwords';
import { recordEvent } from './events';
import { startTestDevice, type TestDevice } from '../testing/harness';

let t: TestDevice;
let admin: string;

const DAY = 24 * 60 * 60 * 1000;

/** Events over three days (device clock 2026-11-23 10:00 onwards), two users, two doors; then a new session (the clock ran past the last). */
async function recordSome() {
  recordEvent(t.device, { code: 100, door: 1, userid: 1 });
  recordEvent(t.device, { code: 152, door: 2, detail: 'card 0012345' });
  t.advance(DAY);
  recordEvent(t.device, { code: 301, door: 1 });
  recordEvent(t.device, { code: 101, door: 2, userid: 2 });
  t.advance(DAY);
  recordEvent(t.device, { code: 303, door: 1, userid: 2 });
  recordEvent(t.device, { code: 404, detail: '=cmd|" /c calc"!A1' });
  admin = await t.login();
}

beforeEach(async () => {
  t = await startTestDevice();
  admin = await t.login();
  const user = t.device.db.prepare('INSERT INTO users (userid, username) VALUES (?, ?)');
  user.run(1, 'Anna Novak');
  user.run(2, 'محمد حسن');
});
afterEach(() => t.close());

const search = async (fields: Record<string, unknown> = {}, token = admin) => t.call('searchEvents', fields, { token, method: 'GET' });
const codes = (a: Record<string, unknown>) => (a.record as EventRow[]).map((r) => r.code);
/** The codes the log holds, oldest first, read from the table (after an initialization no session is at hand). */
const storedCodes = () => t.device.db.prepare<[], { code: number }>('SELECT code FROM events ORDER BY id').all().map((r) => r.code);
const eventCount = () => t.device.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM events').get()!.n;

describe('searchEvents', () => {
  it('answers the device started, then every event newest first with its type, door, user and detail', async () => {
    await recordSome();
    const a = await search({ limit: 100 });
    expect(a.count).toBe(7);
    expect(a.max).toBe(1_000_000);
    expect(codes(a)).toEqual([404, 303, 101, 301, 152, 100, 400]);
    const rows = a.record as EventRow[];
    expect(rows[1]).toMatchObject({ datetime: '2026-11-25 10:00:00', code: 303, type: 'alarm', door: 1, userid: '2', username: 'محمد حسن' });
    expect(rows[4]).toEqual({ id: rows[4]!.id, datetime: '2026-11-23 10:00:00', code: 152, type: 'access', door: 2, detail: 'card 0012345' });
    expect(rows[6]).toEqual({ id: rows[6]!.id, datetime: '2026-11-23 10:00:00', code: 400, type: 'device' });
  });

  it('filters by type, code, door, user and inclusive dates, and orders oldest first on asc', async () => {
    await recordSome();
    expect(codes(await search({ type: 'alarm' }))).toEqual([303, 301]);
    expect(codes(await search({ type: 'access' }))).toEqual([101, 152, 100]);
    expect(codes(await search({ code: 152 }))).toEqual([152]);
    expect(codes(await search({ door: 1 }))).toEqual([303, 301, 100]);
    expect(codes(await search({ userid: 2 }))).toEqual([303, 101]);
    expect(codes(await search({ from: '2026-11-24', to: '2026-11-24' }))).toEqual([101, 301]);
    expect(codes(await search({ from: '2026-11-24', order: 'asc' }))).toEqual([301, 101, 303, 404]);
    expect(codes(await search({ type: '', code: '', door: '', userid: '', from: '', to: '', order: '' }))).toHaveLength(7);
    expect((await search({ door: 1, type: 'alarm', to: '2026-11-24' })).count).toBe(1);
  });

  it('pages: the first and the last page, and past the end an empty page', async () => {
    await recordSome();
    const first = await search({ start: 0, limit: 3 });
    expect(codes(first)).toEqual([404, 303, 101]);
    expect(codes(await search({ start: 6, limit: 3 }))).toEqual([400]);
    expect(codes(await search({ start: 4, limit: 3, order: 'asc' }))).toEqual([101, 303, 404]);
    expect(await search({ start: 7, limit: 3 })).toMatchObject({ count: 7, record: [] });
  });

  it('refuses bad input with 10003, naming the field, and writes nothing', async () => {
    await recordSome();
    const before = eventCount();
    for (const [field, value] of [
      ['limit', 101],
      ['type', 'fire'],
      ['code', 999],
      ['code', 'abc'],
      ['door', 3],
      ['userid', 0],
      ['from', '2026-02-30'],
      ['order', 'up'],
    ] as const) {
      expect(await search({ [field]: value })).toMatchObject({ retvalue: 10003, field });
    }
    const res = await t.app.inject({ method: 'GET', url: '/goform/DownloadEvents', query: { token: admin, texts: '{"nope":"x"}' } });
    expect(JSON.parse(res.body)).toMatchObject({ retvalue: 10003 });
    expect(eventCount()).toBe(before);
  });

  it('needs a session (40104) with the Data Report right (11000)', async () => {
    expect((await search({}, null as unknown as string)).retvalue).toBe(40104);
    expect((await t.call('DownloadEvents', {}, { token: null, method: 'GET' })).retvalue).toBe(40104);
    t.device.db
      .prepare("INSERT INTO accounts (userid, name, funs, password_hash) VALUES ('netadmin', 'netadmin', 'network', ?)")
      .run(hashPasswordSync('Network-admin-5p'));
    const network = await t.login('netadmin', 'Network-admin-5p');
    expect((await search({}, network)).retvalue).toBe(11000);
    expect((await t.call('DownloadEvents', {}, { token: network, method: 'GET' })).retvalue).toBe(11000);
    const operator = await t.login('operator');
    expect((await search({}, operator)).code).toBe('success');
  });
});

describe('the bounded history', () => {
  it('drops the oldest events past EVENTS_MAX in batches and keeps alarms to their own, longer bound', async () => {
    await t.close();
    t = await startTestDevice({ env: { EVENTS_MAX: '200', EVENT_ALARMS_MAX: '50' } });
    admin = await t.login();
    const firstAlarm = recordEvent(t.device, { code: 302 });
    for (let i = 0; i < 1000; i++) recordEvent(t.device, { code: 100, door: 1, userid: 1 });
    const { n: others } = t.device.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM events WHERE type <> 'alarm'").get()!;
    expect(others).toBeLessThanOrEqual(200);
    expect(others).toBeGreaterThan(190);
    const alarms = await search({ type: 'alarm' });
    expect((alarms.record as EventRow[]).map((r) => r.id)).toEqual([firstAlarm]);
    for (let i = 0; i < 120; i++) recordEvent(t.device, { code: 301, door: 2 });
    const kept = await search({ type: 'alarm', order: 'asc', limit: 100 });
    expect(kept.count).toBeLessThanOrEqual(50);
    expect((kept.record as EventRow[])[0]!.id).toBeGreaterThan(firstAlarm);
    expect((await search()).count).toBe(others + (kept.count as number));
  });

  it('a full initialization empties the log, then records the restart; a restart is an event', async () => {
    await recordSome();
    await t.call('RestartMachine', {}, { token: admin, method: 'GET' });
    expect(storedCodes().slice(-1)).toEqual([401]);
    t.advance(DAY);
    admin = await t.login();
    await t.call('InitMachine', { all: 1 }, { token: admin, method: 'GET' });
    expect(storedCodes()).toEqual([401]);
  });
});

describe('DownloadEvents', () => {
  it('writes the matching events in the reader\'s language, its separator, formulas defused', async () => {
    await recordSome();
    const texts = JSON.stringify({ event: 'Ereignis', 'type.alarm': 'Alarm', 'event.duress': 'Bedrohung', 'event.firmwareUpgraded': 'Firmware aktualisiert' });
    const res = await t.app.inject({ method: 'GET', url: '/goform/DownloadEvents', query: { token: admin, sep: ';', texts, from: '2026-11-25' } });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="events_0000000000000001_2026-11-25_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toEqual([
      'Date Time;Code;Type;Ereignis;Door;User ID;User Name;Detail',
      `2026-11-25 10:00:00;404;device;Firmware aktualisiert;;;;"'=cmd|"" /c calc""!A1"`,
      '2026-11-25 10:00:00;303;Alarm;Bedrohung;1;2;محمد حسن;',
    ]);
  });

  it('names every event of the catalogue in English when the reader gives no texts', async () => {
    for (const e of EVENT_CATALOGUE) recordEvent(t.device, { code: e.code });
    const res = await t.app.inject({ method: 'GET', url: '/goform/DownloadEvents', query: { token: admin, order: 'asc' } });
    const events = res.body.trim().split(/\r?\n/).slice(2).map((line) => line.split(',')[3]);
    expect(events).toEqual(EVENT_CATALOGUE.map((e) => e.key));
  });
});
