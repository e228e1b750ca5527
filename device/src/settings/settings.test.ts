import { SETTINGS_GROUPS } from '@tac/goform/contract';
import { startTestDevice, type TestDevice } from './harness';

type Fields = Record<string, unknown>;

/** Per group: a valid change (rows name their key) and a change the device must refuse with 10003. */
const CASES: Record<string, { good: Fields; bad: Fields[] }> = {
  device: { good: { volume: 9, deviceid: 42 }, bad: [{ volume: 11 }, { deviceid: 0 }, { volume: -1 }] },
  display: { good: { timeformat: 12, powersaving: 'closesaver' }, bad: [{ screeninterval: 5 }, { timeformat: 13 }, { dateformat: 'DD.MM' }] },
  identify: { good: { identifymode: 4 }, bad: [{ identifymode: 99 }, { identifymode: 10 }] },
  fpcompare: { good: { precision: 'advanced' }, bad: [{ precision: 'max' }] },
  ethernet: {
    good: { ip: '192.168.0.50', gateway: '192.168.0.254' },
    bad: [{ mask: '255.0.255.0' }, { gateway: '10.0.0.1' }, { ip: '300.1.1.1' }, { ip: '192.168.0.255' }, { ipmode: 'auto' }],
  },
  internet: { good: { ipmode: 'static', ip: '10.64.0.30' }, bad: [{ ipmode: 'static', gateway: '10.65.0.1' }, { dns: '1.1.1' }] },
  wifi: {
    good: { apnamemode: 'custom', apname: 'Lobby', appassword: 'lobby-pass' },
    bad: [{ mode: 'station' }, { apnamemode: 'custom' }, { appassword: 'short' }, { ssid: 'x'.repeat(33) }],
  },
  commmode: {
    good: { port: 6000, commpwdswitch: 1, commpwd: '4321' },
    bad: [{ port: 65536 }, { port: 0 }, { commpwdswitch: 1 }, { commpwd: '1234567' }, { servertype: 'url' }],
  },
  rest: { good: { restswitch: 1, restserver: 'api.example.com', restkey: 'abc-123' }, bad: [{ restswitch: 1 }, { restkey: 'a b' }] },
  cloud: { good: { cloudcode: 'C-1', cloudserver: 'https://cloud.example.com/api' }, bad: [{ cloudserver: '<script>' }] },
  bluetooth: { good: { clientswitch: 1 }, bad: [{ serverswitch: 2 }] },
  kaoqin: {
    good: { duplicatepunch: 250, logalarm: 0, workstart: '08:30' },
    bad: [{ duplicatepunch: 251 }, { logalarm: 5001 }, { duplicatepunch: -1 }, { workstart: '19:00' }, { workend: '24:00' }],
  },
  datetime: { good: { date: '2027-02-28', time: '23:59:30' }, bad: [{ date: '2026-02-30' }, { time: '25:00' }, { date: '26-1-1' }, { date: '0001-01-01' }, { date: '2100-01-01' }] },
  dst: {
    good: { mode: 'week', offset: 3, startweek: 'penult', startweekday: 'fri' },
    bad: [{ offset: 4 }, { mode: 'date', startmonth: 2, startday: 30 }, { startweek: '7' }, { endweekday: 'funday' }],
  },
  apply: { good: { status6: 'Lunch' }, bad: [{ status1: 'IN' }, { status7: '' }, { status2: 'x'.repeat(17) }] },
  print: { good: { printswitch: 1, baudrate: 115200 }, bad: [{ baudrate: 9601 }] },
  workmode: { good: { workmode: 'access', authmode: 'server' }, bad: [{ workmode: 'none' }, { authmode: 'cloud' }] },
  access: {
    good: { normallyopen: '2,3', normallyclose: '4', cardlength: 3, wiegandformat: 'card66little' },
    bad: [{ cardlength: 5 }, { wiegandformat: 'wiegand99' }, { normallyopen: '1,33' }, { normallyopen: '2', normallyclose: '2' }, { normallyopen: '2,2' }],
  },
  timezone: {
    good: { id: 2, monstart: '08:00', monend: '17:00' },
    bad: [{ id: 2, monstart: '18:00', monend: '08:00' }, { id: 33, monstart: '08:00' }, { monstart: '08:00' }, { id: 2, sunend: '7pm' }],
  },
  group: { good: { id: 2, time1: 2, time4: 32 }, bad: [{ id: 2, time1: 33 }, { id: 17, time1: 1 }, { id: 0 }] },
  holiday: {
    good: { id: 1, name: 'New Year', start: '2027-01-01', end: '2027-01-01', repeat: 'yearly', action: 'zone', zone: 2, zones: [1], groups: [] },
    bad: [
      { id: 1, name: 'Works outing', start: '2027-06-02', end: '2027-06-01' },
      { id: 1, name: 'Season', start: '2027-01-01', end: '2028-01-01', repeat: 'yearly' },
      { id: 1, name: 'No such day', start: '2027-02-30', end: '2027-03-01' },
      { id: 1, name: 'Half day', start: '2027-01-01', end: '2027-01-01', action: 'zone' },
      { id: 1, start: '2027-01-01', end: '2027-01-01' },
      { id: 1, name: 'x'.repeat(25), start: '2027-01-01', end: '2027-01-01' },
      { id: 1, name: 'Zones', start: '2027-01-01', end: '2027-01-01', zones: '1,33' },
      { id: 33, name: 'Out of range' },
    ],
  },
  statuschange: {
    good: { number: 2, mon: '13:00', sun: '' },
    bad: [{ number: 2, mon: '25:00' }, { number: 8, mon: '10:00' }, { number: 2, tue: '9:00' }],
  },
};

describe('settings groups (table-driven)', () => {
  it('has cases for every group of the table', () => {
    expect(Object.keys(CASES).sort()).toEqual(SETTINGS_GROUPS.map((g) => g.id).sort());
  });

  // One fresh device per group: its first test sees the factory state, the others do not depend on order.
  describe.each(SETTINGS_GROUPS.map((g) => [g.id, g] as const))('%s', (id, group) => {
    let t: TestDevice;
    beforeAll(async () => {
      t = await startTestDevice();
      await t.login();
    });
    afterAll(() => t.close());
    const { good, bad } = CASES[id]!;
    const read = () => t.call(group.read.name, {}, { method: group.read.method });
    const write = (fields: Fields) => t.call(group.write.name, fields, { method: group.write.method });
    const readRow = async (key: unknown) =>
      ((await read()).items as Fields[]).find((r) => r[(group as { key?: string }).key ?? ''] === key);

    it(`${group.read.name} answers the factory values`, async () => {
      const answer = await read();
      expect(answer).toMatchObject({ code: 'success', retvalue: 0 });
      if (group.kind === 'single' && id !== 'datetime') expect(answer).toMatchObject(group.defaults);
      if (group.kind === 'rows') {
        expect(answer.items).toHaveLength(group.last - group.first + 1);
        expect(answer.items[0]).toEqual(group.defaultRow(group.first));
      }
    });

    // Refusals first: they are judged against the factory state, which the valid change then alters.
    it.each(bad.map((b) => [JSON.stringify(b), b] as const))(`${group.write.name} refuses %s with 10003 naming the field and keeps the group`, async (_, fields) => {
      const before = await read();
      const answer = await write(fields);
      expect(answer).toEqual({ code: 'fail', retvalue: 10003, msg: '10003', field: expect.any(String) });
      expect(Object.keys(group.fields)).toContain(answer.field);
      const after = await read();
      if (id === 'datetime') expect(after.date).toBe(before.date);
      else expect(after).toEqual(before);
    });

    it(`${group.write.name} stores a valid change that ${group.read.name} then answers`, async () => {
      const answer = await write(good);
      expect(answer.code).toBe('success');
      const expected = Object.fromEntries(
        Object.entries(good).map(([k, v]) => [k, typeof v === 'string' && /^\d+(,\d+)*$/.test(v) && k.startsWith('normally') ? v.split(',').map(Number) : v]),
      );
      // Secrets the device holds are answered empty, with <field>set (DESIGN §6a; "write-only secrets" below).
      const secrets = Object.fromEntries((group.kind === 'single' ? (group.writeOnly ?? []) : []).flatMap((f) => [[f, ''], [`${f}set`, good[f] ? 1 : 0]]));
      if (group.kind === 'rows') expect(await readRow(good[group.key])).toMatchObject(expected);
      else if (id !== 'datetime') expect(await read()).toMatchObject({ ...expected, ...secrets });
    });

    it('both calls need a session (40104)', async () => {
      expect((await t.call(group.read.name, {}, { method: group.read.method, token: null })).retvalue).toBe(40104);
      expect((await t.call(group.write.name, good, { method: group.write.method, token: 'forged' })).retvalue).toBe(40104);
    });
  });

});

describe('settings writes', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice();
    await t.login();
  });
  afterEach(() => t.close());

  it('a write merges over the stored group: fields not sent keep their values', async () => {
    await t.call('GetKaoqinParam', { duplicatepunch: 10 });
    await t.call('GetKaoqinParam', { logalarm: 4000 });
    expect(await t.call('SetKaoqinParam')).toMatchObject({ duplicatepunch: 10, logalarm: 4000, workstart: '09:00' });
  });

  it('a refusal names the field the device refused, also for a rule across fields', async () => {
    expect(await t.call('GetEthernetParam', { ip: '192.168.0.50', dns: '1.1.1' })).toMatchObject({ retvalue: 10003, field: 'dns' });
    expect(await t.call('GetEthernetParam', { gateway: '10.0.0.1' })).toMatchObject({ retvalue: 10003, field: 'gateway' });
    expect(await t.call('SetAllWirless', { ssid: 'TAC-Office', security: 'WEP', password: 'abc' })).toMatchObject({ retvalue: 10003, field: 'password' });
  });

  it('a write with one bad field among good ones stores none of them', async () => {
    const answer = await t.call('GetKaoqinParam', { duplicatepunch: 20, logalarm: 9999 });
    expect(answer.retvalue).toBe(10003);
    expect(await t.call('SetKaoqinParam')).toMatchObject({ duplicatepunch: 3, logalarm: 100 });
  });

  it('takes JSON numbers as well as query strings', async () => {
    expect((await t.call('GetDSTParam', { mode: 'date', offset: 2, startmonth: 4, startday: 30 }, { method: 'POST' })).code).toBe('success');
    expect(await t.call('SetDSTParam')).toMatchObject({ mode: 'date', offset: 2, startmonth: 4, startday: 30 });
  });

  it('changing the device PIN needs the confirmation (40203 PasswordNotSame)', async () => {
    expect(await t.call('GetMachineParam', { adminpassword: '1234', confirm: '4321' })).toEqual({
      code: 'fail',
      retvalue: 40203,
      msg: 'PasswordNotSame',
    });
    expect((await t.call('GetMachineParam', { adminpassword: '1234', confirm: '1234' })).code).toBe('success');
    expect((await t.call('SetMachineParam')).adminpassword).toBe('1234');
    expect((await t.call('GetMachineParam', { adminpassword: '1234', volume: 2 })).code).toBe('success');
  });

  it('identify modes the model lacks are refused, those it has are kept', async () => {
    expect((await t.call('GetIdentifyParam', { identifymode: 10 })).retvalue).toBe(10003);
    expect((await t.call('GetIdentifyParam', { identifymode: 8 })).code).toBe('success');
    const irisOnly = await startTestDevice({ DEVICE_MODEL: 'TAC-IRIS500' });
    await irisOnly.login();
    expect((await irisOnly.call('GetIdentifyParam', { identifymode: 10 })).code).toBe('success');
    expect((await irisOnly.call('GetIdentifyParam', { identifymode: 1 })).retvalue).toBe(10003);
    await irisOnly.close();
  });

  it('setting the date and time moves the device clock, which keeps running', async () => {
    expect(await t.call('GetDateTimeParam', { date: '2030-12-31', time: '23:59:00' })).toMatchObject({
      code: 'success',
      date: '2030-12-31',
      time: '23:59:00',
    });
    t.advance(90_000);
    expect(await t.call('SetDateTimeParam')).toMatchObject({ date: '2031-01-01', time: '00:00:30' });
  });

  it('daylight saving moves the displayed clock while its rule is in force, and only then', async () => {
    const dateRule = { mode: 'date', offset: 1, startmonth: 3, startday: 29, starttime: '02:00', endmonth: 10, endday: 25, endtime: '03:00' };
    await t.call('GetDSTParam', { mode: 'disable' }, { method: 'POST' });
    await t.call('GetDateTimeParam', { date: '2026-06-15', time: '12:00:00' });
    expect((await t.call('GetDSTParam', dateRule, { method: 'POST' })).code).toBe('success');
    expect(await t.call('SetDateTimeParam')).toMatchObject({ date: '2026-06-15', time: '13:00:00' });
    await t.call('GetDateTimeParam', { date: '2026-01-10', time: '08:00:00' });
    expect((await t.call('SetDateTimeParam')).time).toBe('08:00:00');
    await t.call('GetDSTParam', { mode: 'week', startweek: 'last', startweekday: 'sun', endweek: 'last', endweekday: 'sun' }, { method: 'POST' });
    await t.call('GetDateTimeParam', { date: '2026-03-29', time: '01:59:00' });
    t.advance(60_000);
    expect(await t.call('SetDateTimeParam')).toMatchObject({ date: '2026-03-29', time: '03:00:00' });
  });

  it('changing the display language restarts the device: reboot:1, then offline, then back with sessions ended', async () => {
    const same = await t.call('GetTimeParam', { language: 'en', keyboardlock: 1 });
    expect(same.reboot).toBeUndefined();
    const changed = await t.call('GetTimeParam', { language: 'pt' });
    expect(changed).toMatchObject({ code: 'success', reboot: 1, restartms: 1000, language: 'pt' });
    expect((await t.call('SetTimeParam')).retvalue).toBe(10001);
    t.advance(1000);
    expect((await t.call('SetTimeParam')).retvalue).toBe(40104);
    await t.login();
    expect(await t.call('SetTimeParam')).toMatchObject({ language: 'pt', keyboardlock: 1 });
  });

  it('settings survive a restart of the emulator on the same database file', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { createDevice } = await import('../device');
    const { modules } = await import('../modules');
    const { readSingle } = await import('./store');
    const { kaoqinGroup } = await import('@tac/goform/contract');
    const dir = mkdtempSync(join(tmpdir(), 'tac-settings-'));
    const first = createDevice({ dbFile: join(dir, 'd.db'), modules });
    first.db.prepare("INSERT INTO settings (grp, value) VALUES ('kaoqin', ?)").run(JSON.stringify({ duplicatepunch: 77 }));
    first.close();
    const second = createDevice({ dbFile: join(dir, 'd.db'), modules });
    expect(readSingle(second, kaoqinGroup)).toMatchObject({ duplicatepunch: 77, logalarm: 100 });
    second.close();
    rmSync(dir, { recursive: true });
  });
});

describe('concurrent writes', () => {
  it('many parallel writes to one group each land: no acknowledged write is lost', async () => {
    const t = await startTestDevice();
    await t.login();
    const labels = Array.from({ length: 8 }, (_, i) => `label-${i}`);
    const answers = await Promise.all(labels.map((label, i) => t.call('GetApplyParam', { [`status${i}`]: label })));
    expect(answers.every((a) => a.code === 'success')).toBe(true);
    const stored = await t.call('SetApplyParam');
    labels.forEach((label, i) => expect(stored[`status${i}`]).toBe(label));
    const rows = await Promise.all(
      Array.from({ length: 16 }, (_, i) => t.call('GetGroupInfo', { id: i + 1, time1: i + 1, time2: 32 - i })),
    );
    expect(rows.every((a) => a.code === 'success')).toBe(true);
    const groups = (await t.call('SetGroupInfo')).items as { id: number; time1: number; time2: number }[];
    groups.forEach((g) => expect([g.time1, g.time2]).toEqual([g.id, 33 - g.id]));
    await t.close();
  });
});

describe('write-only secrets: the stored Wi-Fi passwords never go back to the browser (issue 31)', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice();
    await t.login();
  });
  afterEach(() => t.close());

  const storedWifi = () =>
    JSON.parse(t.device.db.prepare<[], { value: string }>("SELECT value FROM settings WHERE grp = 'wifi'").get()!.value) as Record<string, unknown>;

  it('answers them empty with a set flag on the read and on the write; a write that leaves them empty keeps them', async () => {
    const set = await t.call('GetWirless', { mode: 'ap', appassword: 'lobby-pass-1' }, { method: 'GET' });
    expect(set).toMatchObject({ code: 'success', appassword: '', appasswordset: 1, password: '', passwordset: 0 });
    expect(JSON.stringify(set)).not.toContain('lobby-pass-1');
    const read = await t.call('SetWirless', {}, { method: 'GET' });
    expect(read).toMatchObject({ appassword: '', appasswordset: 1 });
    expect(JSON.stringify(read)).not.toContain('lobby-pass-1');
    // The console's form sends back what it read: the empty password keeps the stored one.
    expect(await t.call('GetWirless', { ...read, apname: 'Lobby', apnamemode: 'custom', keep: 1 }, { method: 'GET' })).toMatchObject({ code: 'success' });
    expect(storedWifi()).toMatchObject({ appassword: 'lobby-pass-1', apname: 'Lobby' });
  });

  it('revert=1 puts back the values a pending change replaced, the password the console never saw included, and confirms them', async () => {
    await t.call('GetWirless', { mode: 'station', ssid: 'Office', password: 'office-pass-1' }, { method: 'GET' });
    await t.call('GetWirless', { keep: 1 }, { method: 'GET' });
    const changed = await t.call('GetWirless', { ssid: 'Other', password: 'other-pass-22' }, { method: 'GET' });
    expect(changed.rollbackms).toEqual(expect.any(Number));
    const reverted = await t.call('GetWirless', { revert: 1 }, { method: 'GET' });
    expect(reverted).toMatchObject({ code: 'success', ssid: 'Office', password: '', passwordset: 1 });
    expect(reverted).not.toHaveProperty('rollbackms');
    expect(storedWifi()).toMatchObject({ ssid: 'Office', password: 'office-pass-1' });
  });
});
