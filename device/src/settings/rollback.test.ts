import { startTestDevice, type TestDevice } from './harness';

describe('confirm-or-revert of network changes', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice();
    await t.login();
  });
  afterEach(() => t.close());

  it('a new address applies at once and comes back to the old one unless confirmed within 90 s', async () => {
    expect(await t.call('GetEthernetParam', { ip: '192.168.0.77' })).toMatchObject({ code: 'success', ip: '192.168.0.77', rollbackms: 90_000 });
    t.advance(30_000);
    expect(await t.call('SetEthernetParam')).toMatchObject({ ip: '192.168.0.77', rollbackms: 60_000 });
    t.advance(60_000);
    const reverted = await t.call('SetEthernetParam');
    expect(reverted.ip).toBe('192.168.0.218');
    expect(reverted.rollbackms).toBeUndefined();
  });

  it('revert=1 puts the confirmed values back at once, whatever values come with it (the console sends those it saw)', async () => {
    await t.call('GetEthernetParam', { ip: '192.168.0.77' });
    const reverted = await t.call('GetEthernetParam', { revert: 1, ip: '192.168.0.91', ipmode: 'dhcp' });
    expect(reverted).toMatchObject({ code: 'success', ip: '192.168.0.218', ipmode: 'static' });
    expect(reverted.rollbackms).toBeUndefined();
  });

  it('keep=1 within the window keeps the change for good', async () => {
    await t.call('GetEthernetParam', { ipmode: 'dhcp' });
    t.advance(10_000);
    const kept = await t.call('GetEthernetParam', { keep: 1 });
    expect(kept.rollbackms).toBeUndefined();
    t.advance(200_000);
    expect((await t.call('SetEthernetParam')).ipmode).toBe('dhcp');
  });

  it('a second change before confirming still reverts to the last confirmed values', async () => {
    await t.call('GetEthernetParam', { ip: '192.168.0.77' });
    await t.call('GetEthernetParam', { ip: '192.168.0.78' });
    t.advance(90_000);
    expect((await t.call('SetEthernetParam')).ip).toBe('192.168.0.218');
  });

  it('fields that cannot cut the browser off apply without a window', async () => {
    const answer = await t.call('GetEthernetParam', { dns: '9.9.9.9' });
    expect(answer.rollbackms).toBeUndefined();
    t.advance(200_000);
    expect((await t.call('SetEthernetParam')).dns).toBe('9.9.9.9');
  });

  it('guards Wi-Fi and the WAN side too; NET_ROLLBACK_S sets the window', async () => {
    const short = await startTestDevice({ NET_ROLLBACK_S: '5' });
    await short.login();
    expect((await short.call('GetWirless', { mode: 'station', ssid: 'TAC-Office', password: 'tac-office' })).rollbackms).toBe(5000);
    expect((await short.call('GetInternetParam', { ipmode: 'static' })).rollbackms).toBe(5000);
    short.advance(5000);
    expect((await short.call('SetWirless')).mode).toBe('ap');
    expect((await short.call('SetInternetParam')).ipmode).toBe('dhcp');
    await short.close();
  });
});
