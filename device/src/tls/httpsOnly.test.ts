import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { listenOnLoopback, parseAnswer, startTestDevice, type Answer, type TestDevice } from '../testing/harness';
import { keeperOf } from './keeper';
import { testPair } from './testPairs';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over a real socket, plain or TLS (the device's certificate is self-signed). */
function send(scheme: 'http' | 'https', port: number, path: string, options: { method?: string; token?: string; body?: object; host?: string } = {}) {
  const request = scheme === 'https' ? httpsRequest : httpRequest;
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise<Reply>((done, fail) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        rejectUnauthorized: false,
        headers: {
          ...(options.host ? { host: options.host } : {}),
          ...(options.token ? { 'x-token': options.token } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    )
      .on('error', fail)
      .end(payload);
  });
}

describe('a device serving HTTP and HTTPS, with HTTPS only switched from the console', () => {
  let t: TestDevice;
  let ports: { http: number; https: number };
  let admin: string;
  beforeEach(async () => {
    t = await startTestDevice({ tls: await testPair('unit.device'), env: { NET_ROLLBACK_S: '30' } });
    ports = await listenOnLoopback(t);
    admin = await t.login();
  });
  afterEach(() => t.close());

  const call = async (scheme: 'http' | 'https', name: string, fields: object = {}): Promise<Answer> => {
    const reply = await send(scheme, ports[scheme], `/goform/${name}`, { method: 'POST', token: admin, body: fields });
    expect(reply.status).toBe(200);
    return parseAnswer(reply.body);
  };
  const switchOn = () => call('http', 'SetHttpsOnly', { httpsonly: 1 });

  it('answers the same calls on both listeners while HTTPS only is off (the default), with no HSTS', async () => {
    for (const scheme of ['http', 'https'] as const) {
      expect(await call(scheme, 'GetCertificate')).toMatchObject({ code: 'success', https: 1, httpsonly: 0, httpsport: ports.https });
      const page = await send(scheme, ports[scheme], '/login');
      expect(page.status).toBe(404);
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('redirects plain HTTP (pages and calls, 308 keeps the method and body) once switched on, before confirmation', async () => {
    expect(await switchOn()).toMatchObject({ code: 'success', httpsonly: 1, httpsonlyms: 30_000 });
    const page = await send('http', ports.http, '/network/certificate?x=1');
    expect(page).toMatchObject({ status: 308, headers: { location: `https://127.0.0.1:${ports.https}/network/certificate?x=1` } });
    const script = await send('http', ports.http, '/goform/GetCertificate', { method: 'POST', token: admin, body: {} });
    expect(script).toMatchObject({ status: 308, headers: { location: `https://127.0.0.1:${ports.https}/goform/GetCertificate` } });
    expect(await call('https', 'GetCertificate')).toMatchObject({ httpsonly: 1, httpsonlyms: 30_000 });
  });

  it('never sends a browser to a name the device does not answer to: the address the request came to instead', async () => {
    await switchOn();
    const named = (host: string) => send('http', ports.http, '/login', { host }).then((reply) => reply.headers.location);
    expect(await named(`localhost:${ports.http}`)).toBe(`https://localhost:${ports.https}/login`);
    expect(await named('evil.example')).toBe(`https://127.0.0.1:${ports.https}/login`);
    expect(await named('evil.example/path@x')).toBe(`https://127.0.0.1:${ports.https}/login`);
  });

  it('lets plain HTTP answer again by itself when the switch is not confirmed in time, and logs it as the device', async () => {
    await switchOn();
    t.advance(29_000);
    expect((await send('http', ports.http, '/login')).status).toBe(308);
    t.advance(1_000);
    expect((await send('http', ports.http, '/login')).status).toBe(404);
    expect(await call('http', 'GetCertificate')).toMatchObject({ httpsonly: 0 });
    const entries = (await call('http', 'searchAuditLog', { limit: 1, kind: 'certificate' })).record;
    expect(entries).toEqual([expect.objectContaining({ account: '', target: 'httpsonly', changes: [{ field: 'httpsonly', from: '1', to: '0' }] })]);
  });

  it('refuses the confirmation over plain HTTP (10003/confirmOverHttps) but takes a revert there', async () => {
    await switchOn();
    expect(await call('http', 'ConfirmHttpsOnly', { keep: 1 })).toEqual({ code: 'fail', retvalue: 10003, msg: 'confirmOverHttps' });
    expect(await call('https', 'GetCertificate')).toMatchObject({ httpsonly: 1, httpsonlyms: 30_000 });
    expect(await call('http', 'ConfirmHttpsOnly', { keep: 0 })).toMatchObject({ code: 'success', httpsonly: 0 });
    expect((await send('http', ports.http, '/login')).status).toBe(404);
  });

  it('keeps HTTPS only confirmed over HTTPS past the window, then redirects every call and sends HSTS, and switches off at once', async () => {
    await switchOn();
    expect((await send('https', ports.https, '/login')).headers['strict-transport-security']).toBeUndefined();
    const kept = await call('https', 'ConfirmHttpsOnly', { keep: 1 });
    expect(kept).toMatchObject({ code: 'success', httpsonly: 1 });
    expect(kept).not.toHaveProperty('httpsonlyms');
    t.advance(60_000);
    expect((await send('http', ports.http, '/login')).status).toBe(308);
    // Kept, the settling call is no exception any more: a token sent over plain HTTP is never taken.
    expect((await send('http', ports.http, '/goform/ConfirmHttpsOnly?keep=0')).status).toBe(308);
    expect((await send('https', ports.https, '/login')).headers['strict-transport-security']).toBe('max-age=15552000');

    expect(await call('https', 'SetHttpsOnly', { httpsonly: 0 })).toMatchObject({ httpsonly: 0 });
    expect((await send('http', ports.http, '/login')).status).toBe(404);
    expect((await send('https', ports.https, '/login')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is switched off by a full initialization, which keeps the certificate the unit started with', async () => {
    const before = (await call('https', 'GetCertificate')).fingerprint;
    await switchOn();
    await call('https', 'ConfirmHttpsOnly', { keep: 1 });
    expect(await call('https', 'InitMachine', { all: 1 })).toMatchObject({ code: 'success' });
    expect((await send('http', ports.http, '/login')).status).toBe(404);
    // The device restarts after it: its state is read without a call.
    expect(keeperOf(t.device)?.info()).toMatchObject({ httpsonly: 0, fingerprint: before });
  });

  it('is switched by an account with the network right only', async () => {
    const operator = await t.login('operator');
    expect(await t.call('SetHttpsOnly', { httpsonly: 1 }, { token: operator })).toMatchObject({ retvalue: 11000 });
    expect(await t.call('SetHttpsOnly', { httpsonly: 1 }, { token: null })).toMatchObject({ retvalue: 40104 });
    expect((await send('http', ports.http, '/login')).status).toBe(404);
  });
});

describe('a device without a certificate', () => {
  it('refuses HTTPS only (10003/httpsOff)', async () => {
    const t = await startTestDevice();
    const admin = await t.login();
    expect(await t.call('SetHttpsOnly', { httpsonly: 1 }, { token: admin })).toMatchObject({ retvalue: 10003, msg: 'httpsOff' });
    await t.close();
  });
});
