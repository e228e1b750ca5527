import { ADMIN_PASSWORD, startTestDevice, type TestDevice } from '../testing/harness';

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice({ env: { TRUSTED_ORIGINS: 'http://localhost:3000' } });
});
afterEach(() => t.close());

const userCount = () => (t.device.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n;
const HOST = 'localhost:80';

describe('no forged requests', () => {
  it('refuses a cross-site form post that carries the session cookie and even the token, and changes nothing', async () => {
    const token = await t.login();
    const before = userCount();
    const forged: Record<string, string>[] = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      // Another port of the same host is another origin: a browser calls it "same-site".
      { origin: 'http://localhost:8081', 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const answer = await t.call(
        'adduser',
        { userid: 9001, username: 'Mallory', password: '1234', confirm: '1234', admin: 1 },
        { as: 'form', token, headers: { ...headers, cookie: `Admin-Token=${token}`, host: HOST } },
      );
      expect([headers, answer]).toEqual([headers, { code: 'fail', retvalue: 10002, msg: '10002' }]);
    }
    expect(userCount()).toBe(before);
  });

  it('refuses a cross-site GET (an <img> or a link) to restart the device', async () => {
    const token = await t.login();
    const answer = await t.call('RestartMachine', { token }, { method: 'GET', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(answer.retvalue).toBe(10002);
    expect(t.device.isOffline()).toBe(false);
  });

  it('refuses a cross-site login, so a page elsewhere cannot log the browser into its own account', async () => {
    const answer = await t.call('chklogin', { userid: 'admin', password: ADMIN_PASSWORD }, { headers: { origin: 'http://evil.example', host: HOST } });
    expect(answer.retvalue).toBe(10002);
  });

  it('obeys the console itself (same origin), scripts that send no browser headers, and a trusted dev origin', async () => {
    const token = await t.login();
    const sameOrigin = { origin: `http://${HOST}`, host: HOST, 'sec-fetch-site': 'same-origin' };
    expect((await t.call('checkPower', {}, { token, headers: sameOrigin })).code).toBe('success');
    // A link the user opens by hand (download) says "none".
    expect((await t.call('checkPower', {}, { token, headers: { 'sec-fetch-site': 'none' } })).code).toBe('success');
    expect((await t.call('checkPower', {}, { token })).code).toBe('success');
    const dev = { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' };
    expect((await t.call('checkPower', {}, { token, headers: dev })).code).toBe('success');
  });
});

describe('behind a trusted proxy (TRUSTED_PROXIES)', () => {
  it("takes the Origin the DEVICE_URL proxy rewrote to the terminal's own address, over the connection's scheme, whatever scheme the client used", async () => {
    const behind = await startTestDevice({ trustedProxies: ['127.0.0.1'] });
    try {
      const login = (headers: Record<string, string>) =>
        behind.call('chklogin', { userid: 'admin', password: ADMIN_PASSWORD }, { client: '127.0.0.1', headers: { host: HOST, 'x-forwarded-for': '192.0.2.10', ...headers } });
      // The console was served over HTTPS by the proxy; the proxy reaches the terminal over HTTP.
      expect((await login({ origin: `http://${HOST}`, 'x-forwarded-proto': 'https' })).code).toBe('success');
      // A TLS front-end that leaves Origin alone: the forwarded scheme is the device's too.
      expect((await login({ origin: `https://${HOST}`, 'x-forwarded-proto': 'https' })).code).toBe('success');
      expect((await login({ origin: 'http://evil.example', 'x-forwarded-proto': 'https' })).retvalue).toBe(10002);
    } finally {
      await behind.close();
    }
  });
});
