import { startTestDevice, type TestDevice } from '../testing/harness';

let t: TestDevice;
let token: string;

/** Three users and a known set of punches (device local time). */
const PUNCHES: [number, string, number, number | null][] = [
  [1, '2026-11-02 09:10:00', 0, 36.6],
  [1, '2026-11-02 12:00:00', 1, null],
  [1, '2026-11-02 13:00:00', 0, null],
  [1, '2026-11-02 17:30:00', 1, null],
  [2, '2026-11-02 08:55:00', 0, 37.3],
  [2, '2026-11-02 18:05:00', 1, null],
  [1, '2026-11-03 08:45:00', 0, 38.1],
  [3, '2026-11-03 10:00:00', 0, 37.2],
  [2, '2026-10-31 23:59:59', 0, null],
  [2, '2026-12-01 00:00:00', 1, null],
];

beforeEach(async () => {
  t = await startTestDevice();
  token = await t.login();
  const user = t.device.db.prepare('INSERT INTO users (userid, username) VALUES (?, ?)');
  user.run(1, 'Anna "Ana", Novak');
  user.run(2, 'محمد حسن');
  user.run(3, '王伟');
  const rec = t.device.db.prepare('INSERT INTO records (userid, time, status, temperature) VALUES (?, ?, ?, ?)');
  for (const p of PUNCHES) rec.run(...p);
});
afterEach(() => t.close());

const fail = (retvalue: number) => ({ code: 'fail', retvalue, msg: String(retvalue) });
/** 10003 naming the field refused. */
const refused = (field: string) => ({ ...fail(10003), field });
const get = (name: string, fields: Record<string, unknown> = {}) => t.call(name, fields, { token, method: 'GET' });
const times = (a: Record<string, unknown>) => (a.record as { datetime: string }[]).map((r) => r.datetime);

describe('searchrecord', () => {
  it('answers newest first with user names and the total', async () => {
    const a = await get('searchrecord', { start: 0, limit: 3 });
    expect(a.count).toBe(10);
    expect(a.record).toEqual([
      { datetime: '2026-12-01 00:00:00', userid: '2', username: 'محمد حسن', status: 1 },
      { datetime: '2026-11-03 10:00:00', userid: '3', username: '王伟', status: 0 },
      { datetime: '2026-11-03 08:45:00', userid: '1', username: 'Anna "Ana", Novak', status: 0 },
    ]);
  });

  it('filters by inclusive dates, user and order; empty strings mean no filter', async () => {
    const month = await get('searchrecord', { from: '2026-11-01', to: '2026-11-30', order: 'asc', userid: '', limit: 100 });
    expect(month.count).toBe(8);
    expect(times(month)[0]).toBe('2026-11-02 08:55:00');
    expect(times(month)[7]).toBe('2026-11-03 10:00:00');
    const one = await get('searchrecord', { userid: 2, from: '', to: '', start: '', limit: '' });
    expect(times(one)).toEqual(['2026-12-01 00:00:00', '2026-11-02 18:05:00', '2026-11-02 08:55:00', '2026-10-31 23:59:59']);
    const day = await get('searchrecord', { from: '2026-11-03', to: '2026-11-03' });
    expect(day.count).toBe(2);
  });

  it('pages as scripts do, start += limit until the record list is empty', async () => {
    const seen: string[] = [];
    for (let start = 0; ; start += 4) {
      const page = await get('searchrecord', { start, limit: 4 });
      if ((page.record as unknown[]).length === 0) break;
      seen.push(...times(page));
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
  });

  it.each([
    ['newest first', {}],
    ['oldest first within dates', { order: 'asc', from: '2026-09-01', to: '2026-11-02' }],
    ['one user', { userid: 3 }],
  ])('pages deep searches (%s) exactly as offsets would, also when records arrive mid-way', async (_, filters) => {
    const rec = t.device.db.prepare('INSERT INTO records (userid, time, status) VALUES (?, ?, 0)');
    t.device.tx(() => {
      for (let i = 0; i < 3000; i++) rec.run(1 + (i % 3), `2026-09-${String(1 + (i % 28)).padStart(2, '0')} 10:${String(i % 60).padStart(2, '0')}:00`);
    });
    const f = filters as { order?: string; from?: string; to?: string; userid?: number };
    const where = [
      f.userid ? `userid = ${f.userid}` : '1',
      f.from ? `time >= '${f.from} 00:00:00'` : '1',
      f.to ? `time < '${f.to} 24'` : '1',
    ].join(' AND ');
    const dir = f.order === 'asc' ? 'ASC' : 'DESC';
    const truth = (start: number) =>
      (t.device.db.prepare(`SELECT time FROM records WHERE ${where} ORDER BY time ${dir}, id ${dir} LIMIT 100 OFFSET ?`).all(start) as { time: string }[]).map(
        (r) => r.time,
      );
    for (let start = 0; ; start += 100) {
      if (start === 1000) rec.run(3, '2026-09-15 10:30:30');
      const page = await get('searchrecord', { ...filters, start, limit: 100 });
      expect(times(page)).toEqual(truth(start));
      if (times(page).length === 0) break;
    }
  });

  it.each([{ from: '2026-02-30' }, { to: '2026/11/01' }, { order: 'sideways' }, { limit: 101 }, { userid: 'x' }, { start: -1 }])(
    'refuses %j with 10003 naming the field',
    async (fields) => {
      expect(await get('searchrecord', fields)).toEqual(refused(Object.keys(fields)[0]!));
    },
  );
});

describe('DownloadRecordForm', () => {
  it('streams the filtered records as a CSV attachment', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/goform/DownloadRecordForm',
      query: { from: '2026-11-02', to: '2026-11-02', order: 'asc', _t: '1' },
      headers: { 'x-token': token },
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="records_0000000000000001_2026-11-02_2026-11-02.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('Date Time,User ID,User Name,Status');
    expect(lines.slice(1)).toEqual([
      '2026-11-02 08:55:00,2,محمد حسن,IN',
      '2026-11-02 09:10:00,1,"Anna ""Ana"", Novak",IN',
      '2026-11-02 12:00:00,1,"Anna ""Ana"", Novak",OUT',
      '2026-11-02 13:00:00,1,"Anna ""Ana"", Novak",IN',
      '2026-11-02 17:30:00,1,"Anna ""Ana"", Novak",OUT',
      '2026-11-02 18:05:00,2,محمد حسن,OUT',
    ]);
  });

  it("writes the status labels the device shows, the reader's titles and separator", async () => {
    expect((await get('GetApplyParam', { status0: 'Kommen', status1: 'Gehen' })).code).toBe('success');
    const texts = { datetime: 'Datum und Uhrzeit', userid: 'Benutzer-ID', username: 'Name', status: 'Status; Art' };
    const res = await t.raw(
      'DownloadRecordForm',
      { userid: 2, from: '2026-11-02', to: '2026-11-02', order: 'asc', sep: ';', texts: JSON.stringify(texts) },
      { token, method: 'GET' },
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="records_0000000000000001_2026-11-02_2026-11-02_user2.csv"');
    expect(res.body.replace(/^\uFEFF/, '').trim().split('\r\n').join('\n').split('\n')).toEqual([
      'Datum und Uhrzeit;Benutzer-ID;Name;"Status; Art"',
      '2026-11-02 08:55:00;2;محمد حسن;Kommen',
      '2026-11-02 18:05:00;2;محمد حسن;Gehen',
    ]);
  });

  it('names the file after the days it covers: from the first record, until today, without dates', async () => {
    const res = await t.raw('DownloadRecordForm', {}, { token, method: 'GET' });
    const today = new Date(t.device.now()).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="records_0000000000000001_2026-10-31_${today}.csv"`);
  });

  it.each([
    { sep: '|' },
    { texts: '{"datetime":' },
    { texts: '{"colour":"x"}' },
    { texts: '["a"]' },
    { texts: JSON.stringify({ username: 'x'.repeat(65) }) },
    { texts: JSON.stringify({ username: 'a\nb' }) },
  ])('refuses the layout %j with 10003, naming the field', async (fields) => {
    expect(await get('DownloadRecordForm', fields)).toEqual(refused(Object.keys(fields)[0]!));
  });

  it('streams every row across batches, in order', async () => {
    const rec = t.device.db.prepare('INSERT INTO records (userid, time, status) VALUES (3, ?, 0)');
    t.device.tx(() => {
      for (let i = 0; i < 4500; i++) rec.run(`2026-09-01 10:00:${String(i % 60).padStart(2, '0')}`);
    });
    const res = await t.app.inject({ method: 'GET', url: '/goform/DownloadRecordForm', headers: { 'x-token': token } });
    const rows = res.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(4510);
    const stamps = rows.map((r) => r.slice(0, 19));
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/goform/DownloadRecordForm?from=2026-09-01&to=2026-09-01&order=asc',
      headers: { 'x-token': token },
    });
    const days = filtered.body.trim().split('\n').slice(1).map((r) => r.slice(0, 19));
    expect(days).toHaveLength(4500);
    expect([...days].sort()).toEqual(days);
  });

  it('refuses bad filters in the envelope', async () => {
    expect(await get('DownloadRecordForm', { from: 'yesterday' })).toEqual(refused('from'));
  });
});

describe('GetReportFormInfo / DownloadReportForm', () => {
  it('computes first in, last out, worked and break minutes, late and early per user per day', async () => {
    const a = await get('GetReportFormInfo', { from: '2026-11-01', to: '2026-11-30', start: 0, limit: 10 });
    expect(a.count).toBe(4);
    expect(a.record).toEqual([
      { userid: '1', username: 'Anna "Ana", Novak', date: '2026-11-02', firstin: '09:10', lastout: '17:30', intime: 440, outtime: 60, late: 10, early: 30 },
      { userid: '1', username: 'Anna "Ana", Novak', date: '2026-11-03', firstin: '08:45', lastout: '', intime: 0, outtime: 0, late: 0, early: 0 },
      { userid: '2', username: 'محمد حسن', date: '2026-11-02', firstin: '08:55', lastout: '18:05', intime: 550, outtime: 0, late: 0, early: 0 },
      { userid: '3', username: '王伟', date: '2026-11-03', firstin: '10:00', lastout: '', intime: 0, outtime: 0, late: 60, early: 0 },
    ]);
  });

  it('keeps report days in step with the records as punches come and go', async () => {
    const days = () => t.device.db.prepare('SELECT userid, date FROM record_days ORDER BY userid, date').all();
    const distinct = () =>
      t.device.db.prepare('SELECT DISTINCT userid, substr(time, 1, 10) AS date FROM records ORDER BY userid, date').all();
    expect(days()).toEqual(distinct());
    t.device.db.prepare("DELETE FROM records WHERE userid = 1 AND time = '2026-11-02 12:00:00'").run();
    t.device.db.prepare("DELETE FROM records WHERE userid = 3").run();
    t.device.db.prepare("UPDATE records SET time = '2026-11-04 09:00:00' WHERE userid = 1 AND time = '2026-11-03 08:45:00'").run();
    t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (2, '2026-11-05 09:00:00', 0)").run();
    expect(days()).toEqual(distinct());
    const a = await get('GetReportFormInfo', { from: '2026-11-01', to: '2026-11-30' });
    expect((a.record as { userid: string; date: string }[]).map((r) => `${r.userid} ${r.date}`)).toEqual([
      '1 2026-11-02',
      '1 2026-11-04',
      '2 2026-11-02',
      '2 2026-11-05',
    ]);
    expect(a.count).toBe(4);
  });

  it('takes work start and end from the attendance settings', async () => {
    expect((await get('GetKaoqinParam', { workstart: '09:30', workend: '17:00' })).code).toBe('success');
    const a = await get('GetReportFormInfo', { userid: 1, from: '2026-11-02', to: '2026-11-02' });
    expect(a.record).toEqual([expect.objectContaining({ late: 0, early: 0 })]);
  });

  it('downloads the same lines as CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/goform/DownloadReportForm?from=2026-11-01&to=2026-11-30',
      headers: { 'x-token': token },
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="report_0000000000000001_2026-11-01_2026-11-30.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines).toEqual([
      'User ID,User Name,Date,First In,Last Out,Time Present (min),Time Away (min),Late (min),Early (min)',
      '1,"Anna ""Ana"", Novak",2026-11-02,09:10,17:30,440,60,10,30',
      '1,"Anna ""Ana"", Novak",2026-11-03,08:45,,0,0,0,0',
      '2,محمد حسن,2026-11-02,08:55,18:05,550,0,0,0',
      '3,王伟,2026-11-03,10:00,,0,0,60,0',
    ]);
  });
});

describe('searchThermometryRecord', () => {
  it.each([
    ['all', ['2026-11-03 10:00:00', '2026-11-03 08:45:00', '2026-11-02 09:10:00', '2026-11-02 08:55:00']],
    ['abnormal', ['2026-11-03 08:45:00', '2026-11-02 08:55:00']],
    ['normal', ['2026-11-03 10:00:00', '2026-11-02 09:10:00']],
    ['', ['2026-11-03 10:00:00', '2026-11-03 08:45:00', '2026-11-02 09:10:00', '2026-11-02 08:55:00']],
  ])('filters %s against the 37.3 °C threshold', async (type, expected) => {
    const a = await get('searchThermometryRecord', { type, start: 0, limit: 20 });
    expect(a.threshold).toBe(37.3);
    expect(a.count).toBe(expected.length);
    expect(times(a)).toEqual(expected);
  });

  it('flags abnormal rows and refuses an unknown type', async () => {
    const a = await get('searchThermometryRecord', { type: 'abnormal', from: '2026-11-02', to: '2026-11-02' });
    expect(a.record).toEqual([{ datetime: '2026-11-02 08:55:00', userid: '2', username: 'محمد حسن', temperature: 37.3, abnormal: 1 }]);
    expect(await get('searchThermometryRecord', { type: 'hot' })).toEqual(refused('type'));
  });
});

describe('DownloadThermometryForm', () => {
  const lines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n').join('\n').split('\n');

  it('streams the filtered temperatures newest first, each with its state', async () => {
    const res = await t.raw('DownloadThermometryForm', { from: '2026-11-01', to: '2026-11-30' }, { token, method: 'GET' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="temperatures_0000000000000001_2026-11-01_2026-11-30.csv"');
    expect(lines(res.body)).toEqual([
      'Date Time,User ID,User Name,Temperature (°C),State',
      '2026-11-03 10:00:00,3,王伟,37.2,Normal',
      '2026-11-03 08:45:00,1,"Anna ""Ana"", Novak",38.1,Abnormal',
      '2026-11-02 09:10:00,1,"Anna ""Ana"", Novak",36.6,Normal',
      '2026-11-02 08:55:00,2,محمد حسن,37.3,Abnormal',
    ]);
  });

  it("writes decimals with a comma under ';' and the reader's words, and filters by type", async () => {
    const texts = { temperature: 'Temperatur (°C)', state: 'Zustand', stateAbnormal: 'Auffällig', stateNormal: 'Normal' };
    const res = await t.raw('DownloadThermometryForm', { type: 'abnormal', sep: ';', texts: JSON.stringify(texts) }, { token, method: 'GET' });
    expect(lines(res.body)).toEqual([
      'Date Time;User ID;User Name;Temperatur (°C);Zustand',
      '2026-11-03 08:45:00;1;"Anna ""Ana"", Novak";38,1;Auffällig',
      '2026-11-02 08:55:00;2;محمد حسن;37,3;Auffällig',
    ]);
  });

  it('streams every temperature across batches, newest first', async () => {
    const rec = t.device.db.prepare('INSERT INTO records (userid, time, status, temperature) VALUES (3, ?, 0, 36.5)');
    t.device.tx(() => {
      for (let i = 0; i < 4500; i++) rec.run(`2026-09-01 10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`);
    });
    const res = await t.raw('DownloadThermometryForm', {}, { token, method: 'GET' });
    const stamps = lines(res.body).slice(1).map((r) => r.slice(0, 19));
    expect(stamps).toHaveLength(4504);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('refuses an unknown type with 10003, naming the field', async () => {
    expect(await get('DownloadThermometryForm', { type: 'hot' })).toEqual(refused('type'));
  });
});
