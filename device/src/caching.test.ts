/**
 * Contract of the device's HTTP caching of the console (issue 20, "cache like a static site"):
 * content-hashed files are kept a year without asking again; pages, the registry, section
 * descriptors, manifests and remote entries are revalidated by ETag on every use (304 when
 * unchanged), so a redeployed remote is picked up at once. Every .html page is treated like
 * index.html. Each kind is checked in the three encodings the device serves (built .br/.gz
 * siblings or the plain file).
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildApp } from './app';
import { cacheControlOf } from './staticFiles';
import { tempDir } from './testing/tmp';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Writes a file of the build and, as scripts/build.mjs does for text assets, its .br and .gz siblings. */
function put(dist: string, path: string, content: string, compressed = true) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (!compressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'x'.repeat(2000)}</body></html>`;

function consoleBuild() {
  const dist = join(tempDir('tac-cache-'), 'dist');
  put(dist, 'index.html', page('console'));
  put(dist, 'login.html', page('login'));
  put(dist, 'remotes.json', JSON.stringify({ remotes: [{ id: 'users', entry: '/remotes/users/', permission: 'user' }] }));
  put(dist, 'mf-manifest.json', JSON.stringify({ id: 'shell', shared: [] }));
  put(dist, 'remotes/users/remoteEntry.js', 'var users = "entry v1";');
  put(dist, 'remotes/users/mf-manifest.json', JSON.stringify({ id: 'users', exposes: [] }));
  put(dist, 'remotes/users/section.json', JSON.stringify({ id: 'users', base: { path: '/user' } }));
  put(dist, 'remotes/users/__federation_expose_section.4f2ae3fd.js', 'export const section = 1;');
  put(dist, 'main.acfc15d8.js', 'console.log("main");');
  put(dist, '1019.a11c446b.js', 'console.log("chunk");', false);
  put(dist, 'main.0badcafe.css', 'body{color:red}');
  put(dist, 'assets/tac-logo.6556fc6a.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  put(dist, 'tac-favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  return dist;
}

/** [url, Cache-Control, whether a compressed sibling exists] for every kind of file of a build. */
const FILES: [string, string, boolean][] = [
  ['/index.html', REVALIDATE, true],
  ['/login.html', REVALIDATE, true],
  ['/remotes.json', REVALIDATE, true],
  ['/mf-manifest.json', REVALIDATE, true],
  ['/remotes/users/remoteEntry.js', REVALIDATE, true],
  ['/remotes/users/mf-manifest.json', REVALIDATE, true],
  ['/remotes/users/section.json', REVALIDATE, true],
  ['/tac-favicon.svg', REVALIDATE, false],
  ['/main.acfc15d8.js', IMMUTABLE, true],
  ['/main.0badcafe.css', IMMUTABLE, true],
  ['/1019.a11c446b.js', IMMUTABLE, false],
  ['/remotes/users/__federation_expose_section.4f2ae3fd.js', IMMUTABLE, true],
  ['/assets/tac-logo.6556fc6a.svg', IMMUTABLE, false],
];

const ENCODINGS: [string, string | undefined][] = [
  ['br, gzip', 'br'],
  ['gzip', 'gzip'],
  ['identity', undefined],
];

describe('caching of the console (static files)', () => {
  const dist = consoleBuild();
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ distDir: dist });
  });
  afterAll(() => app.close());

  describe.each(FILES)('%s', (url, cacheControl, compressed) => {
    it.each(ENCODINGS)(`is sent with Cache-Control "${cacheControl}", an ETag, and 304 when revalidated (Accept-Encoding: %s)`, async (accept, encoding) => {
      const first = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(cacheControl);
      expect(String(first.headers.vary ?? '')).toMatch(/accept-encoding/i);
      expect(first.headers['content-encoding']).toBe(compressed ? encoding : undefined);
      const etag = first.headers.etag;
      expect(typeof etag).toBe('string');

      const again = await app.inject({ url, headers: { 'accept-encoding': accept, 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(cacheControl);
    });
  });

  it.each(['/', '/login', '/user/userList', '/advSetting/recordList?x=1'])(
    'answers client route %s with the page, revalidated by ETag (304 when unchanged)',
    async (url) => {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(REVALIDATE);
      const again = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    },
  );

  it('picks up a redeployed remote at once: the old ETag no longer matches', async () => {
    const url = '/remotes/users/remoteEntry.js';
    const before = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    put(dist, 'remotes/users/remoteEntry.js', 'var users = "entry v2, a longer build";');
    const later = new Date(Date.now() + 60_000);
    for (const suffix of ['', '.br', '.gz']) utimesSync(join(dist, `remotes/users/remoteEntry.js${suffix}`), later, later);
    const after = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it.each([
    ['/main.acfc15d8.js', false],
    ['/main.0badcafe.css', false],
    ['/remotes.json', false],
    ['/remotes/users/mf-manifest.json', false],
    ['/remotes/users/remoteEntry.js?v=1', false],
    ['/login', true],
    ['/user/userList', true],
    ['/index.html', true],
    ['/tac-favicon.svg', true],
    ['/goform/chklogin', true],
  ])('sends %s the headers only a document reads: %s (the others to every answer, a revalidation too)', async (url, document) => {
    const first = await app.inject({ url });
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    for (const res of first.headers.etag ? [first, again] : [first]) {
      expect(res.headers['content-security-policy'] !== undefined).toBe(document);
      expect(res.headers['x-frame-options'] !== undefined).toBe(document);
      expect(res.headers['cross-origin-opener-policy'] !== undefined).toBe(document);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('never lets a page be kept as immutable, whatever its name', () => {
    expect(cacheControlOf('/dist/login.1a2b3c4d.html')).toBe(REVALIDATE);
    expect(cacheControlOf('/dist/index.html.br')).toBe(REVALIDATE);
    expect(cacheControlOf('/dist/main.1a2b3c4d.js.gz')).toBe(IMMUTABLE);
    expect(cacheControlOf('/dist/remotes/users/remoteEntry.js')).toBe(REVALIDATE);
  });
});
