import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { endpoint } from '@tac/goform/contract';
import { buildApp } from './app';
import { createDevice } from './device';
import { DeviceError, DeviceWait } from './goform/errors';
import { route } from './goform/registry';
import { authModule } from './modules/auth';
import { parseAnswer, T0 } from './testing/harness';
import { tempDir } from './testing/tmp';

/** A console build beside a secret that must never be served. */
function fakeDist() {
  const root = tempDir('tac-dist-');
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'login.html'), '<!doctype html><title>login page</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(root, 'secret.txt'), 'TOP-SECRET');
  return dist;
}

describe('static console', () => {
  const dist = fakeDist();
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ distDir: dist });
  });
  afterAll(() => app.close());

  it('serves the console page with a strict content security policy, and its scripts as nothing but scripts', async () => {
    const script = await app.inject('/assets/app.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('console.log');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/login', '/login/', '/login?redirect=%2Fuser'])('answers the login page, a document of its own, for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>login page</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/loginx', '/user/userList', '/advSetting/recordList?x=1'])('answers the console for client route %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>console</title>');
  });

  it('caches content-hashed files for a year and revalidates the rest (page, registry, descriptors) by ETag', async () => {
    writeFileSync(join(dist, 'main.1a2b3c4d.js'), 'console.log("hashed")');
    writeFileSync(join(dist, 'remotes.json'), '{"remotes":[]}');
    const hashed = await app.inject('/main.1a2b3c4d.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/remotes.json', '/assets/app.js', '/']) {
      const res = await app.inject(url);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-cache']);
    }
    const first = await app.inject('/remotes.json');
    const again = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('lets in the remotes the served registry points at elsewhere, and follows a replaced registry', async () => {
    const registry = (entries: string[]) =>
      writeFileSync(join(dist, 'remotes.json'), JSON.stringify({ remotes: entries.map((entry, i) => ({ id: `r${i}`, entry, permission: 'user' })) }));
    registry(['/remotes/users/', 'https://sections.example:8443/machine/v2/']);
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://sections.example:8443;");
    expect(csp).toContain("connect-src 'self' https://sections.example:8443;");
    // An operator replaces remotes.json: no rebuild, no restart.
    await new Promise((r) => setTimeout(r, 20));
    registry(['/remotes/users/']);
    const after = String((await app.inject('/')).headers['content-security-policy']);
    expect(after).toContain("script-src 'self';");
    expect(after).not.toContain('sections.example');
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const res = await app.inject('/assets/missing.js');
    expect(res.statusCode).toBe(404);
  });

  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/%252e%252e%252fsecret.txt',
    '/....//secret.txt',
    '/assets/..%00/secret.txt',
  ])('never serves a file outside dist for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('TOP-SECRET');
  });
});

describe('goform dispatch', () => {
  const probe = endpoint({ name: 'Probe', method: 'POST', access: 'public', getForScripts: true, request: z.object({ mode: z.string() }), response: z.object({}), doc: 'test' });
  const device = createDevice({
    dbFile: ':memory:',
    modules: [
      authModule,
      {
        name: 'probe',
        migrations: [],
        routes: [
          route(
            probe,
            ({ input }) => {
              if (input.mode === 'throw') throw new Error('boom');
              if (input.mode === 'fail') throw new DeviceError(40403);
              if (input.mode === 'wait') throw new DeviceWait({ progress: 50 });
              return { echoed: input.mode };
            },
            { fieldCodes: { mode: 40102 } },
          ),
        ],
      },
    ],
    now: () => T0,
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ device, distDir: '/nonexistent' });
  });
  afterAll(() => app.close());

  const post = async (payload: string | object, contentType = 'application/json', url = '/goform/Probe') => {
    const res = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    return parseAnswer(res.body);
  };

  it('answers success with the payload beside the envelope, from JSON, form, text or query', async () => {
    expect(await post({ mode: 'x' })).toEqual({ code: 'success', retvalue: 0, msg: 'Success', echoed: 'x' });
    expect(await post('mode=y', 'application/x-www-form-urlencoded')).toMatchObject({ echoed: 'y' });
    expect(await post('mode=z', 'text/plain')).toMatchObject({ echoed: 'z' });
    const viaQuery = await app.inject({ method: 'GET', url: '/goform/Probe?mode=q&_t=1' });
    expect(parseAnswer(viaQuery.body)).toMatchObject({ echoed: 'q' });
  });

  it('answers refusals, waits and unexpected failures in the envelope, never a 5xx', async () => {
    expect(await post({ mode: 'fail' })).toEqual({ code: 'fail', retvalue: 40403, msg: '40403' });
    expect(await post({ mode: 'wait' })).toEqual({ code: 'wait', retvalue: 0, msg: 'wait', progress: 50 });
    expect(await post({ mode: 'throw' })).toEqual({ code: 'fail', retvalue: 10001, msg: '10001' });
  });

  it('maps invalid input to the field code or 10003', async () => {
    expect(await post({ mode: 5 })).toEqual({ code: 'fail', retvalue: 40102, msg: '40102' });
    expect(await post('{not json', 'application/json')).toMatchObject({ retvalue: 10003 });
    expect(await post('[1,2]', 'application/json')).toMatchObject({ retvalue: 10003 });
    expect(await post({ mode: 'x' }, 'application/json', '/goform/NoSuchThing')).toMatchObject({ retvalue: 10003 });
    expect(await post({ mode: 'x' }, 'application/json', '/goform/a/b')).toMatchObject({ retvalue: 10003 });
  });

  it('refuses every call with 10001/deviceOffline while the device restarts', async () => {
    device.offlineUntil = T0 + 1;
    expect(await post({ mode: 'x' })).toEqual({ code: 'fail', retvalue: 10001, msg: 'deviceOffline' });
    device.offlineUntil = 0;
    expect(await post({ mode: 'x' })).toMatchObject({ code: 'success' });
  });
});

describe('proxy to a real terminal', () => {
  it('forwards /goform/ with its query, body and headers, and still serves the console locally', async () => {
    const Fastify = (await import('fastify')).default;
    const terminal = Fastify();
    terminal.post('/goform/chklogin', async (req) => ({ code: 'success', seen: req.body, token: req.headers['x-token'] ?? '' }));
    const upstream = await terminal.listen({ port: 0, host: '127.0.0.1' });
    const dist = fakeDist();
    const app = await buildApp({ distDir: dist, deviceUrl: upstream });
    const res = await app.inject({
      method: 'POST',
      url: '/goform/chklogin?_t=5',
      payload: { userid: 'admin' },
      headers: { 'x-token': 'abc' },
    });
    expect(JSON.parse(res.body)).toEqual({ code: 'success', seen: { userid: 'admin' }, token: 'abc' });
    expect((await app.inject('/login')).body).toContain('<title>login page</title>');
    await app.close();
    await terminal.close();
  });
});
