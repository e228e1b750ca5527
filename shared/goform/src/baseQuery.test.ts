import { setLanguage } from '@tac/i18n';
import { http, HttpResponse, delay } from 'msw';
import { loggedIn } from './session';
import { sessionTimeLeft } from './sessionClock';
import { keepSession } from './sessionStore';
import { answer, json, server, setup, sleep, setupDeviceServer, expectQuietCancel } from './test/harness';

setupDeviceServer();

const success = { code: 'success', retvalue: 0, msg: 'Success' };
const fail = (retvalue: number, msg = String(retvalue)) => ({ code: 'fail', retvalue, msg });

describe('what every call carries', () => {
  it('sends _t, X-Lang, and fields as query parameters on GET', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/goform/:name', ({ request }) => {
        seen = request;
        return json({ ...success, value: 1 });
      }),
    );
    const { call } = setup();
    const before = Date.now();
    await call({ name: 'SetEthernetParam', data: { start: 0, limit: 20, empty: undefined } });
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/goform/SetEthernetParam');
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
    expect(url.searchParams.get('start')).toBe('0');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(seen!.headers.get('X-Lang')).toBe('en');
    expect(seen!.headers.get('X-Token')).toBeNull();
  });

  it('sends the token once logged in, _t on POST, and the fields as a JSON body', async () => {
    let seen: { url: string; token: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/goform/:name', async ({ request }) => {
        seen = { url: request.url, token: request.headers.get('X-Token'), body: await request.json() };
        return json(success);
      }),
    );
    const { store, call } = setup();
    store.dispatch(loggedIn({ token: 'tok-1', funs: ['user'], name: 'admin', userid: '1' }));
    await call({ name: 'edituser', method: 'POST', data: { userid: '7', username: 'Ann' } });
    expect(new URL(seen!.url).searchParams.get('_t')).toMatch(/^\d+$/);
    expect(seen!.token).toBe('tok-1');
    expect(seen!.body).toEqual({ userid: '7', username: 'Ann' });
  });

  it('sends FormData as a multipart body', async () => {
    let fileName: string | undefined;
    server.use(
      http.post('*/goform/UpdateMachine', async ({ request }) => {
        const form = await request.formData();
        fileName = (form.get('file') as File).name;
        return json(success);
      }),
    );
    const { call } = setup();
    const form = new FormData();
    form.append('file', new Blob(['fw']), 'firmware.bin');
    await call({ name: 'UpdateMachine', method: 'POST', data: form });
    expect(fileName).toBe('firmware.bin');
  });

  it('sends the chosen language as X-Lang', async () => {
    let lang: string | null = null;
    server.use(
      http.get('*/goform/:name', ({ request }) => {
        lang = request.headers.get('X-Lang');
        return json(success);
      }),
    );
    const { call } = setup();
    await setLanguage('zhCN');
    await call({ name: 'SetInfoParam' });
    await setLanguage('en');
    expect(lang).toBe('zhCN');
  });
});

describe('answer handling (SPEC §7)', () => {
  it('returns a success answer as data', async () => {
    server.use(http.get('*/goform/:name', () => json({ ...success, SerialNumber: 'A1' })));
    const { call, notifier } = setup();
    const result = await call({ name: 'SetInfoParam' });
    expect(result.data).toMatchObject({ code: 'success', SerialNumber: 'A1' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('logs out 1 s after a success that carries reboot:1', async () => {
    server.use(http.get('*/goform/:name', () => json({ ...success, reboot: 1 })));
    const { call, reloadTo, store } = setup();
    store.dispatch(loggedIn({ token: 't', funs: [], name: 'a', userid: '1' }));
    const result = await call({ name: 'GetLanguageSettingItem' });
    expect(result.data).toMatchObject({ reboot: 1 });
    expect(reloadTo).not.toHaveBeenCalled();
    await sleep(1100);
    expect(reloadTo).toHaveBeenCalledWith('/login');
    expect(store.getState().session.token).toBeNull();
  });

  it('on 40104 logs out after 1 s, clears the cookies and reloads on /login, without a toast', async () => {
    server.use(http.get('*/goform/:name', () => json(fail(40104))));
    const { call, reloadTo, notifier, store } = setup();
    localStorage.setItem('Admin-Token', 'old');
    store.dispatch(loggedIn({ token: 'old', funs: ['user'], name: 'a', userid: '1' }));
    const result = await call({ name: 'userlist' });
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: 40104 });
    expect(reloadTo).not.toHaveBeenCalled();
    await sleep(1100);
    expect(reloadTo).toHaveBeenCalledTimes(1);
    expect(reloadTo).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('Admin-Token')).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([10002, 11001])('on %i shows "Token Failed" then logs out after 1 s', async (code) => {
    server.use(http.get('*/goform/:name', () => json(fail(code))));
    const { call, reloadTo, notifier } = setup();
    const result = await call({ name: 'userlist' });
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: code });
    expect(notifier.error).toHaveBeenCalledWith('Token Failed');
    expect(reloadTo).not.toHaveBeenCalled();
    await sleep(1100);
    expect(reloadTo).toHaveBeenCalledWith('/login');
  });

  it('rejects 11000 quietly', async () => {
    server.use(http.get('*/goform/:name', () => json(fail(11000))));
    const { call, notifier, reloadTo } = setup();
    const result = await call({ name: 'x' });
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: 11000 });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('on 11003 sets the superuser flag and rejects without a toast', async () => {
    server.use(http.post('*/goform/chklogin', () => json(fail(11003))));
    const { call, notifier, store } = setup();
    expect(store.getState().session.superuser).toBe(false);
    const result = await call({ name: 'chklogin', method: 'POST', data: { userid: 'x', password: 'y' } });
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: 11003 });
    expect(store.getState().session.superuser).toBe(true);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([10003, 10005])('returns %i to the caller without a message', async (code) => {
    server.use(http.get('*/goform/:name', () => json(fail(code))));
    const { call, notifier } = setup();
    const result = await call({ name: 'x' });
    expect(result.data).toMatchObject({ code: 'fail', retvalue: code });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([10003, 10005])('makes %i an error without a message for a call that asks (a search)', async (code) => {
    server.use(http.get('*/goform/:name', () => json(fail(code))));
    const { call, notifier } = setup();
    const result = await call({ name: 'searchrecord', refusalsAsErrors: true });
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: code });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("returns code 'wait' to the caller", async () => {
    server.use(http.post('*/goform/:name', () => json({ code: 'wait', retvalue: 0, msg: 'wait', progress: 40 })));
    const { call, notifier } = setup();
    const result = await call({ name: 'regfp', method: 'POST' });
    expect(result.data).toMatchObject({ code: 'wait', progress: 40 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('toasts any other failure with the catalogue text of msg and rejects', async () => {
    server.use(http.post('*/goform/chklogin', () => json(fail(40302))));
    const { call, notifier } = setup();
    const result = await call({ name: 'chklogin', method: 'POST' });
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: 40302, msg: '40302' });
    expect(notifier.error).toHaveBeenCalledWith('Password Error');
  });

  it('looks up named catalogue keys', async () => {
    server.use(http.post('*/goform/chklogin', () => json(fail(40302, 'pwdErr_TimeOut'))));
    const { call, notifier } = setup();
    await call({ name: 'chklogin', method: 'POST' });
    expect(notifier.error).toHaveBeenCalledWith('Password error or timeout');
  });

  it('falls back to the generic message for a key the catalogue does not know', async () => {
    server.use(http.get('*/goform/:name', () => json(fail(49999, 'somethingNew'))));
    const { call, notifier } = setup();
    const result = await call({ name: 'x' });
    expect(result.error).toMatchObject({ status: 'DEVICE', retvalue: 49999 });
    expect(notifier.error).toHaveBeenCalledWith('Operation failed');
  });
});

/** A device that answers every GET call after half a second. */
const slowDevice = () =>
  http.get('*/goform/:name', async () => {
    await delay(500);
    return json(success);
  });

describe('network failures', () => {
  it.each([
    ['the connection fails', () => HttpResponse.error(), { status: 'NETWORK' }],
    ['an HTTP status other than 200 comes', () => new HttpResponse('busy', { status: 502 }), { status: 'NETWORK', message: 'HTTP 502' }],
    ['the answer cannot be read', () => answer('<html><body>Internal error</body></html>'), { status: 'NETWORK' }],
  ] as const)('toasts the network message when %s', async (_case, respond, error) => {
    server.use(http.get('*/goform/:name', respond));
    const { call, notifier } = setup();
    const result = await call({ name: 'x' });
    expect(result.error).toMatchObject(error);
    expect(notifier.error).toHaveBeenCalledWith('Network connection failed, please check the network');
  });

  it('gives up after the timeout, with the network message', async () => {
    server.use(slowDevice());
    const { call, notifier } = setup();
    const result = await call({ name: 'x', timeout: 50 });
    expect(result.error).toEqual({ status: 'NETWORK', message: 'Timeout' });
    expect(notifier.error).toHaveBeenCalledWith('Network connection failed, please check the network');
  });

  it('stays quiet when the caller cancels', async () => {
    server.use(slowDevice());
    const { call, notifier } = setup();
    const pending = call({ name: 'x' });
    await expectQuietCancel(pending, notifier);
  });
});

describe('a call the device does not have (older firmware)', () => {
  const page = (name: string) => `<html><head><title>Document Error: Not Found</title></head>\r\n<body><h2>Access Error: Not Found</h2>\r\n<p>Form ${name} is not defined</p></body></html>`;
  it.each([
    ['404 and its web server page', () => new HttpResponse(page('GetDoorState'), { status: 404, headers: { 'Content-Type': 'text/html' } })],
    ['404 and any body', () => new HttpResponse('Not Found', { status: 404 })],
    ['the page at 200 (older builds of the web server)', () => answer(page('GetDoorState'))],
  ])('is told apart, without a toast, when it answers %s', async (_case, respond) => {
    server.use(http.get('*/goform/:name', respond));
    const { call, notifier } = setup();
    const result = await call({ name: 'GetDoorState' });
    expect(result.error).toEqual({ status: 'UNSUPPORTED', name: 'GetDoorState' });
    await sleep(20);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('answers as real terminals write them', () => {
  it.each([
    ['an <html> wrapper', '<html>{"code":"success","retvalue":0,"msg":"Success","n":1}</html>'],
    ['a trailing comma', '{"code":"success","retvalue":0,"msg":"Success","n":1,}'],
    ['unquoted keys', '{code:"success",retvalue:0,msg:"Success",n:1}'],
    ['JSON encoded twice', JSON.stringify(JSON.stringify({ code: 'success', retvalue: 0, msg: 'Success', n: 1 }))],
  ])('reads an answer with %s', async (_label, body) => {
    server.use(http.get('*/goform/:name', () => answer(body)));
    const { call } = setup();
    const result = await call({ name: 'x' });
    expect(result.data).toMatchObject({ code: 'success', n: 1 });
  });
});

describe("the session's time left (the console's warning before the device ends it)", () => {
  afterEach(() => localStorage.clear());
  const SESSION = { token: 'tok-1', funs: ['user'], name: 'admin', userid: '1' };
  /** Logged in as the login page leaves it (the idle limit the device said kept), with the store told. */
  const signedIn = (idle?: number) => {
    keepSession({ ...SESSION, idle });
    const { store, call } = setup();
    store.dispatch(loggedIn(SESSION));
    return call;
  };

  it('starts again at each answer the device gave with the session, not at its refusal', async () => {
    const t0 = Date.now();
    let reply: Record<string, unknown> = success;
    server.use(http.all('*/goform/:name', () => json(reply)));
    const call = signedIn(600);
    expect(sessionTimeLeft(t0)).toBeGreaterThan(599_000);
    expect(sessionTimeLeft(t0 + 600_000)).toBeLessThanOrEqual(1_000);
    localStorage.setItem('tac-session-used-at', String(t0 - 500_000));
    reply = fail(40104);
    await call({ name: 'userlist' });
    expect(sessionTimeLeft(t0)).toBe(100_000);
    reply = fail(40403);
    await call({ name: 'edituser', method: 'POST', data: { userid: '7' } });
    expect(sessionTimeLeft(t0)).toBeGreaterThan(599_000);
  });

  it('does not start again at a call the console made by itself, which says so to the device', async () => {
    let background: string | null = null;
    server.use(http.all('*/goform/:name', ({ request }) => ((background = request.headers.get('X-Background')), json(success))));
    const call = signedIn(600);
    const t0 = Date.now();
    localStorage.setItem('tac-session-used-at', String(t0 - 500_000));
    await call({ name: 'GetPushState', background: true });
    expect(background).toBe('1');
    expect(sessionTimeLeft(t0)).toBe(100_000);
  });

  it('is unknown for a limit too short to warn a minute ahead or too long for a timer', () => {
    for (const idle of [30, 119, 25 * 3600, Number.NaN]) {
      keepSession({ ...SESSION, idle });
      expect(sessionTimeLeft()).toBeUndefined();
    }
    keepSession({ ...SESSION, idle: 120 });
    expect(sessionTimeLeft()).toBeGreaterThan(119_000);
  });

  it('is unknown when the device gave no limit', async () => {
    keepSession(SESSION);
    expect(sessionTimeLeft()).toBeUndefined();
  });
});
