/**
 * Data bench of the emulated terminal (issue 3 §11): seeds temporary databases at
 * device capacity and at ten times that, runs the real server as a child process,
 * and prints, per scale, a markdown table of the median latency (over `--runs`, after
 * three warm-up calls) of every list page the console asks for, beside the 100 ms budget:
 *  - userlist, searchrecord (newest first, the console's default) and GetReportFormInfo:
 *    the first page, a page in the middle, the last page (start = (pages - 1) × limit, as
 *    the console's Last button asks), and a filtered search (users: a name substring;
 *    records and report: one month) on its first, middle and last page;
 *  - time and peak server memory (VmHWM) of DownloadRecordForm over every record.
 * Pages hold 100 rows, the most a call may ask for.
 *
 * The results also go to `.bench/results.json` under `data` (the same shape `npm run bench`
 * writes there, `{ exitCode, output }`, plus `date` and `scales` with every figure), and the
 * last line of the output is `<!-- data-bench-json {...} -->` with the same figures, so they
 * reach the file inside `output` when scripts/bench.mjs runs this and rewrites it.
 * Usage: tsx device/bench/data.ts [--scales 10000:200000,100000:2000000] [--runs 30]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDevice } from '../src/device';
import { modules } from '../src/modules';
import { seedRecords, seedUsers } from '../src/seed/generate';
import { freePort } from '../src/testing/freePort';
import { ADMIN_PASSWORD, TEST_ACCOUNTS_ENV } from '../src/testing/harness';

const ROOT = resolve(__dirname, '../..');
const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '10000:200000,100000:2000000' },
    runs: { type: 'string', default: '30' },
  },
});
const RUNS = Number(values.runs);
const WARMUP = 3;
const scales = values.scales.split(',').map((s) => s.split(':').map(Number) as [number, number]);

/** Every list page answers within this (issue: "every list page instant at ten times capacity"). */
const BUDGET_MS = 100;
/** A download in constant memory: the server grows by at most this while it streams. */
const DOWNLOAD_GROWTH_BUDGET_MB = 64;
const LIMIT = 100;
/** A name part about one user in eighty has (seed/names.ts). */
const USER_SEARCH = 'Novak';


/** Peak resident memory of a process so far, in MB. */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startServer(dbFile: string): Promise<{ child: ChildProcess; base: string; token: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'device/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_ACCOUNTS_ENV, PORT: String(port), HOST: '127.0.0.1', DEVICE_DB: dbFile, DIST_DIR: '/nonexistent', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/goform`;
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${base}/chklogin`, { method: 'POST', body: `userid=admin&password=${ADMIN_PASSWORD}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      return { child, base, token: ((await res.json()) as { token: string }).token };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

interface ListAnswer {
  code: string;
  count: number;
  record: unknown[];
}

async function ask(base: string, token: string, name: string, query: Record<string, string | number>): Promise<ListAnswer> {
  const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), _t: String(Date.now()) });
  const res = await fetch(`${base}/${name}?${qs}`, { headers: { 'x-token': token } });
  const body = (await res.json()) as ListAnswer;
  if (body.code !== 'success') throw new Error(`${name} ${qs}: ${JSON.stringify(body)}`);
  return body;
}

/** Median time of one call, and its answer (checked: a page inside the list is never empty). */
async function medianMs(base: string, token: string, name: string, query: Record<string, string | number>) {
  const times: number[] = [];
  let answer: ListAnswer | undefined;
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const t0 = performance.now();
    answer = await ask(base, token, name, query);
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, rows: answer!.record.length, count: answer!.count };
}

/** The last full calendar month before the device's clock. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

type PageName = 'first' | 'middle' | 'last' | 'filtered' | 'filtered, middle' | 'filtered, last';

interface Probe {
  list: string;
  page: PageName;
  /** The filter, as the call's query (without start and limit). */
  filter: Record<string, string>;
  start: number;
  count: number;
  rows: number;
  ms: number;
  verdict: 'PASS' | 'OVER';
}

interface ScaleResult {
  users: number;
  records: number;
  seedS: number;
  budgetMs: number;
  probes: Probe[];
  download: { s: number; rows: number; rssBeforeMb: number; rssPeakMb: number; growthMb: number; growthBudgetMb: number; verdict: 'PASS' | 'OVER' };
}

/** Pages of one list: first, middle and last without a filter, or the same with one (filtered). */
async function probeList(
  base: string,
  token: string,
  list: string,
  filter: Record<string, string>,
  pages: PageName[],
): Promise<Probe[]> {
  const { count } = await ask(base, token, list, { ...filter, start: 0, limit: 1 });
  const lastPage = Math.max(0, Math.ceil(count / LIMIT) - 1);
  const startOf: Record<PageName, number> = {
    first: 0,
    middle: Math.floor(lastPage / 2) * LIMIT,
    last: lastPage * LIMIT,
    filtered: 0,
    'filtered, middle': Math.floor(lastPage / 2) * LIMIT,
    'filtered, last': lastPage * LIMIT,
  };
  const probes: Probe[] = [];
  for (const page of pages) {
    const start = startOf[page];
    const m = await medianMs(base, token, list, { ...filter, start, limit: LIMIT });
    const expected = Math.min(LIMIT, Math.max(0, count - start));
    if (m.rows !== expected || m.count !== count) throw new Error(`${list} ${page}: ${m.rows} rows of ${m.count}, expected ${expected} of ${count}`);
    probes.push({ list, page, filter, start, count, rows: m.rows, ms: m.ms, verdict: m.ms <= BUDGET_MS ? 'PASS' : 'OVER' });
  }
  return probes;
}

async function benchScale(users: number, records: number): Promise<ScaleResult> {
  const dir = mkdtempSync(join(tmpdir(), 'tac-bench-'));
  const dbFile = join(dir, 'device.db');
  const t0 = performance.now();
  const device = createDevice({ dbFile, modules, env: { ...process.env, ...TEST_ACCOUNTS_ENV } });
  seedUsers(device, users);
  seedRecords(device, records, users);
  device.db.pragma('optimize');
  device.close();
  const seedS = (performance.now() - t0) / 1000;

  const server = await startServer(dbFile);
  try {
    const { base, token } = server;
    const month = lastMonth();
    const probes = [
      ...(await probeList(base, token, 'userlist', {}, ['first', 'middle', 'last'])),
      ...(await probeList(base, token, 'userlist', { search: USER_SEARCH }, ['filtered', 'filtered, middle', 'filtered, last'])),
      ...(await probeList(base, token, 'searchrecord', { order: 'desc' }, ['first', 'middle', 'last'])),
      ...(await probeList(base, token, 'searchrecord', { ...month, userid: '', order: 'desc' }, ['filtered', 'filtered, middle', 'filtered, last'])),
      ...(await probeList(base, token, 'GetReportFormInfo', {}, ['first', 'middle', 'last'])),
      ...(await probeList(base, token, 'GetReportFormInfo', { ...month, userid: '' }, ['filtered', 'filtered, middle', 'filtered, last'])),
    ];
    const rssBeforeMb = peakRssMb(server.child.pid!);
    const d0 = performance.now();
    const res = await fetch(`${base}/DownloadRecordForm?_t=1`, { headers: { 'x-token': token } });
    let rows = -1; // the header line
    for await (const chunk of res.body!) rows += (chunk as Uint8Array).reduce((n, b) => n + (b === 10 ? 1 : 0), 0);
    const s = (performance.now() - d0) / 1000;
    const rssPeakMb = peakRssMb(server.child.pid!);
    const growthMb = rssPeakMb - rssBeforeMb;
    return {
      users,
      records,
      seedS,
      budgetMs: BUDGET_MS,
      probes,
      download: {
        s,
        rows,
        rssBeforeMb,
        rssPeakMb,
        growthMb,
        growthBudgetMb: DOWNLOAD_GROWTH_BUDGET_MB,
        verdict: growthMb <= DOWNLOAD_GROWTH_BUDGET_MB && rows === records ? 'PASS' : 'OVER',
      },
    };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const f = (n: number, d = 1) => n.toFixed(d);
const describeFilter = (filter: Record<string, string>) =>
  Object.entries(filter)
    .filter(([k, v]) => v !== '' && k !== 'order')
    .map(([k, v]) => `${k}=${v}`)
    .join(' ') || 'none';

function report(results: ScaleResult[]): string {
  const out: string[] = ['', '### Device data bench', ''];
  out.push(`Median of ${RUNS} calls after ${WARMUP} warm-up calls, ${LIMIT} rows a page; budget ${BUDGET_MS} ms a page.`);
  for (const r of results) {
    out.push('', `#### ${r.users} users, ${r.records} records (seeded in ${f(r.seedS)} s)`, '');
    out.push('| call | page | filter | start | rows | count | median (ms) | budget (ms) | verdict |');
    out.push('|---|---|---|---:|---:|---:|---:|---:|---|');
    for (const p of r.probes) {
      out.push(`| ${p.list} | ${p.page} | ${describeFilter(p.filter)} | ${p.start} | ${p.rows} | ${p.count} | ${f(p.ms)} | ${r.budgetMs} | ${p.verdict} |`);
    }
  }
  out.push('', '#### DownloadRecordForm, every record', '');
  out.push('| users | records | rows | time (s) | server peak RSS before / after (MB) | growth (MB) | growth budget (MB) | verdict |');
  out.push('|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const d = r.download;
    out.push(`| ${r.users} | ${r.records} | ${d.rows} | ${f(d.s)} | ${f(d.rssBeforeMb, 0)} / ${f(d.rssPeakMb, 0)} | ${f(d.growthMb, 0)} | ${d.growthBudgetMb} | ${d.verdict} |`);
  }
  const over = results.flatMap((r) => [...r.probes.filter((p) => p.verdict === 'OVER'), ...(r.download.verdict === 'OVER' ? [r.download] : [])]).length;
  out.push('', over ? `${over} figure(s) OVER budget.` : 'Every figure within budget.');
  return out.join('\n');
}

/** Puts the figures under `data` of .bench/results.json, leaving the rest of the file as it is. */
function writeResults(output: string, results: ScaleResult[]): void {
  const dir = join(ROOT, '.bench');
  const file = join(dir, 'results.json');
  mkdirSync(dir, { recursive: true });
  let all: Record<string, unknown> = {};
  try {
    if (existsSync(file)) all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    all = {};
  }
  all.data = { exitCode: 0, output, date: new Date().toISOString(), scales: results };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

async function main() {
  const results: ScaleResult[] = [];
  for (const [users, records] of scales) results.push(await benchScale(users, records));
  const text = `${report(results)}\n\n<!-- data-bench-json ${JSON.stringify({ date: new Date().toISOString(), scales: results })} -->\n`;
  process.stdout.write(text);
  writeResults(text, results);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
