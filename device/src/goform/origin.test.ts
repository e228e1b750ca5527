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
