import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deviceOnFile, devicesClosedAfterEach, type TestDevice } from '../testing/harness';
import { tempDir } from '../testing/tmp';
import { FACTORY_KEY_FORMAT, readFactorySecrets, UPGRADE_PASSWORD_FORMAT } from './factorySecrets';
import { factoryKey, upgradePassword } from './identity';

const repo = resolve(__dirname, '../../..');
const fail = (retvalue: number) => ({ code: 'fail', retvalue, msg: String(retvalue) });

const open = deviceOnFile;

describe('factory secrets: each unit its own', () => {
  const start = devicesClosedAfterEach();

  it('two devices get different, strong, typeable factory keys and upgrade passwords', async () => {
    const [a, b] = [await start(), await start()];
    for (const t of [a, b]) {
      expect(factoryKey(t.device)).toMatch(FACTORY_KEY_FORMAT);
      expect(upgradePassword(t.device)).toMatch(UPGRADE_PASSWORD_FORMAT);
    }
    expect(factoryKey(a.device)).not.toBe(factoryKey(b.device));
    expect(upgradePassword(a.device)).not.toBe(upgradePassword(b.device));
  });

  it("the unit's own factory key answers 11003; another unit's key and the old shared one do not", async () => {
    const [a, b] = [await start(), await start()];
    const superuser = (t: TestDevice, password: string) => t.call('chklogin', { userid: 'superuser', password });
    expect(await superuser(a, factoryKey(a.device))).toMatchObject({ retvalue: 11003, token: expect.any(String) });
    expect(await superuser(a, factoryKey(b.device))).toEqual(fail(40302));
    // The key every unit used to share.
    expect(await superuser(b, '787878')).toEqual(fail(40302));
  });

  it("/up takes the unit's own upgrade password only", async () => {
    const [a, b] = [await start(), await start()];
    const token = await a.login();
    const up = (password: string) => a.call('SetWebUpgradeMode', { password }, { token });
    expect(await up(upgradePassword(b.device))).toEqual(fail(40302));
    expect(await up('20260101')).toEqual(fail(40302));
    a.advance(1000); // tried like a login: after two wrong ones, a second's wait
    expect(await up(upgradePassword(a.device))).toMatchObject({ code: 'success', upgrademode: 1 });
  });

  it('initialization of everything (InitMachine all=1) keeps them: they belong to the unit', async () => {
    const t = await start({ SIM_RESTART_MS: '100' });
    const before = { key: factoryKey(t.device), password: upgradePassword(t.device) };
    const token = await t.login();
    expect((await t.call('InitMachine', { all: 1 }, { token, method: 'GET' })).code).toBe('success');
    t.advance(100);
    expect({ key: factoryKey(t.device), password: upgradePassword(t.device) }).toEqual(before);
    expect((await t.call('chklogin', { userid: 'superuser', password: before.key })).retvalue).toBe(11003);
  });

  it('DEVICE_FACTORY_KEY / DEVICE_UPGRADE_PASSWORD (tests) set them when the database is made, never later', () => {
    const file = join(tempDir('tac-secrets-'), 'device.db');
    const given = { DEVICE_FACTORY_KEY: 'ABCDEFGHJK', DEVICE_UPGRADE_PASSWORD: '0123456789' };
    const first = open(file, given);
    expect({ key: factoryKey(first.device), password: upgradePassword(first.device) }).toEqual({ key: 'ABCDEFGHJK', password: '0123456789' });
    first.device.close();
    const again = open(file, { DEVICE_FACTORY_KEY: 'ZZZZZZZZZZ', DEVICE_UPGRADE_PASSWORD: '9999999999' });
    expect({ key: factoryKey(again.device), password: upgradePassword(again.device) }).toEqual({ key: 'ABCDEFGHJK', password: '0123456789' });
    again.device.close();
  });

  it('refuses a weak DEVICE_FACTORY_KEY or DEVICE_UPGRADE_PASSWORD instead of starting with it', () => {
    const dir = tempDir('tac-secrets-');
    expect(() => open(join(dir, 'a.db'), { DEVICE_FACTORY_KEY: '787878' })).toThrow(/DEVICE_FACTORY_KEY/);
    expect(() => open(join(dir, 'b.db'), { DEVICE_UPGRADE_PASSWORD: '20260101' })).toThrow(/DEVICE_UPGRADE_PASSWORD/);
  });

  it('says once, at first start, where to see them, never the secrets themselves, and nothing on a later start', () => {
    const file = join(tempDir('tac-secrets-'), 'device.db');
    const first = open(file);
    const secrets = readFactorySecrets(first.device.db)!;
    expect(first.notices).toHaveLength(1);
    expect(first.notices[0]).not.toContain(secrets.factoryKey);
    expect(first.notices[0]).not.toContain(secrets.upgradePassword);
    expect(first.notices[0]).toContain("run npm run device:keys to see this unit's passwords and keys");
    first.device.close();
    const again = open(file);
    expect(again.notices).toEqual([]);
    expect(readFactorySecrets(again.device.db)).toEqual(secrets);
    again.device.close();
  });

  it('a database made before them gets its own at its next start', () => {
    const file = join(tempDir('tac-secrets-'), 'device.db');
    const old = open(file);
    old.device.db.exec("DROP TABLE factory_secrets; DELETE FROM schema_migrations WHERE id = 'hidden-001'");
    old.device.close();
    const next = open(file);
    expect(next.notices).toHaveLength(1);
    expect(factoryKey(next.device)).toMatch(FACTORY_KEY_FORMAT);
    next.device.close();
  });
});

describe('npm run device:keys', () => {
  const keys = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'device/src/seed/keys.ts', ...args], { cwd: repo, encoding: 'utf8' });

  it('prints the factory key and upgrade password of an existing database', () => {
    const file = join(tempDir('tac-keys-'), 'device.db');
    const { device } = open(file);
    const secrets = readFactorySecrets(device.db)!;
    device.close();
    const run = keys('--db', file);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`superuser factory key: ${secrets.factoryKey}`);
    expect(run.stdout).toContain(`forced-upgrade password (/up): ${secrets.upgradePassword}`);
  });

  it('says so, and makes nothing, when there is no database', () => {
    const file = join(tempDir('tac-keys-'), 'none.db');
    const run = keys('--db', file);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/no device database/);
    expect(existsSync(file)).toBe(false);
  });
});
