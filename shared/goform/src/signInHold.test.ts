import { http } from 'msw';
import { loggedIn } from './session';
import { holdCalls } from './signInHold';
import { json, server, setup, setupDeviceServer, sleep } from './test/harness';

setupDeviceServer();

/** The device answers every call and notes the token it came with. */
function tokensSeen() {
  const tokens: (string | null)[] = [];
  server.use(
    http.all('*/goform/Probe', ({ request }) => {
      tokens.push(request.headers.get('X-Token'));
      return json({ code: 'success', retvalue: 0, msg: 'Success' });
    }),
  );
  return tokens;
}

const SIGNED_IN = { token: 'token-admin', funs: ['user'], name: 'Administrator', userid: 'admin' };

describe('device calls made while the visitor signs in', () => {
  it('wait for the sign-in, then leave with the signed-in token', async () => {
    const tokens = tokensSeen();
    const { store, call } = setup();
    const calls = holdCalls();
    const pending = call({ name: 'Probe' });
    await sleep(50);
    expect(tokens).toEqual([]);
    store.dispatch(loggedIn(SIGNED_IN));
    calls.send();
    expect((await pending).error).toBeUndefined();
    expect(tokens).toEqual([SIGNED_IN.token]);
  });

  it('end as cancelled, quietly and without reaching the device, when dropped', async () => {
    const tokens = tokensSeen();
    const { call, notifier } = setup();
    const calls = holdCalls();
    const pending = call({ name: 'Probe' });
    calls.drop();
    expect((await pending).error).toMatchObject({ status: 'NETWORK', cancelled: true });
    await sleep(50);
    expect(tokens).toEqual([]);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('go at once when nothing is held', async () => {
    const tokens = tokensSeen();
    const { call } = setup();
    holdCalls().send();
    expect((await call({ name: 'Probe' })).error).toBeUndefined();
    expect(tokens).toEqual([null]);
  });
});
