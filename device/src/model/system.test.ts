import { startTestDevice, type TestDevice } from '../settings/harness';
import { MODEL_PROFILES } from './profiles';

describe('SetInfoParam (system info)', () => {
  let t: TestDevice;
  afterEach(() => t.close());

  it('answers the model capacities, versions, serial and funOption of the default model', async () => {
    t = await startTestDevice();
    await t.login();
    expect(await t.call('SetInfoParam')).toEqual({
      code: 'success',
      retvalue: 0,
      msg: 'Success',
      Model: 'TAC-EMU',
      SerialNumber: '0000000000000001',
      Serial: '0000000000000001',
      UserCount: 0,
      FPCount: 0,
      FaceCount: 0,
      IRISCount: 0,
      CardCount: 0,
      RecordCount: 0,
      FirmwareVersion: 'V3.2.8',
      KernelVersion: 'Linux 4.19.111',
      FileSystemVersion: 'rootfs 2.4.1',
      Build_Version: 'V3.2.8 build 20260105',
      MaxUser: 10000,
      MaxFP: 10000,
      MaxFACE: 3000,
      MaxIRIS: 0,
      MaxRecord: 200000,
      MaxAudit: 100000,
      IPAddress: '192.168.0.218',
      MACAddress: expect.stringMatching(/^00:17:61(:[0-9A-F]{2}){3}$/),
      funOption: { FP: 1, FACE: 1, IRIS: 0, CARD: 1, WIFI: 1, BLUETOOTH: 1, THERMOMETRY: 1 },
    });
  });

  it('counts users, cards and records live', async () => {
    t = await startTestDevice();
    await t.login();
    await t.call('adduser', { userid: 1, username: 'A', cardid: '1001' }, { method: 'POST' });
    await t.call('adduser', { userid: 2, username: 'B' }, { method: 'POST' });
    t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (1, '2026-03-01 09:00:00', 0), (2, '2026-03-01 09:01:00', 0)").run();
    expect(await t.call('SetInfoParam')).toMatchObject({ UserCount: 2, CardCount: 1, RecordCount: 2 });
  });

  it('DEVICE_MODEL picks another profile and DEVICE_SERIAL the serial number', async () => {
    t = await startTestDevice({ DEVICE_MODEL: 'tac-fp100', DEVICE_SERIAL: 'AB12345678' });
    await t.login();
    const fp100 = MODEL_PROFILES.find((p) => p.model === 'TAC-FP100')!;
    expect(await t.call('SetInfoParam')).toMatchObject({
      Model: 'TAC-FP100',
      SerialNumber: 'AB12345678',
      MaxUser: fp100.MaxUser,
      MaxFACE: 0,
      funOption: { FP: 1, FACE: 0, IRIS: 0 },
    });
  });

  it('names the wired address as Ethernet stores it, and a MAC of its own for each serial', async () => {
    t = await startTestDevice();
    await t.login();
    const first = await t.call('SetInfoParam');
    await t.call('GetEthernetParam', { ip: '192.168.0.77', keep: 1 });
    expect(await t.call('SetInfoParam')).toMatchObject({ IPAddress: '192.168.0.77', MACAddress: first.MACAddress });
    t.close();
    t = await startTestDevice({ DEVICE_SERIAL: 'AB12345678' });
    await t.login();
    expect((await t.call('SetInfoParam')).MACAddress).not.toBe(first.MACAddress);
  });

  it('needs a session (40104)', async () => {
    t = await startTestDevice();
    expect((await t.call('SetInfoParam')).retvalue).toBe(40104);
  });
});
