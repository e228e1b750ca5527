import { AUDIT_AUTOMATIC, BACKUP_FORMAT_VERSION, BACKUP_MAX_DEPTH, BACKUP_MAX_PROBLEMS } from '@tac/goform/contract';
import { factorySecrets } from '../auth/factorySecrets';
import { hashPasswordSync } from '../auth/passwords';
import { startTestDevice, type Answer, type TestDevice } from '../settings/harness';
import { createHmac } from 'node:crypto';
import { backupChecksum, backupKey, backupSignature } from './file';
import { nestsDeeperThan } from './restore';
import { unseal } from './seal';
import { OPERATOR_PASSWORD } from '../testing/harness';

interface File {
  header: Record<string, unknown>;
  body: Record<string, unknown> & { settings: Record<string, unknown> };
  signature?: string;
  checksum?: string;
}

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice();
  await t.login();
});
afterEach(() => t.close());

const PASSPHRASE = 'correct horse battery';

async function download(query = '', token?: string) {
  const auth = token ?? (await t.login());
  if (query === 'users=1') return downloadSealed(PASSPHRASE, auth);
  return t.app.inject({ method: 'GET', url: `/goform/DownloadBackup?${query}`, headers: { 'x-token': auth } });
}

/** A backup with users, as the console asks for it: the passphrase in a form body. */
async function downloadSealed(passphrase: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/goform/DownloadBackup',
    headers: { 'x-token': token ?? (await t.login()), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ users: '1', passphrase }).toString(),
  });
}

/** The file; with users, opened with the passphrase and signed again as a file in clear (the tests edit its body). */
async function backup(users = false): Promise<File> {
  const file = JSON.parse((await download(users ? 'users=1' : '')).body) as File & { sealed?: unknown };
  if (!users) return file;
  const body = JSON.parse(unseal(file.sealed, PASSPHRASE)) as File['body'];
  return { header: file.header, body, signature: backupSignature(t.device, file.header, body) };
}

/** The file signed again by this device after a change, as if the device had made it so. */
const resealed = (file: File): File => ({ ...file, signature: backupSignature(t.device, file.header, file.body) });

/** The file sent as a browser sends a file input (multipart, field `backup`). */
async function restore(file: File | string, mode: 'check' | 'apply', token?: string, fields: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append('mode', mode);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('backup', new Blob([typeof file === 'string' ? file : JSON.stringify(file)]), 'backup.json');
  const request = new Request('http://device/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/goform/RestoreBackup',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, 'x-token': token ?? (await t.login()) },
  });
  return JSON.parse(res.body) as Answer;
}

const kaoqin = async () => (await t.call('SetKaoqinParam')).duplicatepunch as number;

describe('DownloadBackup', () => {
  it('downloads every setting group, of the clock only how it is kept, the authorization lists and the device signature of header and body', async () => {
    const res = await download();
    expect(res.headers['content-disposition']).toBe('attachment; filename="backup_0000000000000001_2026-03-02.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const file = JSON.parse(res.body) as File;
    expect(file.header).toEqual({
      format: 'tac-backup',
      version: BACKUP_FORMAT_VERSION,
      model: 'TAC-EMU',
      firmware: 'V3.2.8',
      serial: '0000000000000001',
      created: '2026-03-02T10:00:00.000Z',
    });
    expect(Object.keys(file.body.settings)).toEqual(expect.arrayContaining(['device', 'ethernet', 'wifi', 'access', 'timezone', 'group', 'holiday', 'statuschange', 'display']));
    // How the clock is kept, not the time itself nor the last sync's results.
    expect(file.body.settings.datetime).toEqual({ timemode: 'manual', ntpserver1: 'pool.ntp.org', ntpserver2: '', ntpserver3: '', ntpport: 123, ntpinterval: 60, timezone: '' });
    expect(file.body.wiegandAuth).toHaveLength(2);
    expect(file.body).not.toHaveProperty('users');
    expect(file.signature).toBe(backupSignature(t.device, file.header, file.body));
    expect(file.signature).not.toBe(backupChecksum(file.header, file.body));
    expect(file).not.toHaveProperty('checksum');
  });

  it('carries the users only when asked: ids, names, cards, groups, rights and fingerprints, never a PIN', async () => {
    await t.call('adduser', { userid: 5, username: 'Bo', cardid: '123', password: '1234', confirm: '1234', groupid: 2 }, { method: 'POST' });
    t.device.db.prepare("INSERT INTO fingerprints (userid, slot, template) VALUES (5, 3, x'0102')").run();
    const { body } = await backup(true);
    expect(body.users).toEqual([
      { userid: 5, username: 'Bo', cardid: '123', admin: 0, groupid: 2, identifymode: 0, face: 0, fingerprints: [{ slot: 3, template: 'AQI=' }] },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/password_hash|scrypt/);
  });

  it('dates the file by the device clock as set, not by the host it runs on', async () => {
    expect(await t.call('GetDateTimeParam', { date: '2030-12-31', time: '12:00:00' })).toMatchObject({ code: 'success' });
    const res = await download();
    expect((JSON.parse(res.body) as File).header.created).toBe(new Date(2030, 11, 31, 12, 0, 0).toISOString());
    expect(res.headers['content-disposition']).toMatch(/_2030-12-31\.json"$/);
  });

  it('refuses an account without the machine right (11000)', async () => {
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    expect(JSON.parse((await download('', operator)).body)).toMatchObject({ code: 'fail', retvalue: 11000 });
  });
});

describe('RestoreBackup', () => {
  it('check previews old → new and changes nothing; apply brings the setting back', async () => {
    const file = await backup();
    await t.call('GetKaoqinParam', { duplicatepunch: 40 });
    const check = await restore(file, 'check');
    expect(check).toMatchObject({ code: 'success', problems: [], users: null, header: { model: 'TAC-EMU', version: BACKUP_FORMAT_VERSION }, origin: 'device' });
    expect(check.changes).toEqual([{ group: 'kaoqin', field: 'duplicatepunch', current: 40, restored: 3 }]);
    expect(await kaoqin()).toBe(40);
    expect(await restore(file, 'apply')).toMatchObject({ code: 'success', changes: check.changes, rollback: [] });
    expect(await kaoqin()).toBe(3);
  });

  it('is found in the audit log: the download, and the restore with every value it changed (a check is not)', async () => {
    const file = await backup(true);
    await t.call('GetKaoqinParam', { duplicatepunch: 40 });
    const check = await restore(file, 'check');
    await restore(file, 'apply');
    const entries = (await t.call('searchAuditLog', { limit: 10 }, { method: 'GET' })).record as { kind: string; account: string; target: string; changes: unknown[] }[];
    expect(entries.filter((e) => e.kind === 'restore')).toEqual([
      expect.objectContaining({ account: 'admin', target: `${file.header.serial} ${file.header.created}: ${check.groups.join(',')}`, changes: [{ field: 'kaoqin.duplicatepunch', from: '40', to: '3' }] }),
    ]);
    expect(entries.find((e) => e.kind === 'backup')).toMatchObject({ account: 'admin', target: 'settings,users' });
  });

  it.each([
    ['not JSON', '10102', () => '{"header": '],
    ['JSON but no backup', '10102', () => '{"a": 1}'],
    ['a header without its date', '10102', (f: File) => JSON.stringify(resealed({ ...f, header: { ...f.header, created: 'yesterday' } }))],
    [
      'a layout 1 file with a wrong checksum',
      'backupChecksum',
      (f: File) => JSON.stringify({ header: { ...f.header, version: 1 }, body: { ...f.body, wiegandAuth: [] }, checksum: backupChecksum(f.header, f.body) }),
    ],
    ['another model', 'backupModel', (f: File) => JSON.stringify(resealed({ ...f, header: { ...f.header, model: 'TAC-FP100' } }))],
    ['a newer format', 'backupFormat', (f: File) => JSON.stringify(resealed({ ...f, header: { ...f.header, version: BACKUP_FORMAT_VERSION + 1 } }))],
  ])('refuses %s with 10102 (%s) in both modes and changes nothing', async (_name, msg, make) => {
    const file = await backup();
    await t.call('GetKaoqinParam', { duplicatepunch: 40 });
    for (const mode of ['check', 'apply'] as const) {
      expect(await restore(make(file), mode)).toMatchObject({ code: 'fail', retvalue: 10102, msg });
    }
    expect(await kaoqin()).toBe(40);
  });

  it('answers 10003 without a file', async () => {
    expect(await t.call('RestoreBackup', { mode: 'check' }, { method: 'POST' })).toMatchObject({ code: 'fail', retvalue: 10003 });
  });

  it('leaves the groups a partial file lacks as they are (and the users when it has none)', async () => {
    const file = await backup();
    await t.call('adduser', { userid: 9, username: 'Kept' }, { method: 'POST' });
    await t.call('GetKaoqinParam', { duplicatepunch: 40 });
    await t.call('GetFPCompareParam', { precision: 'advanced' });
    const partial = resealed({ ...file, body: { settings: { kaoqin: { duplicatepunch: 7 } } } });
    expect((await restore(partial, 'apply')).changes).toEqual([{ group: 'kaoqin', field: 'duplicatepunch', current: 40, restored: 7 }]);
    expect(await kaoqin()).toBe(7);
    expect((await t.call('SetFPCompareParam')).precision).toBe('advanced');
    expect((await t.call('SetWirless')).code).toBe('success');
    expect((await t.call('userlist')).count).toBe(1);
  });

  describe('the time settings', () => {
    const clock = async () => {
      const { date, time, timezone, ntpinterval } = await t.call('SetDateTimeParam');
      return { date, time, timezone, ntpinterval };
    };
    const PARIS = { timezone: 'Europe/Paris', ntpserver2: 'time.example.org', ntpport: 1123, ntpinterval: 30 };

    it('restores how the clock is kept, never the clock itself: a restored zone shows the same instant in its own local time', async () => {
      expect(await t.call('GetDateTimeParam', PARIS)).toMatchObject({ code: 'success' });
      const file = await backup();
      // A file carrying a clock (made by hand) sets no clock either.
      file.body.settings.datetime = { ...(file.body.settings.datetime as object), date: '2001-01-01', time: '00:00:00' };
      await t.call('GetDateTimeParam', { timezone: 'Asia/Tokyo', ntpinterval: 90 });
      await t.call('GetDateTimeParam', { date: '2030-12-31', time: '12:00:00' });
      const check = await restore(resealed(file), 'check');
      expect(check.groups).toContain('datetime');
      expect(check.changes).toEqual([
        { group: 'datetime', field: 'ntpinterval', current: 90, restored: 30 },
        { group: 'datetime', field: 'timezone', current: 'Asia/Tokyo', restored: 'Europe/Paris' },
      ]);
      expect(await restore(resealed(file), 'apply')).toMatchObject({ code: 'success' });
      // 12:00 in Tokyo (UTC+9) is 04:00 in Paris (UTC+1 in winter).
      expect(await clock()).toEqual({ date: '2030-12-31', time: '04:00:00', timezone: 'Europe/Paris', ntpinterval: 30 });
    });

    it('restores a file made before backups carried them, leaving them as they are', async () => {
      const file = await backup();
      delete file.body.settings.datetime;
      await t.call('GetDateTimeParam', PARIS);
      const answer = await restore(resealed(file), 'apply');
      expect(answer).toMatchObject({ code: 'success' });
      expect(answer.groups).not.toContain('datetime');
      expect(await clock()).toMatchObject({ timezone: 'Europe/Paris', ntpinterval: 30 });
    });

    it.each(['Mars/Olympus', 'europe/paris'])('refuses what Time Setup would refuse (network time without a server, the zone %s) and writes nothing', async (timezone) => {
      const file = await backup();
      file.body.settings.datetime = { ...(file.body.settings.datetime as object), timemode: 'ntp', ntpserver1: '', timezone };
      await t.call('GetKaoqinParam', { duplicatepunch: 40 });
      const answer = await restore(resealed(file), 'apply');
      expect(answer).toMatchObject({ code: 'fail' });
      expect(answer.problems).toEqual([
        expect.objectContaining({ group: 'datetime', field: 'timezone' }),
        expect.objectContaining({ group: 'datetime', field: 'ntpserver1' }),
      ]);
      expect(await clock()).toMatchObject({ timezone: '', ntpinterval: 60 });
      expect(await kaoqin()).toBe(40);
    });
  });

  it('lists every value the screens would refuse by group, row and field; apply refuses the file whole', async () => {
    const file = await backup(true);
    const settings = file.body.settings as Record<string, Record<string, unknown> | Record<string, unknown>[]>;
    const zones = settings.timezone as Record<string, unknown>[];
    const broken = resealed({
      ...file,
      body: {
        ...file.body,
        settings: {
          ...settings,
          ethernet: { ...settings.ethernet, ip: '999.1.1.1' },
          kaoqin: { ...settings.kaoqin, duplicatepunch: 400, workstart: '19:00', workend: '18:00' },
          timezone: zones.map((z) => (z.id === 3 ? { ...z, monstart: '10:00', monend: '09:00' } : z)),
          identify: { identifymode: 10 },
        },
        users: [{ userid: 4, username: 'Ann', cardid: '12x', admin: 0, groupid: 1, identifymode: 0, face: 0, fingerprints: [] }],
      },
    });
    const check = await restore(broken, 'check');
    expect(check.code).toBe('success');
    expect(check.problems).toEqual([
      { group: 'identify', field: 'identifymode', message: 'common:invalid' },
      { group: 'ethernet', field: 'ip', message: 'network:validation.ipv4', values: { maxLength: 15 } },
      { group: 'ethernet', field: 'gateway', message: 'network:validation.gatewaySubnet', values: { maxLength: 15 } },
      { group: 'kaoqin', field: 'duplicatepunch', message: 'common:numberMax', values: { bound: 250 } },
      { group: 'kaoqin', field: 'workend', message: 'advancedSetup:attendance.endAfterStart', values: { maxLength: 5 } },
      { group: 'timezone', row: 3, field: 'monend', message: 'accessControl:timeZone.endBeforeStart', values: { maxLength: 5 } },
      { group: 'users', row: 4, field: 'cardid', message: 'users:validation.cardid', values: { max: 4294967295, maxLength: 10 } },
    ]);
    expect(await restore(broken, 'apply')).toMatchObject({ code: 'fail', retvalue: 10003, msg: 'backupInvalid', problems: check.problems });
    expect(await kaoqin()).toBe(3);
    expect((await t.call('userlist')).count).toBe(0);
  });

  it('refuses holiday rows the Holidays screen would refuse, and a row past the 32nd; nothing of the file applies', async () => {
    const file = await backup(false);
    const settings = file.body.settings as Record<string, Record<string, unknown>[]>;
    const holiday = (id: number, row: Record<string, unknown>) => ({ ...settings.holiday!.find((h) => h.id === id), ...row });
    const holidays = [
      holiday(1, { name: 'New Year', start: '2027-01-01', end: '2027-01-01' }),
      holiday(2, { name: 'Bell\u0007', start: '2027-01-02', end: '2027-01-02' }),
      holiday(3, { name: 'Leap', start: '2027-02-30', end: '2027-02-30' }),
      holiday(4, { name: 'Winter', start: '2026-12-24', end: '2028-01-02', repeat: 'yearly' }),
      holiday(5, { name: 'Other hours', start: '2027-05-01', end: '2027-05-01', action: 'zone', zone: 0 }),
      { ...holiday(1, {}), id: 33, name: 'Extra', start: '2027-06-01', end: '2027-06-01' },
    ];
    const broken = resealed({ ...file, body: { ...file.body, settings: { ...settings, holiday: holidays } } });
    const check = await restore(broken, 'check');
    expect(check.problems).toEqual([
      expect.objectContaining({ group: 'holiday', row: 2, field: 'name', message: 'common:controlChars' }),
      expect.objectContaining({ group: 'holiday', row: 3, field: 'start', message: 'common:date' }),
      expect.objectContaining({ group: 'holiday', row: 3, field: 'end', message: 'common:date' }),
      expect.objectContaining({ group: 'holiday', row: 4, field: 'end', message: 'accessControl:holidays.yearlyTooLong' }),
      expect.objectContaining({ group: 'holiday', row: 5, field: 'zone', message: 'common:required' }),
      expect.objectContaining({ group: 'holiday', row: 33, field: 'id', message: 'common:invalid' }),
    ]);
    expect(await restore(broken, 'apply')).toMatchObject({ code: 'fail', retvalue: 10003, msg: 'backupInvalid' });
    expect((await t.call('SetHolidayInfo')).items).toEqual(settings.holiday);
  });

  it('applies all or nothing: a write failing midway leaves every setting as it was', async () => {
    const file = await backup();
    await t.call('GetKaoqinParam', { duplicatepunch: 40 });
    await t.call('GetAnvizWiegandAuthorize', { macs: '00:1B:3C:10:00:02', action: 'authorize' }, { method: 'POST' });
    // Settings are written before the lists: a list the database refuses undoes the settings too.
    t.device.db.exec("CREATE TRIGGER refuse BEFORE INSERT ON peripherals BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    expect(await restore(file, 'apply')).toMatchObject({ code: 'fail', retvalue: 10001 });
    expect(await kaoqin()).toBe(40);
    expect((await t.call('SetAnvizWiegandAuthorize', {}, { method: 'POST' })).items).toHaveLength(2);
  });

  it('replaces the users: counts added, changed, removed; users kept keep their PIN', async () => {
    await t.call('adduser', { userid: 1, username: 'Ann', password: '1111', confirm: '1111', admin: 1 }, { method: 'POST' });
    await t.call('adduser', { userid: 2, username: 'Bo' }, { method: 'POST' });
    const file = await backup(true);
    const users = file.body.users as Record<string, unknown>[];
    const next = resealed({
      ...file,
      body: { ...file.body, users: [{ ...users[0], username: 'Annie' }, { ...users[1], userid: 3, username: 'Cy' }] },
    });
    expect((await restore(next, 'check')).users).toEqual({ added: 1, changed: 1, removed: 1 });
    expect((await restore(next, 'apply')).code).toBe('success');
    const list = (await t.call('userlist')).record as { userid: string; username: string }[];
    expect(list.map((u) => [u.userid, u.username])).toEqual([['1', 'Annie'], ['3', 'Cy']]);
    expect(await t.login('1', '1111')).toEqual(expect.any(String));
  });

  it('carries a duress finger and brings it back; a file without the mark (made before duress fingers) changes the user', async () => {
    await t.call('adduser', { userid: 2, username: 'Bo' }, { method: 'POST' });
    t.device.db.prepare("INSERT INTO fingerprints (userid, slot, template, duress) VALUES (2, 3, x'0102', 1), (2, 4, x'0304', 0)").run();
    const file = await backup(true);
    const bo = (file.body.users as { fingerprints: Record<string, unknown>[] }[])[0]!;
    expect(bo.fingerprints).toEqual([{ slot: 3, template: 'AQI=', duress: 1 }, { slot: 4, template: 'AwQ=' }]);
    expect((await restore(file, 'check')).users).toEqual({ added: 0, changed: 0, removed: 0 });
    const unmarked = resealed({ ...file, body: { ...file.body, users: [{ ...bo, fingerprints: bo.fingerprints.map(({ duress: _, ...print }) => print) }] } });
    expect((await restore(unmarked, 'check')).users).toEqual({ added: 0, changed: 1, removed: 0 });
    expect((await restore(unmarked, 'apply')).code).toBe('success');
    expect((await t.call('GetUserInfo', { userid: 2 }, { method: 'POST' })).fpduress).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await restore(resealed(file), 'apply')).code).toBe('success');
    expect((await t.call('GetUserInfo', { userid: 2 }, { method: 'POST' })).fpduress).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
  });

  describe('a file that would lock the administrators out', () => {
    let file: File;
    let user7: string;
    beforeEach(async () => {
      await t.call('adduser', { userid: 7, username: 'Admin Seven', password: '7777', confirm: '7777', admin: 1 }, { method: 'POST' });
      file = await backup(true);
      user7 = await t.login('7', '7777');
    });
    const withUsers = (users: unknown[]) => resealed({ ...file, body: { ...file.body, users } });

    it('refuses one that removes the calling administrator, or takes away their right (10003/backupLockout)', async () => {
      const seven = (file.body.users as Record<string, unknown>[])[0];
      for (const users of [[], [{ ...seven, admin: 0 }]]) {
        for (const mode of ['check', 'apply'] as const) {
          expect(await restore(withUsers(users), mode, user7)).toMatchObject({ code: 'fail', retvalue: 10003, msg: 'backupLockout' });
        }
      }
      expect((await t.call('GetUserInfo', { userid: 7 }, { method: 'POST', token: user7 })).admin).toBe(1);
    });

    it('refuses one that leaves no account able to administer the device', async () => {
      // A terminal whose console accounts are its own administrators only (no built-in web account left).
      t.device.db.prepare('DELETE FROM accounts').run();
      expect(await restore(withUsers([]), 'check', user7)).toMatchObject({ msg: 'backupLockout' });
    });

    it('takes one that removes that administrator when the caller is a web account that stays', async () => {
      expect((await restore(withUsers([]), 'apply')).users).toEqual({ added: 0, changed: 0, removed: 1 });
    });
  });

  it('lets an account with the machine right but not every right restore users only when no administrator is touched (11000)', async () => {
    t.device.db
      .prepare('INSERT INTO accounts (userid, name, funs, password_hash) VALUES (?, ?, ?, ?)')
      .run('keeper', 'keeper', 'machine,user', hashPasswordSync('keeper1'));
    await t.call('adduser', { userid: 1, username: 'Boss', admin: 1 }, { method: 'POST' });
    await t.call('adduser', { userid: 2, username: 'Staff' }, { method: 'POST' });
    const file = await backup(true);
    const [boss, staff] = file.body.users as Record<string, unknown>[];
    const keeper = await t.login('keeper', 'keeper1');
    const renamed = (user: Record<string, unknown>) => resealed({ ...file, body: { ...file.body, users: [boss, staff].map((u) => (u === user ? { ...u, username: 'Renamed' } : u)) } });
    expect(await restore(renamed(boss!), 'check', keeper)).toMatchObject({ code: 'fail', retvalue: 11000 });
    expect(await restore(resealed({ ...file, body: { ...file.body, users: [staff] } }), 'apply', keeper)).toMatchObject({ retvalue: 11000 });
    expect((await restore(renamed(staff!), 'apply', keeper)).users).toEqual({ added: 0, changed: 1, removed: 0 });
  });

  it('puts a restored network change under confirm-or-revert: it comes back unless kept', async () => {
    const file = await backup();
    const ethernet = (file.body.settings as Record<string, Record<string, unknown>>).ethernet;
    const moved = resealed({ ...file, body: { settings: { ethernet: { ...ethernet, ip: '192.168.0.50' } } } });
    expect((await restore(moved, 'apply')).rollback).toEqual([{ group: 'ethernet', write: 'GetEthernetParam', rollbackms: 90_000 }]);
    expect(await t.call('SetEthernetParam')).toMatchObject({ ip: '192.168.0.50', rollbackms: 90_000 });
    t.advance(90_000);
    expect((await t.call('SetEthernetParam')).ip).toBe('192.168.0.218');
    // The audit entry of the device's own revert names the client whose restore it undid.
    const reverted = await t.call('searchAuditLog', { kind: 'settingsReverted' }, { method: 'GET' });
    expect(reverted.record).toEqual([expect.objectContaining({ account: AUDIT_AUTOMATIC, address: '127.0.0.1', target: 'ethernet' })]);

    await restore(moved, 'apply');
    await t.call('GetEthernetParam', { keep: 1 });
    t.advance(90_000);
    expect((await t.call('SetEthernetParam')).ip).toBe('192.168.0.50');
  });

  it('takes the console’s Revert of a restored network change: the previous values written back, then kept', async () => {
    const file = await backup();
    const ethernet = (file.body.settings as Record<string, Record<string, unknown>>).ethernet;
    const moved = resealed({ ...file, body: { settings: { ethernet: { ...ethernet, ip: '192.168.0.50' } } } });
    const { changes } = await restore(moved, 'apply');
    const previous = Object.fromEntries((changes as { field: string; current: unknown }[]).map((c) => [c.field, c.current]));
    expect(previous).toEqual({ ip: '192.168.0.218' });
    expect(await t.call('GetEthernetParam', previous)).toMatchObject({ code: 'success', ip: '192.168.0.218' });
    await t.call('GetEthernetParam', { keep: 1 });
    const after = await t.call('SetEthernetParam');
    expect(after.ip).toBe('192.168.0.218');
    expect(after).not.toHaveProperty('rollbackms');
  });

  describe('only the groups chosen (walk #4: cloning one terminal onto others)', () => {
    /** A file of this model made by another terminal (serial 0000000000000002) that moved its address and attendance window. */
    async function fromOtherTerminal() {
      const file = await backup(true);
      const settings = file.body.settings as Record<string, Record<string, unknown>>;
      return resealed({
        ...file,
        header: { ...file.header, serial: '0000000000000002' },
        body: {
          ...file.body,
          settings: { ...settings, ethernet: { ...settings.ethernet, ip: '192.168.0.220' }, kaoqin: { ...settings.kaoqin, duplicatepunch: 12 } },
        },
      });
    }
    const ip = async () => (await t.call('SetEthernetParam')).ip as string;

    it('proposes every group of its own file, and all but the network identity of another terminal’s', async () => {
      const own = await restore(await backup(true), 'check');
      expect(own.groups).toEqual(expect.arrayContaining(['device', 'ethernet', 'internet', 'wifi', 'kaoqin', 'datetime', 'timezone', 'wiegandAuth', 'bluetoothAuth', 'users']));
      expect(own.proposed).toEqual(own.groups);
      const other = await restore(await fromOtherTerminal(), 'check');
      expect(other.header).toMatchObject({ serial: '0000000000000002' });
      expect(other.groups).toEqual(own.groups);
      expect(other.proposed).toEqual((own.groups as string[]).filter((g) => !['ethernet', 'internet', 'wifi'].includes(g)));
      // Without groups (an older client) it is still all of the file.
      expect(await restore(await fromOtherTerminal(), 'apply')).toMatchObject({ code: 'success' });
      expect(await ip()).toBe('192.168.0.220');
    });

    it('previews and applies only the groups chosen; the others stay as they are; the audit entry names the groups', async () => {
      await t.call('adduser', { userid: 9, username: 'Kept' }, { method: 'POST' });
      const file = await fromOtherTerminal();
      await t.call('adduser', { userid: 10, username: 'Also kept' }, { method: 'POST' });
      const check = await restore(file, 'check', undefined, { groups: 'kaoqin,device' });
      expect(check).toMatchObject({ code: 'success', users: null, problems: [] });
      expect(check.changes).toEqual([{ group: 'kaoqin', field: 'duplicatepunch', current: 3, restored: 12 }]);
      expect(await restore(file, 'apply', undefined, { groups: 'kaoqin,device' })).toMatchObject({ code: 'success', changes: check.changes, rollback: [] });
      expect(await kaoqin()).toBe(12);
      expect(await ip()).toBe('192.168.0.218');
      expect((await t.call('userlist')).count).toBe(2);
      const entries = (await t.call('searchAuditLog', { kind: 'restore' }, { method: 'GET' })).record as { target: string }[];
      expect(entries.map((e) => e.target)).toEqual([`0000000000000002 ${file.header.created}: device,kaoqin`]);
    });

    it('restores another terminal’s network identity when it is chosen', async () => {
      expect(await restore(await fromOtherTerminal(), 'apply', undefined, { groups: 'ethernet' })).toMatchObject({
        code: 'success',
        changes: [{ group: 'ethernet', field: 'ip', current: '192.168.0.218', restored: '192.168.0.220' }],
      });
      expect(await ip()).toBe('192.168.0.220');
      expect(await kaoqin()).toBe(3);
    });

    it('leaves out the problems of a group not chosen: the rest of a file restores', async () => {
      const file = await backup();
      const settings = file.body.settings as Record<string, Record<string, unknown>>;
      const broken = resealed({ ...file, body: { ...file.body, settings: { ...settings, ethernet: { ...settings.ethernet, ip: '999.1.1.1' }, kaoqin: { ...settings.kaoqin, duplicatepunch: 12 } } } });
      expect((await restore(broken, 'check')).problems).toEqual([expect.objectContaining({ group: 'ethernet', field: 'ip' }), expect.objectContaining({ group: 'ethernet', field: 'gateway' })]);
      expect(await restore(broken, 'apply', undefined, { groups: 'kaoqin' })).toMatchObject({ code: 'success', problems: [] });
      expect(await kaoqin()).toBe(12);
    });

    it.each([
      ['an unknown group', 'kaoqin,accounts'],
      ['no group', ''],
      ['a group twice', 'kaoqin,kaoqin'],
    ])('refuses %s (10003/backupGroups) in both modes and writes nothing', async (_name, groups) => {
      const file = await fromOtherTerminal();
      for (const mode of ['check', 'apply'] as const) {
        expect(await restore(file, mode, undefined, { groups })).toMatchObject({ code: 'fail', retvalue: 10003, msg: 'backupGroups' });
      }
      expect(await kaoqin()).toBe(3);
      expect(await ip()).toBe('192.168.0.218');
      expect((await t.call('searchAuditLog', { kind: 'restore' }, { method: 'GET' })).record).toEqual([]);
    });
  });

  it('refuses an account without the machine right (11000), before reading the file', async () => {
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    expect(await restore(await backup(), 'check', operator)).toMatchObject({ code: 'fail', retvalue: 11000 });
  });
});

/**
 * Everything that belongs to this unit or to its people's logins, never to its configuration:
 * the factory key and upgrade password, the token-signing secret, the sessions, the web
 * accounts' password hashes and the users' PINs (device/SECURITY.md "Backup file").
 */
function unitSecrets(): Record<string, unknown> {
  const db = t.device.db;
  const signing = db.prepare<[], { secret: Buffer }>('SELECT secret FROM auth_secret').get()!.secret;
  return {
    ...factorySecrets(t.device),
    signing: signing.toString('hex'),
    accounts: db.prepare('SELECT userid, password_hash FROM accounts ORDER BY userid').all(),
    sessions: db.prepare('SELECT jti FROM sessions ORDER BY jti').all(),
    pins: db.prepare('SELECT userid, password_hash FROM users ORDER BY userid').all(),
  };
}

describe('device secrets', () => {
  beforeEach(async () => {
    await t.call('adduser', { userid: 5, username: 'Bo', password: '4321', confirm: '4321', admin: 1 }, { method: 'POST' });
  });

  it('a backup never holds one: not the factory key, upgrade password, signing secret, a session, a password hash or a PIN', async () => {
    const token = await t.login();
    const sealed = (await download('users=1', token)).body;
    // What the file holds once opened (the sealed text is random base64 that may spell anything).
    const text = unseal((JSON.parse(sealed) as { sealed: unknown }).sealed, PASSPHRASE);
    const secrets = unitSecrets();
    const db = t.device.db;
    const signing = db.prepare<[], { secret: Buffer }>('SELECT secret FROM auth_secret').get()!.secret;
    const hashes = [...(secrets.accounts as { password_hash: string }[]), ...(secrets.pins as { password_hash: string | null }[])]
      .map((r) => r.password_hash)
      .filter((h): h is string => Boolean(h));
    const jtis = (secrets.sessions as { jti: string }[]).map((r) => r.jti);
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(jtis.length).toBeGreaterThan(0);
    const forbidden = [secrets.factoryKey, secrets.upgradePassword, signing.toString('hex'), signing.toString('base64'), token, ...hashes, ...jtis];
    for (const secret of forbidden) expect(text).not.toContain(String(secret));
    expect(text).not.toMatch(/password_hash|factory|upgrade|secret|jti|"pin"/i);
  });

  it('a restore cannot set one, whatever the file carries besides its settings', async () => {
    const before = unitSecrets();
    const file = await backup(true);
    const forged = {
      factory_secrets: { factory_key: 'ABCDEFGHJK', upgrade_password: '1234567890' },
      auth_secret: 'AAAA',
      accounts: [{ userid: 'admin', name: 'admin', funs: 'all', password_hash: hashPasswordSync('owned') }],
      sessions: [{ jti: 'forged', uid: 'admin' }],
    };
    const users = (file.body.users as Record<string, unknown>[]).map((u) => ({ ...u, password: '0000', password_hash: hashPasswordSync('0000'), pin: '0000' }));
    const next = resealed({ ...file, body: { ...file.body, ...forged, users: [...users, { ...users[0], userid: 6, username: 'Cy', cardid: '' }] } });
    expect(await restore(next, 'apply')).toMatchObject({ code: 'success' });
    const after = unitSecrets();
    expect(after).toEqual({ ...before, sessions: after.sessions, pins: [...(before.pins as object[]), { userid: 6, password_hash: null }] });
    expect(after.sessions).not.toContainEqual({ jti: 'forged' });
    await expect(t.login('admin', 'owned')).rejects.toThrow();
    await expect(t.login('5', '0000')).rejects.toThrow();
    expect(await t.login('5', '4321')).toEqual(expect.any(String));
  });

  it('refuses a file that names them as settings: the device has no such group to write', async () => {
    const file = await backup();
    const next = resealed({ ...file, body: { ...file.body, settings: { ...file.body.settings, accounts: { password_hash: 'x' }, factory: { key: 'ABCDEFGHJK' } } } });
    const answer = await restore(next, 'check');
    expect(answer.problems).toEqual([
      { group: 'accounts', field: '', message: 'common:invalid' },
      { group: 'factory', field: '', message: 'common:invalid' },
    ]);
    expect(await restore(next, 'apply')).toMatchObject({ code: 'fail', retvalue: 10003 });
  });
});

describe('where a file comes from (issue 31: backups signed by the device)', () => {
  it('restores its own file as is; a file changed by hand, signed by another device or unsigned is previewed as such and applied only with foreign=1', async () => {
    const file = await backup();
    await t.call('GetKaoqinParam', { duplicatepunch: 40 });
    expect(await restore(file, 'check')).toMatchObject({ code: 'success', origin: 'device' });
    const cloud = { ...(file.body.settings.cloud as Record<string, unknown>), cloudserver: 'evil.example' };
    const edited = { ...file, body: { ...file.body, settings: { ...file.body.settings, cloud } } };
    const otherDevice = { ...edited, signature: createHmac('sha256', Buffer.alloc(32, 7)).update('x').digest('hex') };
    const unsigned = { header: edited.header, body: edited.body };
    const legacy = { header: { ...edited.header, version: 1 }, body: edited.body, checksum: backupChecksum({ ...edited.header, version: 1 }, edited.body) };
    for (const [foreignFile, origin] of [
      [edited, 'other'],
      [otherDevice, 'other'],
      [unsigned, 'unsigned'],
      [legacy, 'unsigned'],
    ] as const) {
      const check = await restore(foreignFile as File, 'check');
      expect(check).toMatchObject({ code: 'success', origin });
      expect(check.changes).toContainEqual(expect.objectContaining({ group: 'cloud', field: 'cloudserver', restored: 'evil.example' }));
      expect(await restore(foreignFile as File, 'apply')).toMatchObject({ code: 'fail', retvalue: 10003, msg: 'backupForeign' });
      expect(await kaoqin()).toBe(40);
    }
    expect(await restore(unsigned as File, 'apply', undefined, { foreign: '1' })).toMatchObject({ code: 'success', origin: 'unsigned' });
    expect(await kaoqin()).toBe(3);
  });

  it('keeps its backup key across a full initialization: a backup made before it still restores as its own', async () => {
    const file = await backup();
    const key = backupKey(t.device);
    expect(key).toHaveLength(32);
    t.device.db.prepare('DELETE FROM auth_secret').run();
    expect(backupKey(t.device)).toEqual(key);
    expect(await restore(file, 'check')).toMatchObject({ origin: 'device' });
  });
});

describe('a crafted file is checked in bounded time (issue 31 finding 5)', () => {
  /** A hostile layout around `body`, padded with junk to about 1 MiB, signed by nobody. */
  const hostile = (header: Record<string, unknown>, body: Record<string, unknown>) => JSON.stringify({ header, body });

  it('refuses nesting deeper than the layout needs before parsing it (10102), even 100,000 deep', async () => {
    const file = await backup();
    const deep = JSON.stringify({ header: file.header, body: { settings: {} } }).replace('"settings":{}', `"settings":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(await restore(deep, 'check')).toMatchObject({ code: 'fail', retvalue: 10102 });
    expect(nestsDeeperThan('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"[[["}', BACKUP_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(await backup(true)), BACKUP_MAX_DEPTH)).toBe(false);
  });

  it.each([
    ['10,000 bad users', (n: number) => ({ users: Array.from({ length: n }, (_, i) => ({ userid: i + 1, username: 'x'.repeat(40), fingerprints: 'no' })) })],
    ['one more user than the device holds', () => ({ users: Array.from({ length: 10_001 }, (_, i) => ({ userid: i + 1 })) })],
    ['thousands of bad readers', (n: number) => ({ wiegandAuth: Array.from({ length: Math.min(n, 999) }, () => ({ mac: 'bad', model: '`rm`', machine: -1 })) })],
    ['thousands of unknown groups', (n: number) => ({ settings: Object.fromEntries(Array.from({ length: n }, (_, i) => [`g${i}`, { a: 'x'.repeat(64) }])) })],
    ['table rows by the thousand', (n: number) => ({ settings: { timezone: Array.from({ length: n }, (_, i) => ({ id: i, name: 'x'.repeat(60) })) } })],
  ])('answers %s in bounded time with at most 50 problems and a count of the others, while other calls still answer', async (_name, make) => {
    const file = await backup();
    const body = make(10_000);
    const text = hostile(file.header, body);
    const admin = await t.login();
    const started = performance.now();
    const [answer, other] = await Promise.all([restore(text, 'check', admin), t.call('SetKaoqinParam')]);
    const ms = performance.now() - started;
    console.info(`${_name}: ${Math.round(text.length / 1024)} KiB checked in ${Math.round(ms)} ms`);
    expect(other).toMatchObject({ code: 'success' });
    expect(answer).toMatchObject({ code: 'success', origin: 'unsigned' });
    const problems = answer.problems as unknown[];
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.length).toBeLessThanOrEqual(BACKUP_MAX_PROBLEMS);
    if (problems.length === BACKUP_MAX_PROBLEMS) expect(answer.problemsMore).toBeGreaterThan(0);
    // Generous: the point is bounded, not fast on a loaded test machine.
    expect(ms).toBeLessThan(5000);
  });
});

describe('biometric data never leaves in clear (issue 31)', () => {
  beforeEach(async () => {
    await t.call('adduser', { userid: 5, username: 'Bo', cardid: '123', password: '1234', confirm: '1234' }, { method: 'POST' });
    t.device.db.prepare("INSERT INTO fingerprints (userid, slot, template) VALUES (5, 3, x'0102030405060708')").run();
  });

  it('makes a backup with users only encrypted with a passphrase of at least 12 characters sent in a POST body', async () => {
    const token = await t.login();
    const get = await t.app.inject({ method: 'GET', url: '/goform/DownloadBackup?users=1', headers: { 'x-token': token } });
    expect(JSON.parse(get.body)).toMatchObject({ code: 'fail', retvalue: 10003 });
    const inQuery = await t.app.inject({ method: 'GET', url: `/goform/DownloadBackup?users=1&passphrase=${encodeURIComponent(PASSPHRASE)}`, headers: { 'x-token': token } });
    expect(JSON.parse(inQuery.body)).toMatchObject({ code: 'fail', retvalue: 10003 });
    expect(JSON.parse((await downloadSealed('short', token)).body)).toMatchObject({ code: 'fail', retvalue: 10003 });

    const res = await downloadSealed(PASSPHRASE, token);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="backup_/);
    const file = JSON.parse(res.body) as { header: unknown; body?: unknown; sealed: Record<string, unknown>; signature: string };
    expect(file).not.toHaveProperty('body');
    expect(file.sealed).toMatchObject({ alg: 'aes-256-gcm', kdf: 'scrypt', n: 16384, r: 8, p: 1 });
    // Neither the template nor the names are anywhere in the file in clear.
    expect(res.body).not.toContain(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]).toString('base64'));
    expect(res.body).not.toMatch(/"Bo"|fingerprints|username/);
  });

  it('restores it only with its passphrase (10003/backupPassphrase without it or with a wrong one), as this device\'s own', async () => {
    const text = (await downloadSealed(PASSPHRASE)).body;
    t.device.db.prepare('DELETE FROM fingerprints WHERE userid = 5').run();
    t.device.db.prepare('DELETE FROM users WHERE userid = 5').run();
    expect(await restore(text, 'check')).toMatchObject({ code: 'fail', retvalue: 10003, msg: 'backupPassphrase' });
    expect(await restore(text, 'check', undefined, { passphrase: 'wrong horse battery' })).toMatchObject({ code: 'fail', msg: 'backupPassphrase' });
    const check = await restore(text, 'check', undefined, { passphrase: PASSPHRASE });
    expect(check).toMatchObject({ code: 'success', origin: 'device', users: { added: 1, changed: 0, removed: 0 }, problems: [] });
    expect(await restore(text, 'apply', undefined, { passphrase: PASSPHRASE })).toMatchObject({ code: 'success' });
    const row = t.device.db.prepare<[], { template: Buffer }>('SELECT template FROM fingerprints WHERE userid = 5').get();
    expect(row?.template).toEqual(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('takes the scrypt cost only as it writes it: a file asking for more is refused (10102) before any derivation', async () => {
    const file = JSON.parse((await downloadSealed(PASSPHRASE)).body) as { sealed: Record<string, unknown> };
    const costly = JSON.stringify({ ...file, sealed: { ...file.sealed, n: 1 << 24 } });
    expect(await restore(costly, 'check', undefined, { passphrase: PASSPHRASE })).toMatchObject({ code: 'fail', retvalue: 10102 });
  });

  it('says a sealed file changed since it was made is not this device\'s own', async () => {
    const file = JSON.parse((await downloadSealed(PASSPHRASE)).body) as { header: Record<string, unknown> };
    const changed = JSON.stringify({ ...file, header: { ...file.header, firmware: 'V9' } });
    expect(await restore(changed, 'check', undefined, { passphrase: PASSPHRASE })).toMatchObject({ code: 'success', origin: 'other' });
  });
});

describe('the stored Wi-Fi password is not answered by a restore preview (issue 31)', () => {
  it('shows only that it changes: the device side empty, the restore still writes it', async () => {
    await t.call('GetWirless', { mode: 'station', ssid: 'Office', password: 'office-pass-1' }, { method: 'GET' });
    await t.call('GetWirless', { keep: 1 }, { method: 'GET' });
    const file = await backup();
    await t.call('GetWirless', { password: 'changed-pass-2' }, { method: 'GET' });
    await t.call('GetWirless', { keep: 1 }, { method: 'GET' });
    const check = await restore(file, 'check');
    expect(check.changes).toContainEqual({ group: 'wifi', field: 'password', current: '', restored: 'office-pass-1' });
    expect(JSON.stringify(check)).not.toContain('changed-pass-2');
    expect(await restore(file, 'apply')).toMatchObject({ code: 'success' });
    const stored = JSON.parse(t.device.db.prepare<[], { value: string }>("SELECT value FROM settings WHERE grp = 'wifi'").get()!.value) as Record<string, unknown>;
    expect(stored.password).toBe('office-pass-1');
  });
});
