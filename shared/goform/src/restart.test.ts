import { http } from 'msw';
import { loggedIn } from './session';
import { json, server, setup, sleep, setupDeviceServer } from './test/harness';

/** A screen that follows a restart itself (ownsRestart) and polls the device quietly (quiet). */
setupDeviceServer();

it('ownsRestart: a reboot:1 success leaves the session to the caller', async () => {
  server.use(http.get('*/goform/RestartMachine', () => json({ code: 'success', retvalue: 0, msg: 'Success', reboot: 1 })));
  const { call, reloadTo, store } = setup();
  store.dispatch(loggedIn({ token: 't', funs: ['machine'], name: 'a', userid: '1' }));
  const result = await call({ name: 'RestartMachine', ownsRestart: true });
  expect(result.data).toMatchObject({ reboot: 1 });
  await sleep(1100);
  expect(reloadTo).not.toHaveBeenCalled();
  expect(store.getState().session.token).toBe('t');
});

it('quiet: a refusal or an unreachable device is returned without a toast', async () => {
  let reachable = true;
  server.use(
    http.get('*/goform/SetDebugParam', () =>
      reachable ? json({ code: 'fail', retvalue: 10001, msg: 'deviceOffline' }) : Response.error(),
    ),
  );
  const { call, notifier } = setup();
  expect((await call({ name: 'SetDebugParam', quiet: true })).error).toMatchObject({ retvalue: 10001 });
  reachable = false;
  expect((await call({ name: 'SetDebugParam', quiet: true })).error).toMatchObject({ status: 'NETWORK' });
  expect(notifier.error).not.toHaveBeenCalled();
  // Without it the same refusal is toasted (SPEC §7).
  reachable = true;
  await call({ name: 'SetDebugParam' });
  expect(notifier.error).toHaveBeenCalledTimes(1);
});
