/**
 * Event log bench (issue 35: "first/last/filtered page ≤ 100 ms with 1,000,000 events"): seeds a
 * temporary database with users and a year of events (seedEvents), runs the real server and
 * prints the median latency of searchEvents pages, newest first, beside the budget: the first and
 * the last page of the whole log, and the first and last page filtered by type (alarms), door,
 * user, code and one month; then the time of the full download.
 * Usage: tsx device/bench/events.ts [--events 1000000] [--users 10000] [--runs 30]
 */
import { parseArgs } from 'node:util';
import { seedEvents, seedUsers } from '../src/seed/generate';
import { BUDGET_MS, lastMonth, LIMIT, probeList, seededDatabase, startServer, stopServer, WARMUP, type Probe } from './lists';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '30' },
  },
});
const EVENTS = Number(values.events);
const USERS = Number(values.users);
const RUNS = Number(values.runs);

async function main() {
  const { dir, dbFile, seedS } = seededDatabase((device) => {
    seedUsers(device, USERS);
    seedEvents(device, EVENTS, USERS);
  });
  const server = await startServer(dbFile);
  try {
    const { base, token } = server;
    const ends: Probe['page'][] = ['filtered', 'filtered, last'];
    const month = lastMonth();
    const filters: Record<string, string>[] = [
      { type: 'alarm' },
      { door: '1' },
      { userid: String(Math.ceil(USERS / 2)) },
      { code: '152' },
      month,
      { ...month, type: 'access', door: '2' },
    ];
    const probes = await probeList(RUNS, base, token, 'searchEvents', {}, ['first', 'last']);
    for (const filter of filters) probes.push(...(await probeList(RUNS, base, token, 'searchEvents', filter, ends)));
    const d0 = performance.now();
    const res = await fetch(`${base}/DownloadEvents?_t=1`, { headers: { 'x-token': token } });
    let rows = -1; // the header line
    for await (const chunk of res.body!) rows += (chunk as Uint8Array).reduce((n, b) => n + (b === 10 ? 1 : 0), 0);
    const downloadS = (performance.now() - d0) / 1000;

    const out = ['', '### Event log bench', '', `${EVENTS} events, ${USERS} users (seeded in ${seedS.toFixed(1)} s); median of ${RUNS} calls after ${WARMUP} warm-up calls, ${LIMIT} rows a page; budget ${BUDGET_MS} ms a page.`, ''];
    out.push('| page | filter | start | count | median (ms) | verdict |', '|---|---|---:|---:|---:|---|');
    for (const p of probes) {
      const filter = Object.entries(p.filter).map(([k, v]) => `${k}=${v}`).join(' ') || 'none';
      out.push(`| ${p.page} | ${filter} | ${p.start} | ${p.count} | ${p.ms.toFixed(1)} | ${p.verdict} |`);
    }
    out.push('', `DownloadEvents, every event: ${rows} rows in ${downloadS.toFixed(1)} s.`);
    const over = probes.filter((p) => p.verdict === 'OVER').length;
    out.push('', over ? `${over} page(s) OVER budget.` : 'Every page within budget.');
    console.log(out.join('\n'));
    if (over) process.exitCode = 1;
  } finally {
    await stopServer(server, dir);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
