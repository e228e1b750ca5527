import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { isDotPath } from './staticFiles';
import { tempDir } from './testing/tmp';

/** A console build with dot files a careless copy could leave in it (and their precompressed twins). */
function distWithDotFiles() {
  const dist = join(tempDir('tac-dist-'), 'dist');
  for (const dir of ['assets', '.git', '.well-known']) mkdirSync(join(dist, dir), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(dist, '.env'), 'SECRET-ENV');
  writeFileSync(join(dist, '.env.gz'), 'SECRET-ENV-GZ');
  writeFileSync(join(dist, '.git', 'config'), 'SECRET-GIT');
  writeFileSync(join(dist, '.well-known', 'security.txt'), 'SECRET-WELL-KNOWN');
  writeFileSync(join(dist, 'assets', '.hidden.js'), 'SECRET-HIDDEN');
  return dist;
}

describe('dot files of the served folder', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ distDir: distWithDotFiles() });
  });
  afterAll(() => app.close());

  it.each([
    '/.env',
    '/%2eenv',
    '/%2Eenv',
    '/.%65nv',
    '/%2e%65%6e%76',
    '/%252eenv',
    '/.git/config',
    '/%2egit/config',
    '/.git%2fconfig',
    '/.git/',
    '/.git',
    '/.well-known/security.txt',
    '/.well-known/',
    '/assets/.hidden.js',
    '/assets/%2ehidden.js',
    '/assets/../.env',
    '/assets/..%2f.env',
    '//.env',
    '/./.env',
    '/.env?x=1',
  ])('answers 404 for %s, neither the file nor the console page', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url, headers: { 'accept-encoding': 'gzip, br' } });
      expect([method, res.statusCode]).toEqual([method, 404]);
      expect(res.body).not.toMatch(/SECRET|<title>console/);
    }
  });

  it('still serves the console, its files and its client routes (a dot in a query or file name is fine)', async () => {
    expect((await app.inject('/assets/app.js')).body).toContain('console.log');
    for (const url of ['/', '/login', '/user/userList?name=.env', '/index.html']) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<title>console</title>');
    }
  });

  it('tells dot paths however they are spelled', () => {
    expect(isDotPath('/.env')).toBe(true);
    expect(isDotPath('/a/%2E%2E/b')).toBe(true);
    expect(isDotPath('/a\\.git\\config')).toBe(true);
    expect(isDotPath('/%E0%A4%A')).toBe(true);
    expect(isDotPath('/assets/app.1234.js')).toBe(false);
    expect(isDotPath('/login?next=/.env')).toBe(false);
  });
});
