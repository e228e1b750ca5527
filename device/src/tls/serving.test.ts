import { statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { tempDir } from '../testing/tmp';
import { allowedHosts } from '../goform/host';
import { redirectServer } from './redirect';
import { startPair } from './startPair';

describe('the HTTP listener of an HTTPS device', () => {
  const server = redirectServer(8443, allowedHosts({ ALLOWED_HOSTS: 'terminal.example' }));
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  const send = (method: string, path: string, host: string) =>
    new Promise<{ status?: number; headers: Record<string, unknown> }>((done, fail) => {
      request({ host: '127.0.0.1', port, method, path, headers: { host } }, (res) => {
        res.resume();
        done({ status: res.statusCode, headers: res.headers });
      })
        .on('error', fail)
        .end(method === 'POST' ? '{}' : undefined);
    });

  it('sends every request to the same host and path on the HTTPS port, keeping the method (308), without HSTS', async () => {
    const page = await send('GET', '/network/ethernet?x=1', '192.168.1.20:8080');
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe('https://192.168.1.20:8443/network/ethernet?x=1');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const call = await send('POST', '/goform/chklogin', 'terminal.example:8080');
    expect(call).toMatchObject({ status: 308, headers: { location: 'https://terminal.example:8443/goform/chklogin' } });
    expect((await send('GET', '/', '[::1]:8080')).headers.location).toBe('https://[::1]:8443/');
  });

  it('never sends a browser to a name the device does not answer to: the address the request came to instead', async () => {
    expect((await send('GET', '/', 'evil.example/path@x')).headers.location).toBe('https://127.0.0.1:8443/');
    expect((await send('GET', '/login', 'evil.example')).headers.location).toBe('https://127.0.0.1:8443/login');
    expect((await send('GET', '/', 'evil.example:8080')).headers.location).toBe('https://127.0.0.1:8443/');
  });
});

describe('the pair an HTTPS start serves', () => {
  it('serves nothing (plain HTTP) without TLS_CERT, TLS_KEY or TLS_SELF_SIGNED', async () => {
    expect(await startPair({}, '/nowhere/device.db')).toBeUndefined();
  });

  it('refuses half a pair, and names a file it cannot read', async () => {
    await expect(startPair({ TLS_CERT: '/x.pem' }, 'device.db')).rejects.toThrow('TLS_CERT and TLS_KEY go together');
    await expect(startPair({ TLS_CERT: '/nowhere/c.pem', TLS_KEY: '/nowhere/k.pem' }, 'device.db')).rejects.toThrow(
      'TLS_CERT: cannot read /nowhere/c.pem',
    );
  });

  it('makes a self-signed pair beside the database on first use (key readable by its owner only), then reuses it', async () => {
    const dir = tempDir('tls-start-');
    const dbFile = join(dir, 'device.db');
    const first = await startPair({ TLS_SELF_SIGNED: '1' }, dbFile);
    expect(first?.notice).toContain(join(dir, 'tls-cert.pem'));
    expect(new X509Certificate(first!.pair.cert).checkHost('localhost')).toBe('localhost');
    expect(statSync(join(dir, 'tls-key.pem')).mode & 0o777).toBe(0o600);
    const again = await startPair({ TLS_SELF_SIGNED: '1' }, dbFile);
    expect(again).toEqual({ pair: first!.pair });
  });
});
