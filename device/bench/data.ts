/**
 * Data bench of the emulated terminal (issue 3 §11): seeds temporary databases at
 * device capacity and at ten times that, runs the real server as a child process,
 * and prints a markdown table of
 *  - median latency of the first userlist page, a one-month searchrecord and report page,
 *  - time and peak server memory (VmHWM) of DownloadRecordForm over every record.
 * Usage: tsx device/bench/data.ts [--scales 10000:200000,100000:2000000] [--runs 30]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDevice } from '../src/device';
import { modules } from '../src/modules';
import { seedRecords, seedUsers } from '../src/seed/generate';

const ROOT = resolve(__dirname, '../..');
const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '10000:200000,100000:2000000' },
    runs: { type: 'string', default: '30' },
  },
});
const RUNS = Number(values.runs);
const scales = values.scales.split(',').map((s) => s.split(':').map(Number) as [number, number]);

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

/** Peak resident memory of a process so far, in MB. */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startServer(dbFile: string): Promise<{ child: ChildProcess; base: string; token: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'device/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEVICE_DB: dbFile, DIST_DIR: '/nonexistent', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/goform`;
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${base}/chklogin`, { method: 'POST', body: 'userid=admin&password=12345', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      return { child, base, token: ((await res.json()) as { token: string }).token };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function medianMs(url: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}&_t=${Date.now()}`, { headers: { 'x-token': token } });
    const body = (await res.json()) as { code: string };
    if (body.code !== 'success') throw new Error(`${url}: ${JSON.stringify(body)}`);
    if (i >= 3) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** The last full calendar month before the device's clock. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

interface Row {
  users: number;
  records: number;
  seedS: number;
  userlistMs: number;
  searchMs: number;
  reportMs: number;
  downloadS: number;
  downloadRows: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

async function benchScale(users: number, records: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'tac-bench-'));
  const dbFile = join(dir, 'device.db');
  const t0 = performance.now();
  const device = createDevice({ dbFile, modules, env: process.env });
  seedUsers(device, users);
  seedRecords(device, records, users);
  device.db.pragma('optimize');
  device.close();
  const seedS = (performance.now() - t0) / 1000;

  const server = await startServer(dbFile);
  try {
    const userlistMs = await medianMs(`${server.base}/userlist?start=0&limit=100`, server.token);
    const { from, to } = lastMonth();
    const searchMs = await medianMs(`${server.base}/searchrecord?start=0&limit=100&from=${from}&to=${to}&userid=&order=desc`, server.token);
    const reportMs = await medianMs(`${server.base}/GetReportFormInfo?start=0&limit=100&from=${from}&to=${to}&userid=`, server.token);
    const rssBeforeMb = peakRssMb(server.child.pid!);
    const d0 = performance.now();
    const res = await fetch(`${server.base}/DownloadRecordForm?_t=1`, { headers: { 'x-token': server.token } });
    let downloadRows = -1; // the header line
    for await (const chunk of res.body!) downloadRows += (chunk as Uint8Array).reduce((n, b) => n + (b === 10 ? 1 : 0), 0);
    const downloadS = (performance.now() - d0) / 1000;
    return { users, records, seedS, userlistMs, searchMs, reportMs, downloadS, downloadRows, rssBeforeMb, rssPeakMb: peakRssMb(server.child.pid!) };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rows: Row[] = [];
  for (const [users, records] of scales) rows.push(await benchScale(users, records));
  const f = (n: number, d = 1) => n.toFixed(d);
  console.log('\n### Device data bench\n');
  console.log('| users | records | seed (s) | userlist first page, median (ms) | searchrecord one month, median (ms) | GetReportFormInfo one month, median (ms) | DownloadRecordForm (s) | rows | server peak RSS before / after download (MB) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.users} | ${r.records} | ${f(r.seedS)} | ${f(r.userlistMs)} | ${f(r.searchMs)} | ${f(r.reportMs)} | ${f(r.downloadS)} | ${r.downloadRows} | ${f(r.rssBeforeMb, 0)} / ${f(r.rssPeakMb, 0)} |`,
    );
  }
  console.log('\nTargets: first pages < 50 ms at capacity (10 000 / 200 000) and < 100 ms at 10x; download in constant memory.');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
