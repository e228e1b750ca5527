import { generateKeyPairSync, sign } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { FIRMWARE_MAX_BYTES } from '@tac/goform/contract';
import { upgradePassword } from '../auth/identity';
import { startTestDevice, type TestDevice } from '../settings/harness';
import { testFirmwareSigningKey, TRUSTS_TEST_KEY } from '../testing/firmwareKeys';
import { multipart } from '../testing/multipart';
import { buildFirmware } from './firmware';
import { ADMIN_PASSWORD, OPERATOR_PASSWORD } from '../testing/harness';
import { initialPassword } from '../auth/accounts';

/** An image signed by the test key, which these devices trust (FIRMWARE_TRUSTED_KEYS). */
const signed = (model: string, version: string, payload: Buffer) => buildFirmware(model, version, payload, testFirmwareSigningKey());

/** An image of the old unsigned layout: TACFW1, header, payload, CRC-32, no signature. */
function unsignedTacfw1(model: string, version: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(54);
  head.write('TACFW1', 0, 'latin1');
  head.write(model, 6, 32, 'latin1');
  head.write(version, 38, 16, 'latin1');
  const body = Buffer.concat([head, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([body, crc]);
}

/** The same image with its CRC made right again after a change (what a forger would do). */
function recrc(image: Buffer): Buffer {
  const copy = Buffer.from(image);
  const crcAt = copy.length - 64 - 4;
  copy.writeUInt32BE(crc32(copy.subarray(0, crcAt)), crcAt);
  return copy;
}

describe('machine: restart, initialization, firmware, language', () => {
  let t: TestDevice;
  let token: string;
  beforeEach(async () => {
    t = await startTestDevice({ SIM_RESTART_MS: '500', ...TRUSTS_TEST_KEY });
    token = await t.login();
  });
  afterEach(() => t.close());

  async function upload(data: Buffer, field = 'firmware') {
    const { payload, headers } = multipart(field, '../../etc/passwd', data);
    const res = await t.app.inject({ method: 'POST', url: '/goform/UpdateMachine', payload, headers: { ...headers, 'x-token': token } });
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body);
  }

  it('RestartMachine answers reboot:1, refuses calls while restarting, then comes back with every session ended', async () => {
    expect(await t.call('RestartMachine')).toEqual({ code: 'success', retvalue: 0, msg: 'Success', reboot: 1, restartms: 500 });
    expect((await t.call('SetInfoParam')).retvalue).toBe(10001);
    expect((await t.call('chklogin', { userid: 'admin', password: ADMIN_PASSWORD }, { method: 'POST', token: null })).retvalue).toBe(10001);
    t.advance(500);
    expect((await t.call('SetInfoParam')).retvalue).toBe(40104);
    await t.login();
    expect((await t.call('SetInfoParam')).code).toBe('success');
  });

  describe('InitMachine', () => {
    beforeEach(async () => {
      await t.call('adduser', { userid: 5, username: 'Bo', cardid: '123' }, { method: 'POST' });
      t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (5, '2026-03-01 09:00:00', 0)").run();
      await t.call('GetKaoqinParam', { duplicatepunch: 40 });
    });
    const counts = async () => {
      const info = await t.call('SetInfoParam');
      return { users: info.UserCount, records: info.RecordCount };
    };
    const init = async (fields: Record<string, unknown>) => {
      const answer = await t.call('InitMachine', fields);
      t.advance(500);
      await t.login();
      return answer;
    };

    it('refuses a call that chooses nothing (10003) and changes nothing', async () => {
      expect((await t.call('InitMachine')).retvalue).toBe(10003);
      expect((await t.call('InitMachine', { users: 0 })).retvalue).toBe(10003);
      expect((await t.call('InitMachine', { users: 'yes' })).retvalue).toBe(10003);
      expect(await counts()).toEqual({ users: 1, records: 1 });
    });

    it('settings=1 puts settings back to factory values and keeps users and records', async () => {
      expect(await init({ settings: 1 })).toMatchObject({ code: 'success', reboot: 1, reset: ['settings', 'hardware', 'system', 'tls', 'door'] });
      expect((await t.call('SetKaoqinParam')).duplicatepunch).toBe(3);
      expect(await counts()).toEqual({ users: 1, records: 1 });
    });

    it('users=1 deletes users only; records=1 deletes records only', async () => {
      await init({ users: 1 });
      expect(await counts()).toEqual({ users: 0, records: 1 });
      expect((await t.call('SetKaoqinParam')).duplicatepunch).toBe(40);
      await init({ records: 1 });
      expect(await counts()).toEqual({ users: 0, records: 0 });
    });

    it('all=1 resets everything, web passwords included', async () => {
      const mine = 'Mine-since-2026';
      const changed = await t.call('ModifyPassword', { userid: 'admin', oldpassword: ADMIN_PASSWORD, password: mine, confirm: mine }, { method: 'POST' });
      expect(changed.code).toBe('success');
      await t.login('admin', mine);
      await t.call('InitMachine', { all: 1 });
      t.advance(500);
      // A new random initial password each, neither the changed one nor the first.
      const fresh = initialPassword(t.device, 'admin')!;
      expect(fresh).toMatch(/^[a-zA-Z2-9]{12}$/);
      expect([mine, ADMIN_PASSWORD]).not.toContain(fresh);
      expect(initialPassword(t.device, 'operator')).not.toBe(OPERATOR_PASSWORD);
      await expect(t.login('admin', mine)).rejects.toThrow(/40302/);
      await t.login('admin', fresh);
      expect(await counts()).toEqual({ users: 0, records: 0 });
      expect((await t.call('SetKaoqinParam')).duplicatepunch).toBe(3);
    });
  });

  describe('UpdateMachine', () => {
    const payload = Buffer.from('kernel+rootfs');

    const signatureRefused = { code: 'fail', retvalue: 10102, msg: 'firmwareSignature' };
    const stillInstalled = async () => expect((await t.call('SetInfoParam')).FirmwareVersion).toBe('V3.2.8');

    it('installs a signed TACFW2 image of this model, then restarts; SetInfoParam shows the new version', async () => {
      expect(await upload(signed('TAC-EMU', 'V3.3.0', payload))).toMatchObject({ code: 'success', reboot: 1, version: 'V3.3.0' });
      t.advance(500);
      await t.login();
      expect(await t.call('SetInfoParam')).toMatchObject({ FirmwareVersion: 'V3.3.0', Build_Version: 'V3.3.0' });
      const events = await t.call('searchEvents', { limit: 2 }, { method: 'GET' });
      expect(events.record).toMatchObject([{ code: 401, type: 'device' }, { code: 404, type: 'device', detail: 'V3.3.0' }]);
    });

    it('refuses other formats and other models (10102) without restarting', async () => {
      expect(await upload(Buffer.from('PK\u0003\u0004 not firmware'))).toMatchObject({ retvalue: 10102, msg: '10102' });
      expect(await upload(signed('TAC-FP100', 'V9', payload))).toMatchObject({ retvalue: 10102, msg: '10102' });
      await stillInstalled();
    });

    it('refuses an unsigned image of the old layout, checksum right (10102/firmwareSignature)', async () => {
      expect(await upload(unsignedTacfw1('TAC-EMU', 'V3.3.0', payload))).toEqual(signatureRefused);
      await stillInstalled();
    });

    it('refuses a changed payload under the original signature, even with its checksum made right again', async () => {
      const image = signed('TAC-EMU', 'V3.3.0', payload);
      const tampered = Buffer.from(image);
      tampered.writeUInt8(tampered.readUInt8(60) ^ 0xff, 60);
      expect(await upload(tampered)).toEqual(signatureRefused);
      expect(await upload(recrc(tampered))).toEqual(signatureRefused);
      // The header is signed too: another version number under the same signature.
      const renamed = Buffer.from(image);
      renamed.write('V9.9.9', 38, 16, 'latin1');
      expect(await upload(recrc(renamed))).toEqual(signatureRefused);
      await stillInstalled();
    });

    it('refuses a wrong signature: zeroed, or cut off', async () => {
      const image = signed('TAC-EMU', 'V3.3.0', payload);
      expect(await upload(Buffer.concat([image.subarray(0, -64), Buffer.alloc(64)]))).toEqual(signatureRefused);
      expect((await upload(image.subarray(0, -64))).retvalue).toBe(10102);
      await stillInstalled();
    });

    it('refuses an image signed by a key the device does not trust (10102/firmwareSignature)', async () => {
      const stranger = generateKeyPairSync('ed25519').privateKey;
      expect(await upload(buildFirmware('TAC-EMU', 'V3.3.0', payload, stranger))).toEqual(signatureRefused);
      await stillInstalled();
    });

    it('does not trust the test key without FIRMWARE_TRUSTED_KEYS: only the maker key is built in', async () => {
      await t.close();
      t = await startTestDevice({ SIM_RESTART_MS: '500' });
      token = await t.login();
      expect(await upload(signed('TAC-EMU', 'V3.3.0', payload))).toEqual(signatureRefused);
      await stillInstalled();
    });

    it('refuses a signed image whose checksum is wrong (10102)', async () => {
      const body = Buffer.from(signed('TAC-EMU', 'V3.3.0', payload).subarray(0, -64));
      body.writeUInt8(body.readUInt8(body.length - 1) ^ 1, body.length - 1);
      const badCrc = Buffer.concat([body, sign(null, body, testFirmwareSigningKey())]);
      expect(await upload(badCrc)).toMatchObject({ retvalue: 10102, msg: '10102' });
      await stillInstalled();
    });

    it('refuses an image over 32 MiB (10101)', async () => {
      const huge = signed('TAC-EMU', 'V3.3.0', Buffer.alloc(FIRMWARE_MAX_BYTES));
      expect((await upload(huge)).retvalue).toBe(10101);
    });

    it('refuses a call without a file (10003)', async () => {
      expect((await t.call('UpdateMachine', {}, { method: 'POST' })).retvalue).toBe(10003);
    });

    it('in upgrade mode (/up) it also takes an image of another model', async () => {
      expect((await t.call('SetWebUpgradeMode', { password: upgradePassword(t.device) }, { method: 'POST' })).upgrademode).toBe(1);
      // Upgrade mode lets another model in, never an image the maker did not sign.
      expect(await upload(unsignedTacfw1('TAC-FP100', 'V2.2.0', payload))).toEqual(signatureRefused);
      expect((await upload(signed('TAC-FP100', 'V2.2.0', payload), 'file')).code).toBe('success');
      t.advance(500);
      token = await t.login();
      expect((await upload(signed('TAC-FP100', 'V2.3.0', payload))).retvalue).toBe(10102);
    });
  });

  describe('language', () => {
    it('SetLanguageSettingItem lists the display languages and the current one', async () => {
      const answer = await t.call('SetLanguageSettingItem', {}, { method: 'POST' });
      expect(answer.LanguageSetting).toBe('en');
      expect(answer.LanguageSettingItem).toContainEqual({ element: 'zh-cn', name: '简体中文' });
      expect(answer.LanguageSettingItem).toHaveLength(20);
    });

    it('GetLanguageSettingItem changes it and restarts the device', async () => {
      expect(await t.call('GetLanguageSettingItem', { LanguageSetting: 'pt' }, { method: 'POST' })).toMatchObject({
        code: 'success',
        reboot: 1,
        LanguageSetting: 'pt',
      });
      t.advance(500);
      await t.login();
      expect((await t.call('SetLanguageSettingItem', {}, { method: 'POST' })).LanguageSetting).toBe('pt');
      expect((await t.call('SetTimeParam')).language).toBe('pt');
    });

    it('refuses a language the display does not have (10003)', async () => {
      expect((await t.call('GetLanguageSettingItem', { LanguageSetting: 'xx' }, { method: 'POST' })).retvalue).toBe(10003);
      expect((await t.call('GetLanguageSettingItem', {}, { method: 'POST' })).retvalue).toBe(10003);
    });
  });
});
