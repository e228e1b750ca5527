#!/usr/bin/env node
// `npm run bench` (reported, never part of `npm test`):
// 1. for every brand (shell/brands/*.json): build it, then measure the first load of /login
//    in Chromium (JS + CSS until network idle) against the budget, and each remote's own
//    chunks (gzip, without the chunks it shares);
// 2. the device's data bench (device/bench/data.ts) when it exists;
// 3. the Data Report records bench (scripts/bench/records.mjs).
// Results also go to .bench/results.json. The default brand is built last so dist/ ends as usual.
// Arguments go to the data bench, e.g. `npm run bench -- --scales 10000:200000 --runs 10`.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, startDeviceServer } from './lib/device-server.mjs';

const LOGIN_BUDGET_BYTES = 250_000; // issue 2 item 11: /login first load ≤ 250 kB gzip JS + CSS
const DEFAULT_BRAND = 'tac';
const distDir = join(root, 'dist');
const kB = (bytes) => (bytes / 1000).toFixed(1);

function brands() {
  const ids = readdirSync(join(root, 'shell/brands'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
  return [...ids.filter((id) => id !== DEFAULT_BRAND), ...ids.filter((id) => id === DEFAULT_BRAND)];
}

function build(brand) {
  console.log(`\n[bench] building brand ${brand}`);
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BRAND: brand },
  });
  return res.status === 0;
}

/** Files a remote shares (listed under `shared` in its mf-manifest.json) are not its own bytes. */
function remoteSizes() {
  const dir = join(distDir, 'remotes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((id) => {
    const remoteDir = join(dir, id);
    const manifest = JSON.parse(readFileSync(join(remoteDir, 'mf-manifest.json'), 'utf8'));
    const shared = new Set(
      (manifest.shared ?? []).flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]),
    );
    const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
    const gz = (file) => gzipSync(readFileSync(join(remoteDir, file))).length;
    let own = 0;
    let sharedBytes = 0;
    let entryBytes = 0;
    for (const file of readdirSync(remoteDir).filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
      if (file === entry) entryBytes += gz(file);
      else if (shared.has(file)) sharedBytes += gz(file);
      else own += gz(file);
    }
    return { id, ownGzip: own, remoteEntryGzip: entryBytes, sharedGzip: sharedBytes };
  });
}

/** First load of /login: every JS and CSS response until the network is idle. */
async function loginLoad(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const { responseBodySize } = await response.request().sizes();
          return {
            url: new URL(response.url()).pathname,
            transfer: responseBodySize,
            raw: body.length,
            gzip: gzipSync(body).length,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    const sum = (key) => files.reduce((n, f) => n + f[key], 0);
    const compressed = files.every((f) => f.encoding !== 'identity');
    // The budget is stated in gzip; the wire may carry brotli (smaller), shown as transfer.
    return { files, transfer: sum('transfer'), raw: sum('raw'), gzip: sum('gzip'), compressed, measured: sum('gzip') };
  } finally {
    await browser.close();
  }
}

function printBrand(result) {
  console.log(`\n### brand ${result.brand}`);
  if (result.error) {
    console.log(`ERROR: ${result.error}`);
    return;
  }
  const { login } = result;
  const verdict = login.measured <= LOGIN_BUDGET_BYTES ? 'PASS' : 'OVER';
  console.log('| /login first load | files | transfer kB | raw kB | gzip kB | budget kB | verdict |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  console.log(
    `| JS + CSS | ${login.files.length} | ${kB(login.transfer)} | ${kB(login.raw)} | ${kB(login.gzip)} | ${kB(LOGIN_BUDGET_BYTES)} | ${verdict} |`,
  );
  const encodings = [...new Set(login.files.map((f) => f.encoding))].join(', ');
  console.log(`content-encoding: ${encodings}; the verdict uses the gzip size${login.compressed ? '' : ' (some files came uncompressed)'}.`);
  const heaviest = [...login.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  console.log(`heaviest: ${heaviest.map((f) => `${f.url} ${kB(f.gzip)} kB`).join(', ')}`);
  console.log('\n| remote | own chunks gzip kB | remoteEntry gzip kB | shared chunks gzip kB |');
  console.log('|---|---:|---:|---:|');
  for (const r of result.remotes) {
    console.log(`| ${r.id} | ${kB(r.ownGzip)} | ${kB(r.remoteEntryGzip)} | ${kB(r.sharedGzip)} |`);
  }
}

async function benchBrand(brand) {
  if (!build(brand)) return { brand, error: 'build failed' };
  const server = await startDeviceServer({ distDir, quiet: true });
  try {
    const login = await loginLoad(server.baseUrl);
    return { brand, login: { ...login, budget: LOGIN_BUDGET_BYTES }, remotes: remoteSizes() };
  } catch (err) {
    return { brand, error: err.message };
  } finally {
    await server.stop();
  }
}

function dataBench() {
  const script = join(root, 'device/bench/data.ts');
  if (!existsSync(script)) {
    console.log('\n[bench] device/bench/data.ts not present: data bench skipped');
    return { skipped: true };
  }
  console.log('\n### device data bench');
  const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...process.argv.slice(2)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(res.stdout ?? '');
  // The data bench ends with its figures as JSON (<!-- data-bench-json {...} -->): kept structured.
  const json = /<!-- data-bench-json (.*) -->/.exec(res.stdout ?? '')?.[1];
  return { exitCode: res.status, ...(json ? JSON.parse(json) : {}), output: res.stdout };
}

const results = { date: new Date().toISOString(), brands: [] };
for (const brand of brands()) {
  const result = await benchBrand(brand);
  printBrand(result);
  results.brands.push(result);
}
results.data = dataBench();
// Data Report (issue 10 item 4): Search → first rows painted and the CSV download, in Chromium.
const { recordsBench } = await import('./bench/records.mjs');
results.records = await recordsBench(process.argv.slice(2)).catch((err) => {
  console.log(`\n[bench] records bench failed: ${err.message}`);
  return { error: err.message };
});

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\n[bench] results written to .bench/results.json');
const broken = results.brands.some((b) => b.error) || (results.data.exitCode ?? 0) !== 0 || Boolean(results.records.error);
process.exit(broken ? 1 : 0);
