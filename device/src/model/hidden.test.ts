import { factoryKey, SUPERUSER_ID, upgradePassword } from '../auth/identity';
import { startTestDevice, type TestDevice } from '../settings/harness';

describe('hidden pages', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice();
    await t.login();
  });
  afterEach(() => t.close());

  describe('/snkey', () => {
    const keys = { key1: 'ab12c', key2: 'DE34F', key3: 'GH56I', key4: 'JK78L', key5: 'MN90P' };

    it('reads empty keys, stores five valid keys (upper-cased) and reads them back', async () => {
      expect(await t.call('SetSNKeyParam')).toMatchObject({ code: 'success', key1: '', key5: '' });
      expect((await t.call('GetSNKeyParam', keys, { method: 'POST' })).code).toBe('success');
      expect(await t.call('SetSNKeyParam')).toMatchObject({ ...keys, key1: 'AB12C' });
    });

    it.each([
      ['a key too short', { ...keys, key3: 'GH56' }],
      ['a key with other characters', { ...keys, key2: 'DE-4F' }],
      ['a key missing', { key1: 'AB12C', key2: 'DE34F', key3: 'GH56I', key4: 'JK78L' }],
    ])('refuses %s (10003) and keeps the stored keys', async (_, sent) => {
      await t.call('GetSNKeyParam', keys, { method: 'POST' });
      expect((await t.call('GetSNKeyParam', sent, { method: 'POST' })).retvalue).toBe(10003);
      expect((await t.call('SetSNKeyParam')).key2).toBe('DE34F');
    });

    it('needs a session (40104)', async () => {
      expect((await t.call('GetSNKeyParam', keys, { method: 'POST', token: null })).retvalue).toBe(40104);
    });
  });

  describe('/up', () => {
    it('SetWebUpgradeMode: 40201 empty, 40302 wrong, upgrade mode with the unit’s own upgrade password', async () => {
      const up = (password: string) => t.call('SetWebUpgradeMode', { password }, { method: 'POST' });
      expect((await up('')).retvalue).toBe(40201);
      expect((await up('12345')).retvalue).toBe(40302);
      expect(await up(upgradePassword(t.device))).toMatchObject({ code: 'success', upgrademode: 1 });
    });
  });

  describe('/test (public)', () => {
    it('reads and sets the test mode without a session', async () => {
      expect(await t.call('SetDebugParam', {}, { token: null })).toMatchObject({ code: 'success', mode: 'normal' });
      expect((await t.call('GetDebugParam', { mode: 'aging' }, { method: 'POST', token: null })).code).toBe('success');
      expect((await t.call('SetDebugParam', {}, { token: null })).mode).toBe('aging');
      expect((await t.call('GetDebugParam', { mode: 'root' }, { method: 'POST', token: null })).retvalue).toBe(10003);
      expect((await t.call('SetDebugParam', {}, { token: null })).mode).toBe('aging');
    });

    it('test_takephoto answers a PNG picture as a data URL', async () => {
      const shot = await t.call('test_takephoto', {}, { method: 'POST' });
      expect(shot).toMatchObject({ code: 'success', width: 96, height: 72 });
      const png = Buffer.from(String(shot.photo).replace(/^data:image\/png;base64,/, ''), 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.readUInt32BE(16)).toBe(96);
    });

    it('a model without a camera refuses test_takephoto (10003)', async () => {
      const fpOnly = await startTestDevice({ DEVICE_MODEL: 'TAC-FP100' });
      await fpOnly.login();
      expect((await fpOnly.call('test_takephoto', {}, { method: 'POST' })).retvalue).toBe(10003);
      await fpOnly.close();
    });

    it('test_takephoto needs a session (40104 without one): a console login or the factory service session', async () => {
      expect(await t.call('test_takephoto', {}, { method: 'POST', token: null })).toEqual({ code: 'fail', retvalue: 40104, msg: '40104' });
      expect((await t.call('test_takephoto', {}, { method: 'POST', token: 'forged' })).retvalue).toBe(40104);
      const factory = await t.call('chklogin', { userid: SUPERUSER_ID, password: factoryKey(t.device) }, { method: 'POST', token: null });
      expect(factory.retvalue).toBe(11003);
      const service = String(factory.token);
      expect(await t.call('test_takephoto', {}, { method: 'POST', token: service })).toMatchObject({ code: 'success', width: 96 });
    });
  });
});
