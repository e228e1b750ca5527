import { http } from 'msw';
import { endSession } from './sessionEnd';
import { selectIsAuthenticated, selectSuperuser } from './session';
import { createConsoleStore } from './store';
import { json, server, setup, setupDeviceServer } from './test/harness';

/** SPEC §6: answer 11003 sets the superuser flag; it survives a reload of the tab, not the end of the session. */
setupDeviceServer();

const factoryAnswer = { code: 'fail', retvalue: 11003, msg: '11003', token: 'service.jwt.sig' };

it('11003 sets the flag quietly, and a new store (a reload) still has it and its service token', async () => {
  server.use(http.post('*/goform/chklogin', () => json(factoryAnswer)));
  const { store, call, notifier } = setup();
  const result = await call({ name: 'chklogin', method: 'POST', data: { userid: 'superuser', password: 'k' } });
  expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: 11003 });
  expect(notifier.error).not.toHaveBeenCalled();
  expect(selectSuperuser(store.getState())).toBe(true);

  const reloaded = createConsoleStore();
  expect(selectSuperuser(reloaded.getState())).toBe(true);
  // The flag opens the hidden pages only: nobody is logged in.
  expect(selectIsAuthenticated(reloaded.getState())).toBe(false);
});

it('the hidden pages’ calls carry the service token while nobody is logged in', async () => {
  let seen: string | null = null;
  server.use(
    http.post('*/goform/chklogin', () => json(factoryAnswer)),
    http.get('*/goform/SetSNKeyParam', ({ request }) => {
      seen = request.headers.get('X-Token');
      return json({ code: 'success', retvalue: 0, msg: 'Success' });
    }),
  );
  const { call } = setup();
  await call({ name: 'chklogin', method: 'POST', data: { userid: 'superuser', password: 'k' } });
  await call({ name: 'SetSNKeyParam' });
  expect(seen).toBe('service.jwt.sig');
});

it('ending the session forgets the flag', async () => {
  server.use(http.post('*/goform/chklogin', () => json(factoryAnswer)));
  const { store, call } = setup();
  await call({ name: 'chklogin', method: 'POST', data: { userid: 'superuser', password: 'k' } });
  endSession(store.dispatch);
  expect(selectSuperuser(store.getState())).toBe(false);
  expect(selectSuperuser(createConsoleStore().getState())).toBe(false);
});
