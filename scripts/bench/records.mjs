// Records bench of the Data Report section (issue 10 item 4), called by scripts/bench.mjs
// and runnable alone: `node scripts/bench/records.mjs [--scales 10000:200000,100000:2000000] [--runs 5]`.
// Per scale: seeds a temporary database (npm run seed), serves the built console from it and,
// in Chromium, times Search → first rows painted on the Record List (a user's records and a
// one-month range, median of the runs), then the CSV download handed to the browser: its time,
// the server's peak resident memory (VmHWM) and the tab's JS heap before and after; at scales of
// up to 200,000 records, the XLSX and PDF exports made in the browser (time, file, peak JS heap).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ACCOUNTS_ENV, ADMIN_PASSWORD, root, startDeviceServer } from '../lib/device-server.mjs';

const texts = JSON.parse(readFileSync(join(root, 'remotes/data-report/src/locales/en.json'), 'utf8'));
const shell = JSON.parse(readFileSync(join(root, 'shared/i18n/src/locales/en/shell.json'), 'utf8'));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const vmHwmMb = (pid) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

function seed(db, users, records) {
  const t0 = performance.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'device/src/seed/cli.ts', '--users', String(users), '--records', String(records), '--db', db], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...ACCOUNTS_ENV },
  });
  if (res.status !== 0) throw new Error(`seeding ${records} records failed`);
  return (performance.now() - t0) / 1000;
}

/**
 * Clicks Search and resolves, inside the page, once the table has been busy with the new
 * search and shows its rows again, and a frame has been painted with them.
 */
function searchToFirstRows(page) {
  return page.evaluate((label) => {
    const main = document.querySelector('main') ?? document.body;
    const button = [...main.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no rows within 30 s')), 30_000);
      let busy = false;
      const t0 = performance.now();
      const observer = new MutationObserver(() => {
        const table = main.querySelector('table[aria-busy]');
        if (table?.getAttribute('aria-busy') === 'true') busy = true;
        if (!busy || !table || table.getAttribute('aria-busy') !== 'false' || !table.querySelector('tbody tr')) return;
        observer.disconnect();
        clearTimeout(timer);
        // The frame after the one that paints the rows.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // Of which the device's answer (the last searchrecord call, as the browser timed it).
            const call = performance.getEntriesByType('resource').filter((e) => e.name.includes('/goform/searchrecord')).at(-1);
            resolve({ total: performance.now() - t0, device: call?.duration ?? NaN });
          }),
        );
      });
      observer.observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
      button?.click();
    });
  }, texts.search.submit);
}

async function heapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** Rows the XLSX and PDF exports are timed at (issue 36): made in the browser, page by page. */
const EXPORT_ROWS_MAX = 200_000;

/**
 * One XLSX or PDF export of every record through the browser: from the click to the file, and
 * the tab's peak JS heap meanwhile (CDP Performance.getMetrics JSHeapUsedSize, every 250 ms).
 */
async function timedExport(page, label) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    const t0 = performance.now();
    const downloading = page.waitForEvent('download', { timeout: 3_600_000 });
    await page.getByRole('main').getByRole('button', { name: label }).click();
    const download = await downloading;
    const seconds = (performance.now() - t0) / 1000;
    return { seconds, bytes: statSync(await download.path()).size, peakHeapMb: peak / 1024 / 1024 };
  } finally {
    sampling = false;
    await sampler;
    await cdp.detach();
  }
}

async function benchScale(browser, distDir, users, records, runs) {
  const dir = mkdtempSync(join(tmpdir(), 'tac-records-bench-'));
  const db = join(dir, 'device.db');
  const seedS = seed(db, users, records);
  const server = await startDeviceServer({ distDir, env: { DEVICE_DB: db }, quiet: true });
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel(shell.login.userName).fill('admin');
    await page.getByLabel(shell.login.password, { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: shell.login.submit }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const main = page.getByRole('main');

    const timed = async (prepare) => {
      await page.goto(`${server.baseUrl}/advSetting/recordList`);
      await main.locator('table tbody tr').first().waitFor();
      await prepare();
      return searchToFirstRows(page);
    };
    // Newest punch date: the device clock decides what "a month" is (a login lands on the status home: open the list first).
    await page.goto(`${server.baseUrl}/advSetting/recordList`);
    const newest = (await main.locator('table tbody tr td').first().textContent()) ?? '';
    const userMs = [];
    const monthMs = [];
    for (let i = 0; i < runs; i++) {
      const userid = String(1 + ((i * 7919) % users));
      userMs.push(await timed(() => main.getByLabel(texts.search.userId).fill(userid)));
      const to = await page.evaluate(async () => {
        const res = await fetch(`/goform/searchrecord?start=0&limit=1&_t=${Date.now()}`, {
          headers: { 'X-Token': localStorage.getItem('Admin-Token') ?? '' },
        });
        return (await res.json()).record[0].datetime.slice(0, 10);
      });
      const from = new Date(Date.parse(`${to}T00:00:00Z`) - (30 + i) * 86_400_000).toISOString().slice(0, 10);
      monthMs.push(
        await timed(async () => {
          await main.getByLabel(texts.search.from).fill(from);
          await main.getByLabel(texts.search.to).fill(to);
        }),
      );
    }

    // Download of every record through the browser, as a user would.
    await page.goto(`${server.baseUrl}/advSetting/recordList`);
    await main.locator('table tbody tr').first().waitFor();
    const heapBefore = await heapMb(page);
    const rssBefore = vmHwmMb(server.pid);
    const t0 = performance.now();
    const downloading = page.waitForEvent('download', { timeout: 600_000 });
    await main.getByRole('button', { name: texts.download.button }).click();
    const download = await downloading;
    const file = await download.path();
    const downloadS = (performance.now() - t0) / 1000;
    const bytes = statSync(file).size;
    const heapAfter = await heapMb(page);
    const rssPeak = vmHwmMb(server.pid);
    const exports = records <= EXPORT_ROWS_MAX ? { xlsx: await timedExport(page, texts.download.xlsx), pdf: await timedExport(page, texts.download.pdf) } : undefined;
    await page.close();
    const med = (xs, k) => median(xs.map((x) => x[k]));
    return { users, records, seedS, userMs: med(userMs, 'total'), userDeviceMs: med(userMs, 'device'), monthMs: med(monthMs, 'total'), monthDeviceMs: med(monthMs, 'device'), newest, downloadS, bytes, rssBefore, rssPeak, heapBefore, heapAfter, exports };
  } finally {
    await context.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string[]} argv @param {string} [builtDir] the build to serve (default dist/) */
export async function recordsBench(argv = [], builtDir = join(root, 'dist')) {
  const { values } = parseArgs({
    args: argv,
    options: { scales: { type: 'string', default: '10000:200000,100000:2000000' }, runs: { type: 'string', default: '5' } },
    strict: false,
  });
  const scales = String(values.scales).split(',').map((s) => s.split(':').map(Number));
  const runs = Number(values.runs) || 5;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // A snapshot of dist/, so a build running beside the bench cannot pull files from under it.
  const distDir = mkdtempSync(join(tmpdir(), 'tac-records-dist-'));
  cpSync(builtDir, distDir, { recursive: true });
  const results = [];
  try {
    for (const [users, records] of scales) results.push(await benchScale(browser, distDir, users, records, runs));
  } finally {
    await browser.close();
    rmSync(distDir, { recursive: true, force: true });
  }
  const f = (n, d = 1) => n.toFixed(d);
  console.log('\n### Data Report records bench (Chromium, built console)');
  console.log('| users | records | seed (s) | Search → first rows painted, one user, median (ms) (of which device answer) | same, one month | download in browser (s) | CSV MB | server peak RSS before / after (MB) | tab JS heap before / after (MB) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.users} | ${r.records} | ${f(r.seedS)} | ${f(r.userMs, 0)} (${f(r.userDeviceMs, 0)}) | ${f(r.monthMs, 0)} (${f(r.monthDeviceMs, 0)}) | ${f(r.downloadS)} | ${f(r.bytes / 1e6)} | ${f(r.rssBefore, 0)} / ${f(r.rssPeak, 0)} | ${f(r.heapBefore)} / ${f(r.heapAfter)} |`,
    );
  }
  console.log(`\n### XLSX and PDF exports of every record, made in the browser (Chromium; scales up to ${EXPORT_ROWS_MAX} records)`);
  console.log('| records | XLSX (s) | XLSX MB | XLSX peak JS heap (MB) | PDF (s) | PDF MB | PDF peak JS heap (MB) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const { records, exports: e } of results) {
    if (e) console.log(`| ${records} | ${f(e.xlsx.seconds)} | ${f(e.xlsx.bytes / 1e6)} | ${f(e.xlsx.peakHeapMb, 0)} | ${f(e.pdf.seconds)} | ${f(e.pdf.bytes / 1e6)} | ${f(e.pdf.peakHeapMb, 0)} |`);
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await recordsBench(process.argv.slice(2));
}
