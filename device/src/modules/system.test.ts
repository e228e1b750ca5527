import { Code } from '@tac/goform/contract';
import { MODEL_PROFILES } from '../model/profiles';
import { startTestDevice, type TestDevice } from '../testing/harness';

describe('GetDeviceStatus (status home)', () => {
  let t: TestDevice;
  afterEach(() => t.close());

  const status = (token: string | null) => t.call('GetDeviceStatus', {}, { method: 'GET', token });

  it('answers the uptime in seconds, the card capacity, what the model does with a full record log and from when its log alarm rings (logalarm 100 free slots)', async () => {
    t = await startTestDevice();
    const token = await t.login();
    t.advance(90_500);
    expect(await status(token)).toEqual({ code: 'success', retvalue: 0, msg: 'Success', uptime: 90, MaxCard: 10_000, recordfull: 'dropOldest', recordwarning: 199_900 });
  });

  it('counts the uptime again from a restart', async () => {
    t = await startTestDevice({ env: { SIM_RESTART_MS: '1000' } });
    t.advance(600_000);
    expect((await t.call('RestartMachine', {}, { method: 'GET', token: await t.login() })).reboot).toBe(1);
    t.advance(31_000);
    expect((await status(await t.login())).uptime).toBe(30);
  });

  it("gives each model's own full-log behaviour and card capacity", async () => {
    t = await startTestDevice({ env: { DEVICE_MODEL: 'TAC-FP100' } });
    const fp100 = MODEL_PROFILES.find((p) => p.model === 'TAC-FP100')!;
    expect(await status(await t.login())).toMatchObject({ MaxCard: fp100.MaxUser, recordfull: 'stopRecording' });
  });

  it('answers any signed-in account, as SetInfoParam does, and no one without a session (40104)', async () => {
    t = await startTestDevice();
    expect(await status(await t.login('operator'))).toMatchObject({ code: 'success', recordfull: 'dropOldest' });
    expect((await status(null)).retvalue).toBe(Code.NotLoggedIn);
  });

  it('is a form older firmware (legacy) does not define: 404 and its page, as any form it lacks; SetInfoParam still answers', async () => {
    t = await startTestDevice({ quirks: 'legacy' });
    const token = await t.login();
    const res = await t.raw('GetDeviceStatus', {}, { token, method: 'GET' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Form GetDeviceStatus is not defined');
    expect(await t.call('SetInfoParam', {}, { method: 'GET', token })).toMatchObject({ code: 'success', Serial: '0000000000000001' });
  });
});
