import { http } from 'msw';
import { api } from './api';
import { getRoleInfo, roleHasUser } from './sessionStore';
import { loggedIn, selectFuns, selectIsAuthenticated, selectUserName } from './session';
import { createConsoleStore, forceLogout, store } from './store';
import { json, server, setup, setupDeviceServer } from './test/harness';

setupDeviceServer();

const loginAnswer = {
  code: 'success',
  retvalue: 0,
  msg: 'Success',
  token: 'jwt.token.sig',
  funs: ['user', 'dataReport'],
  name: 'operator',
  userid: '2',
};

it('a successful login stores the token and role cookies and fills the session', async () => {
  let body: unknown;
  server.use(
    http.post('*/goform/chklogin', async ({ request }) => {
      body = await request.json();
      return json(loginAnswer);
    }),
  );
  const { store } = setup();
  const result = await store.dispatch(api.endpoints.login.initiate({ userid: 'operator', password: 'Operator-pass-1' }));
  expect(body).toEqual({ userid: 'operator', password: 'Operator-pass-1' });
  expect(result.data).toMatchObject({ token: 'jwt.token.sig', funs: ['user', 'dataReport'] });
  expect(localStorage.getItem('Admin-Token')).toBe('jwt.token.sig');
  expect(getRoleInfo()).toEqual({ funs: ['user', 'dataReport'], name: 'operator', userid: '2' });
  expect(selectIsAuthenticated(store.getState())).toBe(true);
  expect(selectFuns(store.getState())).toEqual(['user', 'dataReport']);
  expect(selectUserName(store.getState())).toBe('operator');
});

it('a refused login leaves the visitor logged out', async () => {
  server.use(http.post('*/goform/chklogin', () => json({ code: 'fail', retvalue: 40302, msg: '40302' })));
  const { store } = setup();
  await store.dispatch(api.endpoints.login.initiate({ userid: 'admin', password: 'nope' }));
  expect(localStorage.getItem('Admin-Token')).toBeNull();
  expect(selectIsAuthenticated(store.getState())).toBe(false);
});

it('a new store picks the session up from the cookies (a reload keeps the login)', () => {
  localStorage.setItem('Admin-Token', 'abc');
  localStorage.setItem('sever-role', JSON.stringify({ funs: ['network'], name: 'admin', userid: '1' }));
  const state = createConsoleStore().getState();
  expect(state.session).toMatchObject({ token: 'abc', funs: ['network'], name: 'admin', userid: '1', superuser: false });
  expect(roleHasUser()).toBe(false);
});

it('a damaged role cookie counts as no permissions instead of breaking the start', () => {
  localStorage.setItem('Admin-Token', 'abc');
  localStorage.setItem('sever-role', '{not json');
  const state = createConsoleStore().getState();
  expect(state.session.token).toBe('abc');
  expect(state.session.funs).toEqual([]);
});

it('roleHasUser reads the "user" entry of the stored role info', () => {
  localStorage.setItem('sever-role', JSON.stringify({ funs: ['user', 'network'], name: 'a', userid: '1' }));
  expect(roleHasUser()).toBe(true);
});

it('logout clears the session even when the device does not answer', async () => {
  server.use(http.get('*/goform/logout', () => new Response('down', { status: 503 })));
  localStorage.setItem('Admin-Token', 'abc');
  localStorage.setItem('sever-role', JSON.stringify({ funs: ['user'], name: 'a', userid: '1' }));
  const { store } = setup();
  expect(selectIsAuthenticated(store.getState())).toBe(true);
  await store.dispatch(api.endpoints.logout.initiate());
  expect(selectIsAuthenticated(store.getState())).toBe(false);
  expect(localStorage.getItem('Admin-Token')).toBeNull();
  expect(localStorage.getItem('sever-role')).toBeNull();
});

it('system info is read once and served from the cache afterwards', async () => {
  let calls = 0;
  server.use(
    http.get('*/goform/SetInfoParam', () => {
      calls++;
      return json({ code: 'success', retvalue: 0, msg: 'Success', SerialNumber: 'SN1', MaxUser: 3000 });
    }),
  );
  const { store } = setup();
  const first = store.dispatch(api.endpoints.systemInfo.initiate());
  await first;
  const second = store.dispatch(api.endpoints.systemInfo.initiate());
  const result = await second;
  expect(result.data).toMatchObject({ SerialNumber: 'SN1', MaxUser: 3000 });
  expect(calls).toBe(1);
  first.unsubscribe();
  second.unsubscribe();
});

it('forceLogout clears the cookies and the session, then reloads on /login', () => {
  localStorage.setItem('Admin-Token', 'abc');
  localStorage.setItem('sever-role', JSON.stringify({ funs: ['user'], name: 'a', userid: '1' }));
  const { reloadTo } = setup();
  store.dispatch(loggedIn({ token: 'abc', funs: ['user'], name: 'a', userid: '1' }));
  forceLogout();
  expect(localStorage.getItem('Admin-Token')).toBeNull();
  expect(localStorage.getItem('sever-role')).toBeNull();
  expect(selectIsAuthenticated(store.getState())).toBe(false);
  expect(reloadTo).toHaveBeenCalledWith('/login');
});
