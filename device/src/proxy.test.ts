import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { PROXY_BODY_LIMIT, registerDeviceProxy } from './proxy';
import { ADMIN_PASSWORD } from './testing/harness';

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
  terminal.all('/goform/*', async (request) => {
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
  { method = 'GET', path, headers = {}, body, waitForContinue = false }: { method?: string; path: string; headers?: Record<string, string | number>; body?: Buffer; waitForContinue?: boolean },
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString(), continued }));
    });
    req.on('error', reject);
    if (waitForContinue) {
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
    } else req.end(body);
  });
}

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
    } finally {
      await app.close();
      await terminal.close();
    }
  });
});
