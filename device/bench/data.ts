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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedRecords, seedUsers } from '../src/seed/generate';
import { BUDGET_MS, lastMonth, LIMIT, peakRssMb, probeList, ROOT, seededDatabase, startServer, stopServer, WARMUP, type Probe } from './lists';

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '10000:200000,100000:2000000' },
    runs: { type: 'string', default: '30' },
  },
});
const RUNS = Number(values.runs);
const scales = values.scales.split(',').map((s) => s.split(':').map(Number) as [number, number]);

/** A download in constant memory: the server grows by at most this while it streams. */
const DOWNLOAD_GROWTH_BUDGET_MB = 64;
/** A name part about one user in eighty has (seed/names.ts). */
const USER_SEARCH = 'Novak';

interface ScaleResult {
  users: number;
  records: number;
  seedS: number;
  budgetMs: number;
  probes: Probe[];
  download: { s: number; rows: number; rssBeforeMb: number; rssPeakMb: number; growthMb: number; growthBudgetMb: number; verdict: 'PASS' | 'OVER' };
}

async function benchScale(users: number, records: number): Promise<ScaleResult> {
  const { dir, dbFile, seedS } = seededDatabase((device) => {
    seedUsers(device, users);
    seedRecords(device, records, users);
  });

  const server = await startServer(dbFile);
  try {
    const { base, token } = server;
    const month = lastMonth();
    const probes = [
      ...(await probeList(RUNS, base, token, 'userlist', {}, ['first', 'middle', 'last'])),
      ...(await probeList(RUNS, base, token, 'userlist', { search: USER_SEARCH }, ['filtered', 'filtered, middle', 'filtered, last'])),
      ...(await probeList(RUNS, base, token, 'searchrecord', { order: 'desc' }, ['first', 'middle', 'last'])),
      ...(await probeList(RUNS, base, token, 'searchrecord', { ...month, userid: '', order: 'desc' }, ['filtered', 'filtered, middle', 'filtered, last'])),
      ...(await probeList(RUNS, base, token, 'GetReportFormInfo', {}, ['first', 'middle', 'last'])),
      ...(await probeList(RUNS, base, token, 'GetReportFormInfo', { ...month, userid: '' }, ['filtered', 'filtered, middle', 'filtered, last'])),
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
    await stopServer(server, dir);
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
