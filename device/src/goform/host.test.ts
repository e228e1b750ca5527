import { hostname } from 'node:os';
import { ADMIN_PASSWORD, parseAnswer, startTestDevice, type TestDevice } from '../testing/harness';
import { allowedHosts, hostName, isOwnHost } from './host';

describe('the names the device answers to (DNS rebinding)', () => {
  const allowed = allowedHosts({ ALLOWED_HOSTS: 'Terminal-3.site.example, gate.example' });

  it('takes address literals, localhost, its own name and the configured names, with or without a port', () => {
    for (const host of ['192.168.1.20', '192.168.1.20:8080', '[fe80::1]:80', '[::1]', 'localhost:5173', `${hostname()}:80`, 'terminal-3.site.example', 'GATE.example.']) {
      expect([host, isOwnHost(host, allowed)]).toEqual([host, true]);
    }
    expect(isOwnHost(undefined, allowed)).toBe(true);
  });

  it('refuses any other name, however it is spelled', () => {
    for (const host of ['evil.example', 'evil.example:8080', 'localhost.evil.example', '192.168.1.20.nip.io', 'terminal-3.site.example.evil', '']) {
      expect([host, isOwnHost(host, allowed)]).toEqual([host, false]);
    }
  });

  it('reads the name part of a Host header', () => {
    expect(hostName('[::1]:8080')).toBe('::1');
    expect(hostName('Device.Local:80')).toBe('device.local');
    expect(hostName('10.0.0.7')).toBe('10.0.0.7');
  });
});

describe('a call that names another host', () => {
  let t: TestDevice;
  beforeEach(async () => {
    t = await startTestDevice({ env: { ALLOWED_HOSTS: 'terminal.site.example' } });
  });
  afterEach(() => t.close());

  const login = (host: string, origin?: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/goform/chklogin',
        payload: { userid: 'admin', password: ADMIN_PASSWORD },
        headers: { host, ...(origin ? { origin } : {}) },
      })
      .then((r) => parseAnswer(r.body));

  it('is refused with 10002 before anything else, even as same-origin: a page rebound to the device logs in nowhere', async () => {
    expect(await login('rebind.evil.example:8080', 'http://rebind.evil.example:8080')).toEqual({ code: 'fail', retvalue: 10002, msg: '10002' });
    expect(await login('rebind.evil.example')).toMatchObject({ retvalue: 10002 });
  });

  it('passes under the device address, localhost or a configured name', async () => {
    for (const host of ['192.168.1.20:8080', 'localhost:80', 'terminal.site.example']) {
      expect(await login(host, `http://${host}`)).toMatchObject({ code: 'success' });
    }
  });
});
