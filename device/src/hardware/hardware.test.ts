import { startTestDevice, type TestDevice } from '../settings/harness';
import { OPERATOR_PASSWORD } from '../testing/harness';

const FAST = { SIM_ENROLL_MS: '50', SIM_ENROLL_TIMEOUT_MS: '5000', SIM_PAIR_MS: '50' };

async function withUser(t: TestDevice, userid = 7) {
  const added = await t.call('adduser', { userid, username: 'Ana' }, { method: 'POST' });
  expect(added.code).toBe('success');
}

describe('simulated hardware', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice(FAST);
    await t.login();
  });
  afterEach(() => t.close());

  describe('regfp (fingerprint enrolment)', () => {
    const regfp = (fields: Record<string, unknown>) => t.call('regfp', fields, { method: 'POST' });

    it('answers wait while capturing, then stores the slot (GetUserInfo, SetInfoParam)', async () => {
      await withUser(t);
      expect(await regfp({ userid: 7, slot: 3, action: 'start' })).toMatchObject({ code: 'wait', progress: 0, slot: 3 });
      t.advance(25);
      expect(await regfp({ userid: 7, slot: 3, action: 'status' })).toMatchObject({ code: 'wait', progress: 50 });
      t.advance(25);
      expect(await regfp({ userid: 7, slot: 3, action: 'status' })).toMatchObject({ code: 'success', slot: 3, progress: 100 });
      const user = await t.call('GetUserInfo', { userid: 7 }, { method: 'POST' });
      expect(user.fp[3]).toBe(1);
      expect((await t.call('SetInfoParam')).FPCount).toBe(1);
      expect((await regfp({ userid: 7, slot: 3, action: 'delete' })).code).toBe('success');
      expect((await t.call('GetUserInfo', { userid: 7 }, { method: 'POST' })).fp[3]).toBe(0);
    });

    it('refuses an unknown user (40401), a bad slot (10003) and a status without capture (10003)', async () => {
      expect((await regfp({ userid: 99, slot: 0, action: 'start' })).retvalue).toBe(40401);
      await withUser(t);
      expect((await regfp({ userid: 7, slot: 10, action: 'start' })).retvalue).toBe(10003);
      expect((await regfp({ userid: 7, slot: 1, action: 'status' })).retvalue).toBe(10003);
      expect((await regfp({ userid: 7, slot: 1, action: 'scan' })).retvalue).toBe(10003);
    });

    it('one capture at a time (10005); cancel frees the sensor and stores nothing', async () => {
      await withUser(t);
      await withUser(t, 8);
      await regfp({ userid: 7, slot: 0, action: 'start' });
      expect((await regfp({ userid: 8, slot: 0, action: 'start' })).retvalue).toBe(10005);
      expect((await regfp({ userid: 7, slot: 0, action: 'cancel' })).code).toBe('success');
      t.advance(100);
      expect((await regfp({ userid: 7, slot: 0, action: 'status' })).retvalue).toBe(10003);
      expect((await regfp({ userid: 8, slot: 0, action: 'start' })).code).toBe('wait');
      expect((await t.call('SetInfoParam')).FPCount).toBe(0);
    });

    it('a capture collected after the timeout fails with enrollTimeout and stores nothing', async () => {
      await withUser(t);
      await regfp({ userid: 7, slot: 0, action: 'start' });
      t.advance(6000);
      expect(await regfp({ userid: 7, slot: 0, action: 'status' })).toEqual({ code: 'fail', retvalue: 10001, msg: 'enrollTimeout' });
      expect((await t.call('GetUserInfo', { userid: 7 }, { method: 'POST' })).fp[0]).toBe(0);
    });

    it('SIM_ENROLL_OUTCOME=timeout makes every capture time out', async () => {
      const failing = await startTestDevice({ ...FAST, SIM_ENROLL_OUTCOME: 'timeout' });
      await failing.login();
      await withUser(failing);
      await failing.call('regfp', { userid: 7, slot: 0, action: 'start' }, { method: 'POST' });
      failing.advance(60);
      expect((await failing.call('regfp', { userid: 7, slot: 0, action: 'status' }, { method: 'POST' })).msg).toBe('enrollTimeout');
      await failing.close();
    });
  });

  describe('getOnlineEnrollStatus (face enrolment)', () => {
    it('waits, then marks the face enrolled', async () => {
      await withUser(t);
      const face = (action: string) => t.call('getOnlineEnrollStatus', { userid: 7, action }, { method: 'POST' });
      expect((await face('start')).code).toBe('wait');
      t.advance(50);
      expect((await face('status')).code).toBe('success');
      expect((await t.call('GetUserInfo', { userid: 7 }, { method: 'POST' })).face).toBe(1);
      expect((await t.call('SetInfoParam')).FaceCount).toBe(1);
    });

    it('a model without a face camera refuses it (10003)', async () => {
      const fpOnly = await startTestDevice({ ...FAST, DEVICE_MODEL: 'TAC-FP100' });
      await fpOnly.login();
      await withUser(fpOnly);
      expect((await fpOnly.call('getOnlineEnrollStatus', { userid: 7, action: 'start' }, { method: 'POST' })).retvalue).toBe(10003);
      await fpOnly.close();
    });
  });

  describe('Wiegand pairing and authorization', () => {
    it('pairing waits, then adds an unauthorized reader that can be authorized and cancelled', async () => {
      expect(await t.call('AnvizWiegandMatch')).toMatchObject({ code: 'wait', progress: 0 });
      expect((await t.call('AnvizWiegandMatch')).code).toBe('wait');
      t.advance(50);
      const paired = await t.call('AnvizWiegandMatch');
      expect(paired).toMatchObject({ code: 'success', reader: { model: 'WR-20', status: 0, machine: 3 } });
      const mac = paired.reader.mac as string;
      const list = await t.call('SetAnvizWiegandAuthorize', {}, { method: 'POST' });
      expect(list.items).toContainEqual(paired.reader);
      const authorized = await t.call('GetAnvizWiegandAuthorize', { macs: mac, action: 'authorize' }, { method: 'POST' });
      expect(authorized.items.find((r: { mac: string }) => r.mac === mac).status).toBe(1);
      const cancelled = await t.call('GetAnvizWiegandAuthorize', { macs: [mac], action: 'cancel' }, { method: 'POST' });
      expect(cancelled.items.find((r: { mac: string }) => r.mac === mac).status).toBe(0);
    });

    it('an unknown MAC among the chosen ones changes nothing (10003)', async () => {
      const before = await t.call('SetAnvizWiegandAuthorize', {}, { method: 'POST' });
      const answer = await t.call('GetAnvizWiegandAuthorize', { macs: '00:1B:3C:10:00:02,AA:AA:AA:AA:AA:AA', action: 'authorize' }, { method: 'POST' });
      expect(answer.retvalue).toBe(10003);
      expect(await t.call('SetAnvizWiegandAuthorize', {}, { method: 'POST' })).toEqual(before);
      expect((await t.call('GetAnvizWiegandAuthorize', { macs: 'not-a-mac', action: 'authorize' }, { method: 'POST' })).retvalue).toBe(10003);
      expect((await t.call('GetAnvizWiegandAuthorize', { macs: '', action: 'authorize' }, { method: 'POST' })).retvalue).toBe(10003);
    });

    it('cancel stops a pairing in progress', async () => {
      await t.call('AnvizWiegandMatch');
      expect((await t.call('AnvizWiegandMatch', { action: 'cancel' })).code).toBe('success');
      t.advance(100);
      expect((await t.call('AnvizWiegandMatch')).code).toBe('wait');
    });
  });

  describe('Bluetooth', () => {
    it('search finds peers; connect adds one to the list; its route can be set; authorize works', async () => {
      expect((await t.call('GetSearchBleDev')).code).toBe('wait');
      t.advance(50);
      const found = await t.call('GetSearchBleDev');
      expect(found.code).toBe('success');
      expect(found.items.length).toBeGreaterThan(0);
      const mac = found.items[0].mac as string;
      expect(await t.call('GetBleConnect', { mac: mac.toLowerCase() })).toMatchObject({ code: 'success', mac, status: 0 });
      expect(await t.call('SetBleDevGroup', { mac, route: 2 })).toMatchObject({ code: 'success', route: 2 });
      const list = await t.call('GetBluetoothAuthorize', { macs: mac, action: 'authorize' }, { method: 'POST' });
      expect(list.items.find((p: { mac: string }) => p.mac === mac)).toMatchObject({ status: 1, route: 2 });
      expect((await t.call('SetBluetoothAuthorize', {}, { method: 'POST' })).items).toHaveLength(3);
    });

    it('refuses peers not found (10003) and routes other than 1 or 2 (10003)', async () => {
      expect((await t.call('GetBleConnect', { mac: '12:34:56:78:9A:BC' })).retvalue).toBe(10003);
      expect((await t.call('SetBleDevGroup', { mac: '00:1B:3C:20:00:01', route: 3 })).retvalue).toBe(10003);
      expect((await t.call('SetBleDevGroup', { mac: '12:34:56:78:9A:BC', route: 1 })).retvalue).toBe(10003);
    });
  });

  describe('Wi-Fi', () => {
    it('scans networks in range', async () => {
      const scan = await t.call('GetChooseWirless');
      expect(scan.items.map((n: { ssid: string }) => n.ssid)).toContain('TAC-Office');
      expect(scan.items[0]).toEqual({ ssid: 'TAC-Office', signal: -45, security: 'WPA2-PSK' });
    });

    it('the right password connects: the wifi group switches to station mode on that network', async () => {
      expect(await t.call('SetAllWirless', { ssid: 'TAC-Office', password: 'tac-office' })).toMatchObject({ code: 'success', mode: 'station' });
      expect(await t.call('SetWirless')).toMatchObject({ mode: 'station', ssid: 'TAC-Office' });
    });

    it('SetWirless says whether the unit has joined, with the address it was given and the signal; never the password', async () => {
      expect(await t.call('SetWirless')).toMatchObject({ mode: 'ap', connected: 0 });
      await t.call('SetAllWirless', { ssid: 'TAC-Office', password: 'tac-office' });
      const joined = await t.call('SetWirless');
      expect(joined).toMatchObject({ mode: 'station', ssid: 'TAC-Office', password: '', passwordset: 1, connected: 1, connectedip: '192.168.10.57', connectedsignal: -45 });
      expect(JSON.stringify(joined)).not.toContain('tac-office');
      // Station mode saved with a key the network refuses stays unjoined.
      await t.call('GetWirless', { password: 'not-the-key-1', keep: 1 });
      expect(await t.call('SetWirless')).toMatchObject({ mode: 'station', ssid: 'TAC-Office', connected: 0 });
      expect(await t.call('SetWirless')).not.toHaveProperty('connectedip');
    });

    it('a wrong password fails with 40302, a network out of range says so; either drops back to AP mode', async () => {
      await t.call('SetAllWirless', { ssid: 'TAC-Office', password: 'tac-office' });
      expect(await t.call('SetAllWirless', { ssid: 'TAC-Office', password: 'guess-me-wrong' })).toEqual({ code: 'fail', retvalue: 40302, msg: '40302' });
      expect((await t.call('SetWirless')).mode).toBe('ap');
      await t.call('SetAllWirless', { ssid: 'TAC-Office', password: 'tac-office' });
      expect(await t.call('SetAllWirless', { ssid: 'Elsewhere', password: 'whatever-123' })).toEqual({ code: 'fail', retvalue: 40302, msg: 'wifiNotInRange' });
      expect((await t.call('SetWirless')).mode).toBe('ap');
      expect((await t.call('SetAllWirless', { ssid: '' })).retvalue).toBe(10003);
    });

    it('Add Wi-Fi fields are checked: an unknown security or EAP method is refused (10003)', async () => {
      const add = { ssid: 'Corp-Secure', security: 'WPA2-EAP', eap: 'PEAP', inner: 'MSCHAPV2', identity: 'ana', password: 'secret-1' };
      expect((await t.call('SetAllWirless', add)).retvalue).toBe(40302);
      expect((await t.call('SetAllWirless', { ...add, security: 'WPA9' })).retvalue).toBe(10003);
      expect((await t.call('SetAllWirless', { ...add, eap: 'LEAP' })).retvalue).toBe(10003);
    });

    it('an open network needs no password', async () => {
      expect((await t.call('SetAllWirless', { ssid: 'TAC-Guest' })).code).toBe('success');
    });

    it('a password that does not fit the network answers 10003 and changes nothing (never 10001)', async () => {
      const before = await t.call('SetWirless');
      const refused = [
        { ssid: 'TAC-Guest', password: 'abc' },
        { ssid: 'TAC-Guest', password: 'abc', security: 'open' },
        { ssid: 'TAC-Guest', password: 'long-enough', security: 'open' },
        { ssid: 'TAC-Office', password: 'short' },
        { ssid: 'TAC-Office', password: 'short', security: 'WPA2-PSK' },
        { ssid: 'Warehouse', password: 'x', security: 'WPA3-SAE' },
        { ssid: 'Elsewhere', password: 'abcdef', security: 'WEP' },
      ];
      for (const fields of refused) {
        expect([fields, await t.call('SetAllWirless', fields)]).toEqual([fields, { code: 'fail', retvalue: 10003, msg: '10003', field: 'password' }]);
      }
      expect(await t.call('SetWirless')).toEqual(before);
    });

    it('an encryption the security does not use is refused (WEP with AES, WPA3-SAE with TKIP) and changes nothing', async () => {
      const before = await t.call('SetWirless');
      const refused = [
        { ssid: 'Elsewhere', security: 'WEP', encryption: 'AES', password: 'abcde' },
        { ssid: 'Warehouse', security: 'WPA3-SAE', encryption: 'TKIP', password: 'warehouse-1' },
        { ssid: 'Warehouse', security: 'WPA3-SAE', encryption: 'TKIP+AES', password: 'warehouse-1' },
        { ssid: 'TAC-Office', security: 'WPA2-PSK', encryption: 'WEP', password: 'tac-office' },
      ];
      for (const fields of refused) {
        expect([fields, await t.call('SetAllWirless', fields)]).toEqual([fields, { code: 'fail', retvalue: 10003, msg: '10003', field: 'encryption' }]);
      }
      expect(await t.call('SetWirless')).toEqual(before);
      expect((await t.call('SetAllWirless', { ssid: 'TAC-Office', security: 'WPA2-PSK', encryption: 'TKIP+AES', password: 'tac-office' })).code).toBe('success');
    });

    it('an open network of the scan joined with a password stores none', async () => {
      expect(await t.call('SetAllWirless', { ssid: 'TAC-Guest', password: 'long-enough' })).toMatchObject({ code: 'success', mode: 'station' });
      expect(await t.call('SetWirless')).toMatchObject({ mode: 'station', ssid: 'TAC-Guest', password: '' });
    });

    it('WEP keys and EAP passwords of other lengths reach the network (which refuses them here), no 10001', async () => {
      expect((await t.call('SetAllWirless', { ssid: 'Elsewhere', password: 'abcde', security: 'WEP' })).msg).toBe('wifiNotInRange');
      expect((await t.call('SetAllWirless', { ssid: 'Elsewhere', password: '0123456789', security: 'WEP' })).msg).toBe('wifiNotInRange');
      const eap = { ssid: 'Corp-Secure', security: 'WPA2-EAP', eap: 'PEAP', inner: 'MSCHAPV2', identity: 'ana', password: 'pw' };
      expect((await t.call('SetAllWirless', eap)).retvalue).toBe(40302);
    });
  });

  it('InitAdminCard issues a new admin card number each time', async () => {
    const first = await t.call('InitAdminCard', {}, { method: 'POST' });
    const second = await t.call('InitAdminCard', {}, { method: 'POST' });
    expect(first.admincard).toMatch(/^\d{10}$/);
    expect(second.admincard).not.toBe(first.admincard);
  });

  it('SetAdminCard answers the card the last InitAdminCard issued, none before the first', async () => {
    expect(await t.call('SetAdminCard')).toMatchObject({ code: 'success', admincard: '' });
    const issued = await t.call('InitAdminCard', {}, { method: 'POST' });
    expect(await t.call('SetAdminCard')).toMatchObject({ code: 'success', admincard: issued.admincard });
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    expect(await t.call('SetAdminCard', {}, { token: operator })).toMatchObject({ code: 'fail', retvalue: 11000 });
  });
});
