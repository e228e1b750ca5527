/**
 * What the device's list benches share: the real server as a child process on a database of
 * theirs, and the median latency of a list call's pages (after warm-up calls) beside the budget.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDevice, type Device } from '../src/device';
import { modules } from '../src/modules';
import { freePort } from '../src/testing/freePort';
import { ADMIN_PASSWORD, TEST_ACCOUNTS_ENV } from '../src/testing/harness';

export const ROOT = resolve(__dirname, '../..');
export const WARMUP = 3;
/** Every list page answers within this (issue: "every list page instant at ten times capacity"). */
export const BUDGET_MS = 100;
/** Rows a page, the most a call may ask for. */
export const LIMIT = 100;

/** A device database in a temporary folder, filled by `seed`; the caller removes `dir`. */
export function seededDatabase(seed: (device: Device) => void): { dir: string; dbFile: string; seedS: number } {
  const dir = mkdtempSync(join(tmpdir(), 'tac-bench-'));
  const dbFile = join(dir, 'device.db');
  const t0 = performance.now();
  const device = createDevice({ dbFile, modules, env: { ...process.env, ...TEST_ACCOUNTS_ENV } });
  seed(device);
  device.db.pragma('optimize');
  device.close();
  return { dir, dbFile, seedS: (performance.now() - t0) / 1000 };
}

/** The last full calendar month before the device's clock. */
export function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Peak resident memory of a process so far, in MB. */
export const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function startServer(dbFile: string): Promise<{ child: ChildProcess; base: string; token: string }> {
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

/** Stops a bench's server and removes its database's folder. */
export async function stopServer(server: { child: ChildProcess }, dir: string): Promise<void> {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}

export async function ask(base: string, token: string, name: string, query: Record<string, string | number>): Promise<ListAnswer> {
  const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), _t: String(Date.now()) });
  const res = await fetch(`${base}/${name}?${qs}`, { headers: { 'x-token': token } });
  const body = (await res.json()) as ListAnswer;
  if (body.code !== 'success') throw new Error(`${name} ${qs}: ${JSON.stringify(body)}`);
  return body;
}

/** Median time of one call, and its answer (checked: a page inside the list is never empty). */
async function medianMs(runs: number, base: string, token: string, name: string, query: Record<string, string | number>) {
  const times: number[] = [];
  let answer: ListAnswer | undefined;
  for (let i = 0; i < runs + WARMUP; i++) {
    const t0 = performance.now();
    answer = await ask(base, token, name, query);
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, rows: answer!.record.length, count: answer!.count };
}

export type PageName = 'first' | 'middle' | 'last' | 'filtered' | 'filtered, middle' | 'filtered, last';

export interface Probe {
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

/** Pages of one list (`runs` calls each): first, middle and last without a filter, or the same with one (filtered). */
export async function probeList(
  runs: number,
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
    const m = await medianMs(runs, base, token, list, { ...filter, start, limit: LIMIT });
    const expected = Math.min(LIMIT, Math.max(0, count - start));
    if (m.rows !== expected || m.count !== count) throw new Error(`${list} ${page}: ${m.rows} rows of ${m.count}, expected ${expected} of ${count}`);
    probes.push({ list, page, filter, start, count, rows: m.rows, ms: m.ms, verdict: m.ms <= BUDGET_MS ? 'PASS' : 'OVER' });
  }
  return probes;
}

