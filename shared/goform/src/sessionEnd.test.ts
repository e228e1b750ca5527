import { http } from 'msw';
import { takeLeftNotice } from './loginNotice';
import { loggedIn } from './session';
import { keepWhenSessionEnds, sessionEnding, watchSessionElsewhere } from './sessionEnd';
import { json, server, setup, sleep, setupDeviceServer } from './test/harness';

setupDeviceServer();

const signIn = (store: ReturnType<typeof setup>['store']) => {
  localStorage.setItem('Admin-Token', 'old');
  store.dispatch(loggedIn({ token: 'old', funs: ['user'], name: 'admin', userid: '1' }));
};

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/basicSetting/attendance?tab=1');
  document.body.innerHTML = '<main><h1>Attendance</h1></main>';
});

describe('a session the device no longer takes (walk 2026-11-27 #7)', () => {
  it('brings the visitor back to the same page after the login, and tells the login page why and which screen', async () => {
    server.use(http.get('*/goform/:name', () => json({ code: 'fail', retvalue: 40104, msg: '40104' })));
    const { call, reloadTo, store } = setup();
    signIn(store);
    const keeper = jest.fn(() => true);
    const stop = keepWhenSessionEnds(keeper);
    await call({ name: 'SetAttendanceParam' });
    await sleep(1100);
    stop();
    expect(keeper).toHaveBeenCalledTimes(1);
    expect(reloadTo).toHaveBeenCalledWith('/login?redirect=%2FbasicSetting%2Fattendance%3Ftab%3D1');
    expect(takeLeftNotice()).toEqual({ notice: 'sessionEnded', screen: 'Attendance', kept: true });
    expect(localStorage.getItem('Admin-Token')).toBeNull();
    expect(sessionEnding()).toBe(true);
  });

  it('follows a logout in another tab at once (the shared storage lost the token)', () => {
    const { reloadTo, store } = setup();
    signIn(store);
    const stop = watchSessionElsewhere(store.dispatch);
    // Another tab writing something else is no reason to leave.
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: null, storageArea: localStorage }));
    expect(reloadTo).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'Admin-Token', oldValue: 'old', newValue: null, storageArea: localStorage }));
    stop();
    expect(reloadTo).toHaveBeenCalledWith('/login?redirect=%2FbasicSetting%2Fattendance%3Ftab%3D1');
    expect(takeLeftNotice()).toEqual({ notice: 'sessionEnded', screen: 'Attendance', kept: false });
    expect(store.getState().session.token).toBeNull();
  });
});
