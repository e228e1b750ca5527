import { AUDIT_AUTOMATIC, AUDIT_KINDS, AUDIT_NOT_AN_ACCOUNT, type AuditRow } from '@tac/goform/contract';
import { factoryKey } from '../auth/identity';
import { hashPasswordSync } from '../auth/passwords';
import { buildFirmware } from '../hardware/firmware';
import { addPeripheral } from '../hardware/peripherals';
import { testFirmwareSigningKey, TRUSTS_TEST_KEY } from '../testing/firmwareKeys';
import { ADMIN_PASSWORD, OPERATOR_PASSWORD, startTestDevice, type TestDevice } from '../testing/harness';
import { multipart } from '../testing/multipart';
import { tempDir } from '../testing/tmp';
import { createDevice } from '../device';
import { modules } from '../modules';
import { recordAudit } from './log';

/**
 * The audit log as a client sees it: each kind of event recorded with its account, client
 * address and fields; secrets never; bounded; cleared only by a full initialization;
 * operators see their own entries only; paging, filters and the CSV download.
 */

const ADMIN_AT = '192.0.2.10';
const OPERATOR_AT = '192.0.2.20';
const ENV = { SIM_RESTART_MS: '1000', ...TRUSTS_TEST_KEY };

let t: TestDevice;
let admin: string;
beforeEach(async () => {
  t = await startTestDevice({ env: ENV });
  admin = await login('admin', ADMIN_PASSWORD, ADMIN_AT);
});
afterEach(() => t.close());

async function login(userid: string, password: string, client: string): Promise<string> {
  const a = await t.call('chklogin', { userid, password }, { client });
  if (a.code !== 'success') throw new Error(`login failed: ${JSON.stringify(a)}`);
  return a.token as string;
}

/** Every entry the account of `token` may see (newest first), or those matching `filters`. */
async function audit(filters: Record<string, unknown> = {}, token = admin): Promise<AuditRow[]> {
  const a = await t.call('searchAuditLog', { limit: 100, ...filters }, { token, method: 'GET', client: ADMIN_AT });
  expect(a.code).toBe('success');
  return a.record as AuditRow[];
}

/** The newest entry of a kind. */
const latest = async (kind: string) => (await audit({ kind }))[0];
/** Everything the audit table holds, as text: where a secret would show if it were stored. */
const tableText = () => JSON.stringify(t.device.db.prepare('SELECT * FROM audit_log').all());
const asAdmin = (name: string, fields: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'GET') =>
  t.call(name, fields, { token: admin, method, client: ADMIN_AT });

describe('what the audit log records', () => {
  it('logins, failed logins and the lockout a fifth failure starts, each with the account and the client address', async () => {
    await t.call('chklogin', { userid: 'nobody', password: 'x' }, { client: OPERATOR_AT });
    for (let i = 0; i < 5; i++) {
      t.advance(10_000);
      await t.call('chklogin', { userid: 'operator', password: 'wrong-guess' }, { client: OPERATOR_AT });
    }
    const rows = await audit();
    expect(rows.find((r) => r.kind === 'login')).toMatchObject({ account: 'admin', address: ADMIN_AT });
    // One entry a minute per account and address, with its count; a name that is no account is not kept.
    expect(rows.filter((r) => r.kind === 'loginFailed').map((r) => [r.account, r.address, r.count ?? 1])).toEqual([
      ['operator', OPERATOR_AT, 5],
      [AUDIT_NOT_AN_ACCOUNT, OPERATOR_AT, 1],
    ]);
    expect(rows.filter((r) => r.kind === 'lockout')).toEqual([expect.objectContaining({ account: 'operator', address: OPERATOR_AT })]);
    expect(tableText()).not.toContain('wrong-guess');
    expect(tableText()).not.toContain('nobody');
  });

  it('the factory key login as its own kind, and a logout', async () => {
    await t.call('chklogin', { userid: 'superuser', password: factoryKey(t.device) }, { client: OPERATOR_AT });
    expect(await latest('factoryKey')).toMatchObject({ account: 'superuser', address: OPERATOR_AT });
    expect(tableText()).not.toContain(factoryKey(t.device));
    const other = await login('admin', ADMIN_PASSWORD, OPERATOR_AT);
    await t.call('logout', {}, { token: other, client: OPERATOR_AT });
    expect(await latest('logout')).toMatchObject({ account: 'admin', address: OPERATOR_AT });
  });

  it('a settings write: its group and each field changed old → new; a password only as changed, never its value', async () => {
    await asAdmin('GetMachineParam', { volume: 8, adminpassword: '4711', confirm: '4711' });
    expect(await latest('settings')).toMatchObject({
      account: 'admin',
      address: ADMIN_AT,
      target: 'device',
      changes: [
        { field: 'volume', from: '5', to: '8' },
        { field: 'adminpassword', secret: 1 },
      ],
    });
    await asAdmin('GetCloudParam', { cloudcode: 'SITE-9', cloudpassword: 'cl0udSecret' });
    await asAdmin('GetRestParam', { restswitch: 1, restserver: 'rest.example.com', restkey: 'KeyKeyKey123' });
    await asAdmin('GetTimeIntervalInfo', { id: 3, monstart: '08:00', monend: '17:00' });
    const [timezone, rest, cloud] = await audit({ kind: 'settings', limit: 3 });
    expect(cloud!.changes).toEqual([
      { field: 'cloudcode', from: '', to: 'SITE-9' },
      { field: 'cloudpassword', secret: 1 },
    ]);
    expect(rest!.changes).toContainEqual({ field: 'restkey', secret: 1 });
    expect(timezone).toMatchObject({ target: 'timezone 3', changes: [{ field: 'monstart', from: '00:00', to: '08:00' }, { field: 'monend', from: '00:00', to: '17:00' }] });
    for (const secret of ['4711', 'cl0udSecret', 'KeyKeyKey123']) expect(tableText()).not.toContain(secret);
  });

  it('an unconfirmed network change the device puts back is its own act: reverted automatically, at the address of the change it undid', async () => {
    await asAdmin('GetEthernetParam', { ip: '192.168.0.77' });
    t.advance(90_000);
    // No one reads Ethernet again: the log itself shows the revert that fell due.
    const [change] = await audit({ kind: 'settings', limit: 1 });
    expect(change).toMatchObject({ account: 'admin', address: ADMIN_AT, target: 'ethernet', changes: [{ field: 'ip', from: '192.168.0.218', to: '192.168.0.77' }] });
    const [revert] = await audit({ kind: 'settingsReverted', limit: 1 });
    expect(revert).toMatchObject({
      account: AUDIT_AUTOMATIC,
      address: ADMIN_AT,
      target: 'ethernet',
      changes: [{ field: 'ip', from: '192.168.0.77', to: '192.168.0.218' }],
    });
    expect(revert!.id).toBeGreaterThan(change!.id);
  });

  it('a write that changes nothing, or that is refused, records nothing', async () => {
    const before = (await audit()).length;
    await asAdmin('GetMachineParam', { volume: 5 });
    expect((await asAdmin('GetMachineParam', { volume: 99 })).retvalue).toBe(10003);
    expect(await audit()).toHaveLength(before);
  });

  it('a user an import updates is recorded as imported, old → new', async () => {
    await asAdmin('adduser', { userid: 44, username: 'Cy' }, 'POST');
    await asAdmin('edituser', { userid: 44, username: 'Cy Lind', import: 1 }, 'POST');
    expect(await latest('userImport')).toMatchObject({ target: '44', changes: [{ field: 'username', from: 'Cy', to: 'Cy Lind' }] });
    expect((await audit({ kind: 'userEdit' })).filter((row) => row.target === '44')).toEqual([]);
  });

  it('users added, imported, edited (old → new, the PIN only as changed), re-passworded and deleted', async () => {
    await asAdmin('adduser', { userid: 42, username: 'Ana', password: '1234', confirm: '1234', cardid: '777' }, 'POST');
    await asAdmin('adduser', { userid: 43, username: 'Bo', import: 1 }, 'POST');
    await asAdmin('edituser', { userid: 42, username: 'Ana Novak', password: '9876', confirm: '9876' }, 'POST');
    await asAdmin('EditPwd', { userid: 43, password: '5555', confirm: '5555' }, 'POST');
    await asAdmin('deletsomeuser', { someuserid: '42,43' }, 'POST');
    expect(await latest('userAdd')).toMatchObject({
      account: 'admin',
      target: '42',
      changes: [
        { field: 'username', from: '', to: 'Ana' },
        { field: 'cardid', from: '', to: '777' },
        { field: 'password', secret: 1 },
      ],
    });
    expect(await latest('userImport')).toMatchObject({ target: '43', changes: [{ field: 'username', from: '', to: 'Bo' }] });
    expect(await latest('userEdit')).toMatchObject({
      target: '42',
      changes: [{ field: 'username', from: 'Ana', to: 'Ana Novak' }, { field: 'password', secret: 1 }],
    });
    expect(await latest('userPassword')).toMatchObject({ target: '43', changes: [{ field: 'password', secret: 1 }] });
    expect((await audit({ kind: 'userDelete' })).map((r) => [r.target, r.changes])).toEqual([
      ['43', [{ field: 'username', from: 'Bo' }]],
      ['42', [{ field: 'username', from: 'Ana Novak' }]],
    ]);
    for (const pin of ['1234', '9876', '5555']) expect(tableText()).not.toContain(pin);
  });

  it('a firmware upload installed (version old → new) and one refused, restart and a partial initialization', async () => {
    const upload = async (image: Buffer) => {
      const { payload, headers } = multipart('firmware', 'fw.bin', image);
      await t.app.inject({ method: 'POST', url: '/goform/UpdateMachine', payload, headers: { ...headers, 'x-token': admin }, remoteAddress: ADMIN_AT });
    };
    await upload(Buffer.from('not firmware at all'));
    expect(await latest('firmwareRejected')).toMatchObject({ account: 'admin', address: ADMIN_AT, target: '10102' });
    await upload(buildFirmware('TAC-EMU', 'V3.3.0', Buffer.from('payload'), testFirmwareSigningKey()));
    t.advance(1000);
    admin = await login('admin', ADMIN_PASSWORD, ADMIN_AT);
    expect(await latest('firmware')).toMatchObject({ target: 'V3.3.0', changes: [{ field: 'FirmwareVersion', from: 'V3.2.8', to: 'V3.3.0' }] });
    await asAdmin('RestartMachine');
    t.advance(1000);
    admin = await login('admin', ADMIN_PASSWORD, ADMIN_AT);
    expect(await latest('restart')).toMatchObject({ account: 'admin', address: ADMIN_AT });
    await asAdmin('InitMachine', { users: 1, records: 1 });
    t.advance(1000);
    admin = await login('admin', ADMIN_PASSWORD, ADMIN_AT);
    expect(await latest('initialize')).toMatchObject({ account: 'admin', target: 'users,records' });
    // A partial initialization keeps the log.
    expect(await latest('firmware')).toBeDefined();
  });

  it('a full initialization empties the log and then records itself: afterwards it holds that one entry', async () => {
    await asAdmin('GetMachineParam', { volume: 3 });
    expect((await audit()).length).toBeGreaterThan(1);
    await asAdmin('InitMachine', { all: 1 });
    expect(t.device.db.prepare('SELECT kind, account, address, target FROM audit_log').all()).toEqual([
      { kind: 'initialize', account: 'admin', address: ADMIN_AT, target: 'all' },
    ]);
  });

  it('the admin card, peripheral authorizations, a Wi-Fi connection, the display language, the serial key and the upgrade mode', async () => {
    await asAdmin('InitAdminCard', {}, 'POST');
    const card = (await asAdmin('SetAdminCard')).admincard as string;
    expect(await latest('adminCard')).toMatchObject({ changes: [{ field: 'admincard', secret: 1 }] });
    expect(tableText()).not.toContain(card);
    await asAdmin('AnvizWiegandMatch');
    t.advance(3000);
    const paired = (await asAdmin('AnvizWiegandMatch')).reader as { mac: string };
    expect(await latest('peripheral')).toMatchObject({ target: 'wiegand', changes: [{ field: paired.mac, from: '', to: 'WR-20' }] });
    addPeripheral(t.device, 'wiegand', { mac: '00:17:AB:00:00:01', model: 'WR-1', route: 1, status: 0 });
    await asAdmin('GetAnvizWiegandAuthorize', { macs: '00:17:AB:00:00:01', action: 'authorize' }, 'POST');
    expect(await latest('peripheral')).toMatchObject({ target: 'wiegand', changes: [{ field: '00:17:AB:00:00:01', from: '0', to: '1' }] });
    await asAdmin('SetAllWirless', { ssid: 'TAC-Office', password: 'tac-office' });
    expect(await latest('wifiConnect')).toMatchObject({
      target: 'TAC-Office',
      changes: [{ field: 'mode', from: 'ap', to: 'station' }, { field: 'ssid', from: '', to: 'TAC-Office' }, { field: 'password', secret: 1 }],
    });
    expect(tableText()).not.toContain('tac-office');
    await asAdmin('GetLanguageSettingItem', { LanguageSetting: 'de' }, 'POST');
    t.advance(1000);
    admin = await login('admin', ADMIN_PASSWORD, ADMIN_AT);
    expect(await latest('settings')).toMatchObject({ target: 'display', changes: [{ field: 'language', from: 'en', to: 'de' }] });
    const service = (await t.call('chklogin', { userid: 'superuser', password: factoryKey(t.device) }, { client: OPERATOR_AT })).token as string;
    await t.call('GetSNKeyParam', { key1: 'AAAAA', key2: 'BBBBB', key3: 'CCCCC', key4: 'DDDDD', key5: 'EEEEE' }, { token: service, client: OPERATOR_AT });
    await t.call('SetWebUpgradeMode', { password: '0000000000' }, { token: service, client: OPERATOR_AT });
    expect(await latest('snKey')).toMatchObject({ account: 'superuser', address: OPERATOR_AT, changes: [{ field: 'key1', secret: 1 }, { field: 'key2', secret: 1 }, { field: 'key3', secret: 1 }, { field: 'key4', secret: 1 }, { field: 'key5', secret: 1 }] });
    expect(await latest('upgradeMode')).toMatchObject({ account: 'superuser', target: 'refused' });
    expect(tableText()).not.toContain('AAAAA');
  });

  it('records every kind through one call, and keeps a secret out whatever the caller passes', () => {
    for (const kind of AUDIT_KINDS) recordAudit(t.device, { kind, account: 'admin', address: ADMIN_AT, changes: [{ field: 'wifipassword', from: 'a', to: 'hunter2' }] });
    expect(tableText()).not.toContain('hunter2');
    expect(t.device.db.prepare('SELECT count(DISTINCT kind) AS n FROM audit_log').get()).toEqual({ n: AUDIT_KINDS.length });
  });
});

describe('bounds, durability and rights', () => {
  it('drops the oldest entries past the limit the device reports', async () => {
    await t.close();
    t = await startTestDevice({ env: { ...ENV, AUDIT_LOG_MAX: '5' } });
    admin = await login('admin', ADMIN_PASSWORD, ADMIN_AT);
    for (let volume = 1; volume <= 6; volume++) await asAdmin('GetMachineParam', { volume });
    const a = await asAdmin('searchAuditLog', { kind: 'settings' });
    expect(a).toMatchObject({ count: 5, max: 5 });
    expect((a.record as AuditRow[]).map((r) => r.changes[0]?.to)).toEqual(['6', '5', '4', '3', '2']);
    expect((await asAdmin('SetInfoParam')).MaxAudit).toBe(5);
  });

  it('keeps its entries through a restart of the device (SQLite file)', async () => {
    const dbFile = `${tempDir('tac-audit-')}/device.db`;
    const first = createDevice({ dbFile, modules, env: { DEVICE_SEED: '0' } });
    recordAudit(first, { kind: 'restore', account: 'admin', address: ADMIN_AT, target: 'backup.json' });
    first.close();
    const again = createDevice({ dbFile, modules, env: {} });
    expect(again.db.prepare('SELECT kind, account, target FROM audit_log').all()).toEqual([{ kind: 'restore', account: 'admin', target: 'backup.json' }]);
    again.close();
  });

  it('an operator sees only its own entries, whatever account it asks for; an administrator sees all', async () => {
    const operator = await login('operator', OPERATOR_PASSWORD, OPERATOR_AT);
    await t.call('adduser', { userid: 7, username: 'Op made' }, { token: operator, client: OPERATOR_AT });
    const own = await audit({}, operator);
    expect(own.map((r) => r.kind)).toEqual(['userAdd', 'login']);
    expect(own.every((r) => r.account === 'operator')).toBe(true);
    expect(await audit({ account: 'admin' }, operator)).toEqual(own);
    expect((await audit()).map((r) => r.account)).toEqual(['operator', 'operator', 'admin']);
    const csv = await t.app.inject({ method: 'GET', url: '/goform/DownloadAuditLog', query: { token: operator, account: 'admin' } });
    expect(csv.body).toContain('operator');
    expect(csv.body).not.toContain(',admin,');
  });

  it('needs a session with the Data Report right', async () => {
    expect((await t.call('searchAuditLog', {}, { token: null, method: 'GET' })).retvalue).toBe(40104);
    expect((await t.call('DownloadAuditLog', {}, { token: null, method: 'GET' })).retvalue).toBe(40104);
    t.device.db
      .prepare("INSERT INTO accounts (userid, name, funs, password_hash) VALUES ('netadmin', 'netadmin', 'network', ?)")
      .run(hashPasswordSync('13579'));
    const network = await login('netadmin', '13579', OPERATOR_AT);
    expect((await t.call('searchAuditLog', {}, { token: network, method: 'GET' })).retvalue).toBe(11000);
    expect((await t.call('DownloadAuditLog', {}, { token: network, method: 'GET' })).retvalue).toBe(11000);
  });
});

describe('paging, filters and the download', () => {
  /** Entries written straight into the table: `n` of them over the days of November, three accounts, two kinds. */
  function fill(n: number) {
    const insert = t.device.db.prepare("INSERT INTO audit_log (time, kind, account, address, target, changes) VALUES (?, ?, ?, '192.0.2.1', '', '[]')");
    t.device.tx(() => {
      t.device.db.prepare('DELETE FROM audit_log').run();
      for (let i = 0; i < n; i++) {
        const day = String(1 + (i % 30)).padStart(2, '0');
        insert.run(`2026-11-${day} 10:${String(i % 60).padStart(2, '0')}:00`, i % 3 === 0 ? 'login' : 'settings', ['admin', 'operator', '42'][i % 3]);
      }
    });
  }

  it('filters by date range (inclusive), account and kind, and counts what matches', async () => {
    fill(300);
    const a = await asAdmin('searchAuditLog', { from: '2026-11-10', to: '2026-11-12', account: 'operator', limit: 100 });
    const rows = a.record as AuditRow[];
    expect(a.count).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.account === 'operator' && r.datetime >= '2026-11-10' && r.datetime < '2026-11-13')).toBe(true);
    const logins = await audit({ kind: 'login' });
    expect(logins.every((r) => r.kind === 'login')).toBe(true);
    expect((await asAdmin('searchAuditLog', { kind: 'nonsense' })).retvalue).toBe(10003);
  });

  it('pages newest first at 100 000 entries: the last page is the plain query\'s, read through an index', async () => {
    fill(100_000);
    const reference = (offset: number, limit: number) =>
      t.device.db.prepare('SELECT id FROM audit_log ORDER BY time DESC, id DESC LIMIT ? OFFSET ?').all(limit, offset).map((r) => (r as { id: number }).id);
    for (const start of [0, 50_000, 99_950, 99_990]) {
      const a = await asAdmin('searchAuditLog', { start, limit: 50 });
      expect(a.count).toBe(100_000);
      expect((a.record as AuditRow[]).map((r) => r.id)).toEqual(reference(start, 50));
    }
    const plan = t.device.db
      .prepare('EXPLAIN QUERY PLAN SELECT a.id FROM audit_log a WHERE a.account = ? ORDER BY a.time ASC, a.id ASC LIMIT 50 OFFSET 10')
      .all('admin')
      .map((r) => (r as { detail: string }).detail)
      .join(' | ');
    expect(plan).toContain('USING COVERING INDEX audit_account_time');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('downloads the matching entries as CSV: kinds in the reader\'s language, changes old → new, formulas defused', async () => {
    recordAudit(t.device, { kind: 'loginFailed', account: '=HYPERLINK("http://x")', address: OPERATOR_AT });
    await asAdmin('GetMachineParam', { volume: 2, adminpassword: '2468', confirm: '2468' });
    const texts = JSON.stringify({ kind: 'Ereignis', 'kind.settings': 'Einstellungen', secretChanged: 'geändert' });
    const res = await t.app.inject({ method: 'GET', url: '/goform/DownloadAuditLog', query: { token: admin, sep: ';', texts, from: '2026-11-01' } });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit_0000000000000001_2026-11-01_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date Time;Ereignis;Account;Address;Target;Details');
    expect(lines[1]).toMatch(/;Einstellungen;admin;192\.0\.2\.10;device;"volume: 5 → 2; adminpassword: geändert"$/);
    expect(lines[2]).toMatch(/;loginFailed;"'=HYPERLINK\(""http:\/\/x""\)";192\.0\.2\.20;;$/);
    expect(lines[3]).toMatch(/;login;admin;192\.0\.2\.10;;$/);
    expect(res.body).not.toContain('2468');
  });
});
