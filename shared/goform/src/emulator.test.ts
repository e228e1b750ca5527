import { initI18n } from '@tac/i18n';
import { api } from './api';
import { searchrecord } from './contract/records';
import { deviceGroup } from './contract/settings';
import { goformRequest } from './request';
import { loggedIn } from './session';
import { EMULATOR_ADMIN, forwardTo, startEmulator, type RunningEmulator } from './test/emulator';
import { server, setup, sleep } from './test/harness';

/**
 * The client against the real emulator, answering as current firmware and as older
 * firmware (DEVICE_QUIRKS=legacy: <html> wrapper, bare keys, a comma after a closing array, settings
 * reads encoded twice, record rows id/name/time/status) — DESIGN §5.
 */
describe.each(['modern', 'legacy'] as const)('against the emulator (%s firmware)', (quirks) => {
  let emulator: RunningEmulator;

  beforeAll(async () => {
    await initI18n();
    emulator = await startEmulator(quirks);
    server.listen({ onUnhandledRequest: 'error' });
  }, 60_000);
  beforeEach(() => server.use(forwardTo(emulator.origin)));
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
    localStorage.clear();
  });
  afterAll(async () => {
    server.close();
    await emulator?.stop();
  });

  it('refuses a wrong password with the catalogue message', async () => {
    const { store, notifier } = setup();
    const result = await store.dispatch(api.endpoints.login.initiate({ userid: 'admin', password: '99999' }));
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: 40302 });
    expect(notifier.error).toHaveBeenCalledWith('Password Error');
    expect(store.getState().session.token).toBeNull();
  });

  it('logs in, reads system info with the token, and logs out', async () => {
    const { store, notifier } = setup();
    const login = await store.dispatch(api.endpoints.login.initiate(EMULATOR_ADMIN));
    expect(login.data?.funs).toContain('user');
    expect(localStorage.getItem('Admin-Token')).toBe(login.data?.token);

    const info = await store.dispatch(api.endpoints.systemInfo.initiate());
    expect(typeof info.data?.SerialNumber).toBe('string');
    expect(info.data?.MaxUser).toBeGreaterThan(0);
    expect(notifier.error).not.toHaveBeenCalled();

    await store.dispatch(api.endpoints.logout.initiate());
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem('Admin-Token')).toBeNull();
  });

  it("reads a settings group and a record page in the console's own shape", async () => {
    const { store, notifier, call } = setup();
    await store.dispatch(api.endpoints.login.initiate(EMULATOR_ADMIN));
    const settings = await call(goformRequest(deviceGroup.read));
    expect(settings.data).toMatchObject({ code: 'success', deviceid: expect.any(Number), volume: expect.any(Number) });
    const page = await call(goformRequest(searchrecord, { start: 0, limit: 3, order: 'asc' }));
    const { count, record } = page.data as unknown as { count: number; record: unknown[] };
    expect(count).toBeGreaterThan(0);
    expect(record).toHaveLength(3);
    for (const row of record) {
      expect(row).toEqual({
        datetime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        userid: expect.stringMatching(/^\d+$/),
        username: expect.any(String),
        status: expect.any(Number),
      });
    }
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('a revoked token ends the session on /login after 1 s', async () => {
    const { store, reloadTo } = setup();
    const login = await store.dispatch(api.endpoints.login.initiate(EMULATOR_ADMIN));
    const token = login.data!.token;
    await store.dispatch(api.endpoints.logout.initiate());
    store.dispatch(loggedIn({ token, funs: ['user'], name: 'admin', userid: 'admin' }));
    const info = await store.dispatch(api.endpoints.checkPower.initiate());
    expect(info.error).toMatchObject({ status: 'DEVICE', retvalue: 40104 });
    await sleep(1100);
    expect(reloadTo).toHaveBeenCalledWith('/login');
    expect(store.getState().session.token).toBeNull();
  });

  it('an empty user name answers its catalogue message', async () => {
    const { store, notifier } = setup();
    await store.dispatch(api.endpoints.login.initiate({ userid: '', password: EMULATOR_ADMIN.password }));
    expect(notifier.error).toHaveBeenCalledWith("User Name can't be Empty");
  });
});
