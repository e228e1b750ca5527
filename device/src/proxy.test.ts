import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { PROXY_BODY_LIMIT, registerDeviceProxy } from './proxy';
import { ADMIN_PASSWORD, parseAnswer, startTestDevice } from './testing/harness';

/** What the terminal saw of one call. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
  sha: string;
}

/** A stand-in terminal on a free loopback port: it records every call and echoes what it got. */
async function startTerminal() {
  const seen: Seen[] = [];
  const terminal = Fastify();
  terminal.removeAllContentTypeParsers();
  terminal.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * PROXY_BODY_LIMIT }, (_r, body, done) => done(null, body));
  terminal.all('/*', async (request) => {
    const body = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
    const entry = { method: request.method, url: request.url, headers: request.headers, bytes: body.length, sha: createHash('sha256').update(body).digest('hex') };
    seen.push(entry);
    return { code: 'success', retvalue: 0, msg: 'Success', bytes: entry.bytes, sha: entry.sha };
  });
  const url = await terminal.listen({ port: 0, host: '127.0.0.1' });
  return { url, seen, close: () => terminal.close() };
}

/** A raw HTTP call to `base`, so headers, chunking and 100-continue are exactly as written. */
function call(
  base: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
    waitForContinue = false,
    localAddress,
  }: {
    method?: string;
    path: string;
    headers?: Record<string, string | number>;
    body?: Buffer | Iterable<Buffer>;
    waitForContinue?: boolean;
    /** The client's own address (another loopback one, e.g. 127.0.0.5). */
    localAddress?: string;
  },
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(new URL(path, base), { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString(), continued }));
    });
    req.on('error', reject);
    const send = () => (body === undefined || Buffer.isBuffer(body) ? req.end(body) : Readable.from(body).pipe(req));
    if (waitForContinue) {
      req.on('continue', () => {
        continued = true;
        send();
      });
    } else send();
  });
}

/** The answer a terminal gives a cross-site call (goform/answer.ts). */
const CROSS_SITE = { status: 200, text: '{"code":"fail","retvalue":10002,"msg":"10002"}' };

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('the DEVICE_URL proxy', () => {
  let terminal: Awaited<ReturnType<typeof startTerminal>>;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    terminal = await startTerminal();
    app = await buildApp({ distDir: '/nonexistent', deviceUrl: terminal.url });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await terminal.close();
  });
  beforeEach(() => {
    terminal.seen.length = 0;
  });

  it('forwards GET with its query and POST bodies byte for byte, multipart boundary included', async () => {
    const get = await call(base, { path: '/goform/userlist?start=0&limit=20&_t=1', headers: { 'x-token': 'abc' } });
    expect(get.status).toBe(200);
    expect(terminal.seen[0]).toMatchObject({ method: 'GET', url: '/goform/userlist?start=0&limit=20&_t=1' });
    expect(terminal.seen[0]!.headers['x-token']).toBe('abc');

    const json = Buffer.from(JSON.stringify({ userid: 'admin', password: ADMIN_PASSWORD }));
    await call(base, { method: 'POST', path: '/goform/chklogin', headers: { 'content-type': 'application/json' }, body: json });
    expect(terminal.seen[1]).toMatchObject({ method: 'POST', bytes: json.length, sha: sha(json) });

    const multipart = Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="firmware"; filename="fw.bin"\r\n\r\nTACFW2...\r\n--XyZ--\r\n');
    const type = 'multipart/form-data; boundary=XyZ';
    await call(base, { method: 'POST', path: '/goform/UpdateMachine', headers: { 'content-type': type }, body: multipart });
    expect(terminal.seen[2]).toMatchObject({ bytes: multipart.length, sha: sha(multipart) });
    expect(terminal.seen[2]!.headers['content-type']).toBe(type);
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE'])('answers %s with 405 and forwards nothing', async (method) => {
    const res = await call(base, { method, path: '/goform/chklogin' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
    expect(terminal.seen).toHaveLength(0);
  });

  it('sets X-Forwarded-For/-Proto/-Host from the connection and drops the ones the client made up', async () => {
    await call(base, {
      path: '/goform/SetInfoParam',
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': '443',
        forwarded: 'for=6.6.6.6;proto=https',
        'x-real-ip': '6.6.6.6',
      },
    });
    const { headers } = terminal.seen[0]!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(headers).not.toHaveProperty('forwarded');
    expect(headers).not.toHaveProperty('x-forwarded-port');
    expect(headers).not.toHaveProperty('x-real-ip');
  });

  it('takes an upload sent with Expect: 100-continue', async () => {
    const image = Buffer.alloc(200_000, 7);
    const res = await call(base, {
      method: 'POST',
      path: '/goform/UpdateMachine',
      headers: { 'content-type': 'application/octet-stream', 'content-length': image.length, expect: '100-continue' },
      body: image,
      waitForContinue: true,
    });
    expect(res.continued).toBe(true);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'success', bytes: image.length, sha: sha(image) });
    expect(terminal.seen[0]!.headers).not.toHaveProperty('expect');
  });

  it('refuses a body declared over 64 MiB with 413 without forwarding it', async () => {
    const res = await call(base, {
      method: 'POST',
      path: '/goform/UpdateMachine',
      headers: { 'content-type': 'application/octet-stream', 'content-length': PROXY_BODY_LIMIT + 1, expect: '100-continue' },
      waitForContinue: true,
    });
    expect(res.status).toBe(413);
    expect(res.continued).toBe(false);
    expect(terminal.seen).toHaveLength(0);
  });

  it("rewrites a same-origin browser call's Origin and Referer to the terminal's origin, beside the terminal's Host", async () => {
    const own = new URL(base).origin;
    const upstream = new URL(terminal.url);
    await call(base, {
      method: 'POST',
      path: '/goform/chklogin',
      headers: { origin: own, referer: `${own}/login?redirect=%2Fusers`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    const { headers } = terminal.seen[0]!;
    expect(headers.host).toBe(upstream.host);
    expect(headers.origin).toBe(upstream.origin);
    expect(headers.referer).toBe(`${upstream.origin}/login?redirect=%2Fusers`);
    expect(headers['sec-fetch-site']).toBe('same-origin');
    expect(headers['x-forwarded-host']).toBe(new URL(base).host);

    // Sec-Fetch-Site same-origin without an Origin (a GET): no Origin is made up; a script's call passes as it is.
    await call(base, { path: '/goform/userlist', headers: { 'sec-fetch-site': 'same-origin', referer: `${own}/users` } });
    expect(terminal.seen[1]!.headers).not.toHaveProperty('origin');
    expect(terminal.seen[1]!.headers.referer).toBe(`${upstream.origin}/users`);
    await call(base, { path: '/goform/userlist', headers: { referer: 'http://elsewhere.example/page' } });
    expect(terminal.seen[2]!.headers).toMatchObject({ host: upstream.host, referer: 'http://elsewhere.example/page' });
    expect(terminal.seen[2]!.headers).not.toHaveProperty('origin');
  });

  it('answers a cross-site browser call as the terminal would (10002) and forwards nothing: a foreign Origin is never laundered', async () => {
    const { port } = new URL(base);
    const forged: Record<string, string>[] = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      // Another port of the same host is another origin, whatever Sec-Fetch-Site claims.
      { origin: `http://127.0.0.1:${Number(port) + 1}`, 'sec-fetch-site': 'same-origin' },
      { origin: `https://127.0.0.1:${port}` },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      // The terminal's own origin is foreign to the console's: a page served by the terminal is another site.
      { origin: new URL(terminal.url).origin },
    ];
    for (const headers of forged) {
      for (const method of ['GET', 'POST']) {
        const res = await call(base, { method, path: '/goform/chklogin?userid=admin&password=12345', headers: { ...headers, 'content-type': 'application/json' }, body: method === 'POST' ? Buffer.from('{}') : undefined });
        expect([headers, method, res.status, res.text]).toEqual([headers, method, CROSS_SITE.status, CROSS_SITE.text]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
    const anviz = await call(base, { path: '/anviz/login?userid=admin&password=12345', headers: { origin: 'http://evil.example' } });
    expect(anviz.text).toBe(CROSS_SITE.text);
    expect(terminal.seen).toHaveLength(0);
  });

  it('refuses a call whose Host is a name the proxy does not answer to (DNS rebinding) and forwards nothing', async () => {
    const { port } = new URL(base);
    const host = `rebind.evil.example:${port}`;
    const res = await call(base, { path: '/goform/chklogin?userid=admin&password=12345', headers: { host, origin: `http://${host}` } });
    expect(res.text).toBe(CROSS_SITE.text);
    expect(terminal.seen).toHaveLength(0);
  });

  it("proxies newer firmware's /anviz/ login and /goform/openapi.json like any call", async () => {
    const login = await call(base, { path: '/anviz/login?userid=admin&password=12345' });
    expect(login.status).toBe(200);
    expect(terminal.seen[0]).toMatchObject({ method: 'GET', url: '/anviz/login?userid=admin&password=12345' });
    await call(base, { path: '/goform/openapi.json' });
    expect(terminal.seen[1]).toMatchObject({ method: 'GET', url: '/goform/openapi.json' });
    expect((await call(base, { method: 'PUT', path: '/anviz/login' })).status).toBe(405);
    // Only these prefixes: a look-alike path is not forwarded.
    await call(base, { path: '/anvizzz/login' });
    expect(terminal.seen).toHaveLength(2);
  });

  it('streams a chunked upload of many pieces whole to the terminal', async () => {
    const piece = Buffer.alloc(64 * 1024, 3);
    const pieces = Array.from({ length: 100 }, () => piece);
    const res = await call(base, { method: 'POST', path: '/goform/UpdateMachine', headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' }, body: pieces });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ bytes: 100 * piece.length, sha: sha(Buffer.concat(pieces)) });
  });
});

/** A DEVICE_URL proxy on a free loopback port in front of `upstream`. */
async function proxyOn(upstream: string, options?: { bodyLimit?: number }) {
  const app = Fastify();
  await registerDeviceProxy(app, upstream, options);
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

const EARLY_REFUSAL = '{"code":"fail","retvalue":40303,"msg":"40303"}';

/** A terminal that answers every call at once, reading nothing of its body; `closes` whether it then closes. */
async function earlyRefusingTerminal(closes: boolean) {
  const headers = { 'content-type': 'text/html', ...(closes ? { connection: 'close' } : {}) };
  const terminal = createServer((_req, res) => res.writeHead(200, headers).end(EARLY_REFUSAL));
  await new Promise<void>((listening) => terminal.listen(0, '127.0.0.1', listening));
  const close = () => {
    terminal.closeAllConnections();
    return new Promise((closed) => terminal.close(closed));
  };
  return { url: `http://127.0.0.1:${(terminal.address() as AddressInfo).port}`, close };
}

/** A body that never ends. */
function* endless() {
  const piece = Buffer.alloc(16 * 1024, 4);
  for (;;) yield piece;
}

describe('an endless body', () => {
  it('is answered 413 at the limit and its connection closed, not drained for ever', async () => {
    const terminal = await startTerminal();
    const { app, base } = await proxyOn(terminal.url, { bodyLimit: 1024 * 1024 });
    try {
      const outcome = await new Promise<{ status: number; closed: boolean }>((resolve) => {
        const req = httpRequest(new URL('/goform/UpdateMachine', base), { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } });
        let status = 0;
        req.on('response', (res) => {
          status = res.statusCode ?? 0;
          res.resume();
        });
        // The proxy closes the connection: the upload stops there (whether or not the answer was read first).
        req.on('close', () => resolve({ status, closed: true }));
        req.on('error', () => undefined);
        Readable.from(endless()).pipe(req).on('error', () => undefined);
      });
      expect(outcome.closed).toBe(true);
      expect([0, 413]).toContain(outcome.status);
      expect(terminal.seen).toHaveLength(0);
    } finally {
      await app.close();
      await terminal.close();
    }
  });
});

describe('the proxy and its terminal', () => {
  // A body the terminal's socket buffers still hold: with a larger one, the terminal's close resets
  // the connection while the proxy writes, and the client gets 502 instead (as it did when the proxy
  // buffered bodies).
  it('passes on an answer the terminal gives before reading the body (a refusal that closes)', async () => {
    const terminal = await earlyRefusingTerminal(true);
    const { app, base } = await proxyOn(terminal.url);
    try {
      const image = Buffer.alloc(64 * 1024, 1);
      const res = await call(base, { method: 'POST', path: '/goform/UpdateMachine', headers: { 'content-type': 'application/octet-stream', 'content-length': image.length }, body: image });
      expect(res.status).toBe(200);
      expect(res.text).toBe(EARLY_REFUSAL);
    } finally {
      await app.close();
      await terminal.close();
    }
  });

  it('closes the connection after an answer the terminal gives before the body ends, so an endless body is not drained', async () => {
    // A terminal that answers at once and keeps its connection open, reading nothing.
    const terminal = await earlyRefusingTerminal(false);
    const { app, base } = await proxyOn(terminal.url);
    try {
      const outcome = await new Promise<{ status: number; text: string; connection?: string }>((resolve) => {
        const req = httpRequest(new URL('/goform/UpdateMachine', base), { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } });
        let answer = { status: 0, text: '', connection: undefined as string | undefined };
        req.on('response', (res) => {
          answer = { status: res.statusCode ?? 0, text: '', connection: res.headers.connection };
          res.setEncoding('utf8');
          res.on('data', (c: string) => (answer.text += c));
        });
        req.on('close', () => resolve(answer));
        req.on('error', () => undefined);
        // The proxy closes the connection while the client still writes: its write fails, as it should.
        Readable.from(endless()).pipe(req).on('error', () => undefined);
      });
      expect(outcome).toEqual({ status: 200, text: EARLY_REFUSAL, connection: 'close' });
    } finally {
      await app.close();
      await terminal.close();
    }
  });

  it('answers 502 when the terminal cannot be reached', async () => {
    const gone = createServer();
    await new Promise<void>((listening) => gone.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
    await new Promise((closed) => gone.close(closed));
    const app = Fastify();
    await registerDeviceProxy(app, url);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await call(base, { method: 'POST', path: '/goform/chklogin', headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') });
      expect([res.status, res.text]).toEqual([502, 'Bad gateway']);
    } finally {
      await app.close();
    }
  });
});

describe('the proxy in front of the emulator (TRUSTED_PROXIES=127.0.0.1)', () => {
  /** A client at another loopback address than the proxy's, so the two can be told apart. */
  const CLIENT = '127.0.0.5';

  async function start(trustedProxies: string[] | undefined) {
    const device = await startTestDevice({ quirks: 'legacy', trustedProxies });
    const upstream = await device.app.listen({ port: 0, host: '127.0.0.1' });
    const proxy = await buildApp({ distDir: '/nonexistent', deviceUrl: upstream });
    const base = await proxy.listen({ port: 0, host: '127.0.0.1' });
    const close = async () => {
      await proxy.close();
      await device.close();
    };
    return { device: device.device, base, close };
  }

  const addresses = (device: Awaited<ReturnType<typeof startTestDevice>>['device'], kind: string) =>
    device.db.prepare<[string], { address: string }>('SELECT address FROM audit_log WHERE kind = ? ORDER BY id').all(kind).map((r) => r.address);

  it("logs the console in as a same-origin browser would, and the terminal's audit log and lockout see the client, not the proxy", async () => {
    const { device, base, close } = await start(['127.0.0.1']);
    try {
      const login = (password: string, localAddress = CLIENT) =>
        call(base, {
          method: 'POST',
          path: `/goform/chklogin?_t=${Date.now()}`,
          headers: { origin: new URL(base).origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify({ userid: 'admin', password })),
          localAddress,
        });
      const good = await login(ADMIN_PASSWORD);
      expect(parseAnswer(good.text)).toMatchObject({ code: 'success', token: expect.any(String) });
      expect(addresses(device, 'login')).toEqual([CLIENT]);

      const wrong = await login('99999', '127.0.0.6');
      expect(parseAnswer(wrong.text)).toMatchObject({ code: 'fail', retvalue: 40302 });
      expect(addresses(device, 'loginFailed')).toEqual(['127.0.0.6']);

      // A cross-site page cannot log in through the proxy either.
      const forged = await call(base, { method: 'POST', path: '/goform/chklogin', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ userid: 'admin', password: ADMIN_PASSWORD })) });
      expect(forged.text).toBe(CROSS_SITE.text);
      expect(addresses(device, 'login')).toEqual([CLIENT]);
    } finally {
      await close();
    }
  });

  it('without TRUSTED_PROXIES the terminal sees the proxy, whatever X-Forwarded-For says', async () => {
    const { device, base, close } = await start(undefined);
    try {
      await call(base, { method: 'POST', path: '/goform/chklogin', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ userid: 'admin', password: ADMIN_PASSWORD })), localAddress: CLIENT });
      expect(addresses(device, 'login')).toEqual(['127.0.0.1']);
    } finally {
      await close();
    }
  });
});

describe('the proxy body limit', () => {
  it('cuts a chunked body off at the limit (413) and forwards nothing; a body within it passes', async () => {
    const terminal = await startTerminal();
    const app = Fastify();
    await registerDeviceProxy(app, terminal.url, { bodyLimit: 1000 });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const over = await call(base, {
        method: 'POST',
        path: '/goform/adduser',
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        body: Buffer.alloc(5000, 1),
      });
      expect(over.status).toBe(413);
      expect(terminal.seen).toHaveLength(0);
      const within = await call(base, {
        method: 'POST',
        path: '/goform/adduser',
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        body: Buffer.alloc(900, 1),
      });
      expect(within.status).toBe(200);
      expect(terminal.seen).toEqual([expect.objectContaining({ bytes: 900 })]);
      // Pieces already forwarded when the count passes the limit: the call to the terminal is cut off too.
      terminal.seen.length = 0;
      const streamed = await call(base, {
        method: 'POST',
        path: '/goform/adduser',
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        body: Array.from({ length: 10 }, () => Buffer.alloc(300, 2)),
      });
      expect([streamed.status, streamed.text]).toEqual([413, 'Payload too large']);
      expect(streamed.headers.connection).toBe('close');
      await new Promise((settled) => setTimeout(settled, 50));
      expect(terminal.seen).toHaveLength(0);
    } finally {
      await app.close();
      await terminal.close();
    }
  });
});
