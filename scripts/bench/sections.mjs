// Bytes of the sections (issue 20, "nothing shipped twice"), runnable alone:
// `node scripts/bench/sections.mjs [distDir]` (default dist/, built by scripts/build.mjs).
// 1. The shell's shared chunks (what it provides to the remotes), gzip, per package.
// 2. Per remote, in Chromium as the admin: open the section's first screen (its first menu
//    entry) and count what the browser fetched from the remote's folder — its own chunks
//    (neither remoteEntry.js nor a chunk its mf-manifest.json lists as shared), the shared
//    fallbacks it had to use (a library the shell did not provide), and remoteEntry.js —
//    beside the total of its own chunks on disk. Budget: own chunks ≤ 25 kB gzip.
import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root, startDeviceServer } from '../lib/device-server.mjs';

export const OWN_BUDGET_BYTES = 25_000;
const kB = (bytes) => (bytes / 1000).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const shellTexts = JSON.parse(readFileSync(join(root, 'shared/i18n/src/locales/en/shell.json'), 'utf8'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const sharedAssets = (manifest) =>
  new Map(
    (manifest.shared ?? []).flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])].map((f) => [f, s.name])),
  );

/** The shell's shared chunks by package (a chunk two packages share counts once, under the first). */
export function shellShared(distDir) {
  const manifest = readJson(join(distDir, 'mf-manifest.json'));
  const seen = new Set();
  const byPackage = {};
  for (const s of manifest.shared ?? []) {
    const files = [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])].filter((f) => !seen.has(f));
    for (const f of files) seen.add(f);
    byPackage[s.name] = files.reduce((n, f) => n + gz(join(distDir, f)), 0);
  }
  return { byPackage, total: Object.values(byPackage).reduce((a, b) => a + b, 0) };
}

/** A remote's own chunks on disk: everything but remoteEntry.js and its shared fallbacks. */
function ownOnDisk(remoteDir) {
  const shared = sharedAssets(readJson(join(remoteDir, 'mf-manifest.json')));
  return readdirSync(remoteDir)
    .filter((f) => /\.(js|css)$/.test(f) && f !== 'remoteEntry.js' && !shared.has(f))
    .reduce((n, f) => n + gz(join(remoteDir, f)), 0);
}

export async function sectionsBench(distDir = join(root, 'dist')) {
  const remotes = readJson(join(distDir, 'remotes.json')).remotes;
  const server = await startDeviceServer({ distDir, quiet: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results = [];
  let login;
  let landing;
  try {
    login = await loginBytes(browser, server.baseUrl);
    for (const remote of remotes) {
      const remoteDir = join(distDir, 'remotes', remote.id);
      const descriptor = readJson(join(remoteDir, 'section.json'));
      const manifest = readJson(join(remoteDir, 'mf-manifest.json'));
      const shared = sharedAssets(manifest);
      const page = await browser.newPage();
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel(shellTexts.login.userName).fill('admin');
      await page.getByLabel(shellTexts.login.password, { exact: true }).fill('12345');
      const afterLogin = [];
      const count = (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') afterLogin.push(response.body().then((body) => gzipSync(body).length));
      };
      page.on('response', count);
      await page.getByRole('button', { name: shellTexts.login.submit }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      page.off('response', count);
      // What logging in costs up to the landing screen (the first remote's run only).
      if (!landing) {
        const sizes = await Promise.all(afterLogin);
        landing = { path: new URL(page.url()).pathname, gzip: sizes.reduce((a, b) => a + b, 0), requests: sizes.length };
      }
      const fetched = [];
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith(`/remotes/${remote.id}/`) && /\.(js|css)$/.test(path)) fetched.push(path.slice(`/remotes/${remote.id}/`.length));
      });
      const first = descriptor.menu[0]?.children?.[0]?.path ?? descriptor.menu[0]?.path;
      await page.goto(`${server.baseUrl}${first}`);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      const sum = (files) => files.reduce((n, f) => n + gz(join(remoteDir, f)), 0);
      const own = fetched.filter((f) => f !== 'remoteEntry.js' && !shared.has(f));
      const fallbacks = fetched.filter((f) => shared.has(f));
      results.push({
        id: remote.id,
        screen: first,
        ownFirstScreen: sum(own),
        ownFiles: own.length,
        sharedFallbacks: [...new Set(fallbacks.map((f) => shared.get(f)))],
        sharedFallbackBytes: sum(fallbacks),
        remoteEntry: fetched.includes('remoteEntry.js') ? gz(join(remoteDir, 'remoteEntry.js')) : 0,
        ownOnDisk: ownOnDisk(remoteDir),
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { login, landing, shell: shellShared(distDir), remotes: results };
}

/** /login's first load: JS and CSS until the network is idle (gzip), as scripts/bench.mjs counts it. */
async function loginBytes(browser, baseUrl) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(files);
  await page.close();
  return { gzip: sizes.reduce((a, b) => a + b, 0), requests: sizes.length };
}

export function printSections({ login, landing, shell, remotes }) {
  console.log(`\n### /login: ${kB(login.gzip)} kB gzip JS + CSS in ${login.requests} requests`);
  console.log(`### after login to ${landing.path}: ${kB(landing.gzip)} kB gzip JS + CSS in ${landing.requests} requests`);
  console.log('\n### shell shared chunks (gzip)');
  for (const [name, bytes] of Object.entries(shell.byPackage)) if (bytes) console.log(`  ${name.padEnd(22)} ${kB(bytes)} kB`);
  console.log(`  ${'total'.padEnd(22)} ${kB(shell.total)} kB`);
  console.log('\n### each remote on its first screen (gzip)');
  console.log('  remote          screen                        own     budget   remoteEntry  fallbacks  own on disk');
  for (const r of remotes) {
    const verdict = r.ownFirstScreen <= OWN_BUDGET_BYTES ? 'PASS' : 'OVER';
    console.log(
      `  ${r.id.padEnd(15)} ${r.screen.padEnd(29)} ${kB(r.ownFirstScreen).padStart(6)} kB ${verdict}  ${kB(r.remoteEntry).padStart(6)} kB  ${kB(r.sharedFallbackBytes).padStart(6)} kB${r.sharedFallbacks.length ? ` (${r.sharedFallbacks.join(', ')})` : ''}  ${kB(r.ownOnDisk).padStart(6)} kB`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.argv[2] ?? join(root, 'dist'));
  printSections(await sectionsBench(distDir));
}
