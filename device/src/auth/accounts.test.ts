import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { isWebPassword } from '@tac/goform/contract';
import { ADMIN_PASSWORD, deviceOnFile, devicesClosedAfterEach, OPERATOR_PASSWORD, startTestDevice } from '../testing/harness';
import { tempDir } from '../testing/tmp';
import { hashPasswordSync } from './passwords';
import { initialPassword, INITIAL_PASSWORD_ALPHABET, INITIAL_PASSWORD_LENGTH, readInitialPasswords } from './accounts';

const repo = resolve(__dirname, '../../..');
const fail = (retvalue: number) => ({ code: 'fail', retvalue, msg: String(retvalue) });
/** No password given: the unit makes its own, as a real one does. */
const RANDOM = { DEVICE_ADMIN_PASSWORD: '', DEVICE_OPERATOR_PASSWORD: '' };
const INITIAL = new RegExp(`^[${INITIAL_PASSWORD_ALPHABET}]{${INITIAL_PASSWORD_LENGTH}}$`);

const open = deviceOnFile;

const keys = (file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'device/src/seed/keys.ts', '--db', file], { cwd: repo, encoding: 'utf8' });

describe('web accounts: no password shared by every unit (DESIGN §6a)', () => {
  const start = devicesClosedAfterEach();

  it('two devices get different, typeable initial passwords that the policy takes, and log in with them', async () => {
    const [a, b] = [await start(RANDOM), await start(RANDOM)];
    for (const t of [a, b]) {
      for (const uid of ['admin', 'operator']) {
        const password = initialPassword(t.device, uid)!;
        expect(password).toMatch(INITIAL);
        expect(password).toMatch(/\d/);
        expect(password).toMatch(/[a-zA-Z]/);
        expect(isWebPassword(password, uid)).toBe(true);
        expect(await t.call('chklogin', { userid: uid, password })).toMatchObject({ code: 'success' });
      }
      // The password every unit used to share opens nothing.
      expect(await t.call('chklogin', { userid: 'admin', password: '12345' })).toEqual(fail(40302));
      expect(await t.call('chklogin', { userid: 'operator', password: '54321' })).toEqual(fail(40302));
    }
    expect(initialPassword(a.device, 'admin')).not.toBe(initialPassword(b.device, 'admin'));
    expect(initialPassword(a.device, 'operator')).not.toBe(initialPassword(b.device, 'operator'));
    expect(initialPassword(a.device, 'admin')).not.toBe(initialPassword(a.device, 'operator'));
  });

  it('keeps only hashes in the accounts table', async () => {
    const t = await start();
    const stored = t.device.db.prepare<[], { password_hash: string }>('SELECT password_hash FROM accounts').all();
    expect(stored).toHaveLength(2);
    for (const { password_hash } of stored) {
      expect(password_hash).toMatch(/^scrypt\$/);
      expect(password_hash).not.toContain(ADMIN_PASSWORD);
      expect(password_hash).not.toContain(OPERATOR_PASSWORD);
    }
  });

  it('a full initialization (InitMachine all=1) makes new random ones, even on a device made with given ones', async () => {
    const t = await start({ SIM_RESTART_MS: '100' });
    const token = await t.login();
    expect((await t.call('InitMachine', { all: 1 }, { token, method: 'GET' })).code).toBe('success');
    t.advance(100);
    const admin = initialPassword(t.device, 'admin')!;
    expect(admin).toMatch(INITIAL);
    expect(initialPassword(t.device, 'operator')).toMatch(INITIAL);
    expect(await t.call('chklogin', { userid: 'admin', password: ADMIN_PASSWORD })).toEqual(fail(40302));
    expect(await t.call('chklogin', { userid: 'operator', password: OPERATOR_PASSWORD })).toEqual(fail(40302));
    expect((await t.call('chklogin', { userid: 'admin', password: admin })).code).toBe('success');
  });

  it('DEVICE_ADMIN_PASSWORD / DEVICE_OPERATOR_PASSWORD (tests) set them when the database is made, never later', () => {
    const file = join(tempDir('tac-accounts-'), 'device.db');
    const given = { DEVICE_ADMIN_PASSWORD: 'Given-admin-1', DEVICE_OPERATOR_PASSWORD: 'Given-operator-1' };
    const first = open(file, given);
    expect(readInitialPasswords(first.device.db)).toEqual([
      { uid: 'admin', password: 'Given-admin-1' },
      { uid: 'operator', password: 'Given-operator-1' },
    ]);
    first.device.close();
    const again = open(file, { DEVICE_ADMIN_PASSWORD: 'Other-admin-2', DEVICE_OPERATOR_PASSWORD: 'Other-operator-2' });
    expect(initialPassword(again.device, 'admin')).toBe('Given-admin-1');
    again.device.close();
  });

  it.each(['12345', 'admin123', '12345678', 'Admin', 'admin'])('refuses DEVICE_ADMIN_PASSWORD=%s instead of starting with it', (weak) => {
    expect(() => open(join(tempDir('tac-accounts-'), 'device.db'), { DEVICE_ADMIN_PASSWORD: weak })).toThrow(/DEVICE_ADMIN_PASSWORD/);
  });

  it('tells no log the passwords: the first start gives no notice holding them', () => {
    const { device, notices } = open(join(tempDir('tac-accounts-'), 'device.db'));
    for (const { password } of readInitialPasswords(device.db)) {
      for (const notice of notices) expect(notice).not.toContain(password);
    }
    device.close();
  });

  it('a database made before them: an account still at the shared default gets its own; a changed one is kept', () => {
    const file = join(tempDir('tac-accounts-'), 'device.db');
    const old = open(file);
    old.device.db.exec("DELETE FROM initial_passwords");
    old.device.db.prepare("UPDATE accounts SET password_hash = ? WHERE userid = 'admin'").run(hashPasswordSync('12345'));
    old.device.db.prepare("UPDATE accounts SET password_hash = ? WHERE userid = 'operator'").run(hashPasswordSync('Chosen-by-owner-1'));
    old.device.close();
    const next = open(file);
    expect(initialPassword(next.device, 'admin')).toMatch(INITIAL);
    expect(readInitialPasswords(next.device.db)).toContainEqual({ uid: 'operator', password: undefined });
    expect(next.notices.join('\n')).toMatch(/admin had the password every unit shared/);
    expect(next.notices.join('\n')).not.toContain(initialPassword(next.device, 'admin'));
    next.device.close();
  });
});

describe('npm run device:keys: the initial passwords, until changed', () => {
  it('shows each account’s initial password, then that the administrator changed it', async () => {
    const file = join(tempDir('tac-keys-'), 'device.db');
    const t = await startTestDevice({ dbFile: file, env: RANDOM });
    const admin = initialPassword(t.device, 'admin')!;
    const operator = initialPassword(t.device, 'operator')!;
    let run = keys(file);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`web account admin: initial password ${admin}`);
    expect(run.stdout).toContain(`web account operator: initial password ${operator}`);

    const token = await t.login('admin', admin);
    const mine = 'Mine-since-2026';
    const changed = await t.call('ModifyPassword', { userid: 'admin', oldpassword: admin, password: mine, confirm: mine }, { token });
    expect(changed.code).toBe('success');
    run = keys(file);
    expect(run.stdout).toContain('web account admin: password changed by the administrator');
    expect(run.stdout).not.toContain(admin);
    expect(run.stdout).not.toContain(mine);
    expect(run.stdout).toContain(`web account operator: initial password ${operator}`);
    await t.close();
  });
});
