#!/usr/bin/env node
// The integration stage with third-party peers (DESIGN §7): Python clients written by others
// (schemathesis fuzzing the OpenAPI document, real-client scripts) against emulated terminals.
//   - makes .peers/venv with python3 -m venv and pip installs peers/requirements.txt, again only
//     when that file changes (scripts/lib/peers-venv.mjs, shared with the bench's push part);
//   - starts three emulators: one for the fuzzer, and a modern and a legacy one each on a database
//     seeded with 200 users and 40,000 punches (for the real-client tests);
//   - installs Debian's chrony when chronyd is missing (peers/test_ntp_server.py serves time with it);
//   - runs pytest over peers/ with PEER_* in its environment and --junitxml test-results/peers.xml
//     (the PUSH tests start their own ADMS server and terminals: peers/push_harness.py);
//   - stops every emulator, always.
// Prints its time. With PEERS_JSON=<file> it writes {tests, failures, errors, skipped} there
// (scripts/test.mjs reads it). Exit code: pytest's, or 1 when the stage could not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS_ENV, ADMIN_PASSWORD, FAST_SIMULATION, root, startDeviceServer } from './lib/device-server.mjs';
import { ensureVenv, python } from './lib/peers-venv.mjs';

const started = Date.now();
const resultsDir = join(root, 'test-results');
const junit = join(resultsDir, 'peers.xml');
// The admin password of every emulator here (made at random per run; seeded databases get it too).
const ADMIN = { PEER_ADMIN_USER: 'admin', PEER_ADMIN_PASSWORD: ADMIN_PASSWORD };
const SEED = { users: 200, records: 40_000 };

const log = (text) => console.log(`[peers] ${text}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${res.status}`);
}

/** A device database with the seeded users and punches (npm run seed), for one emulator. */
function seededDb(dir, name) {
  const db = join(dir, `${name}.db`);
  run(process.execPath, ['--import', 'tsx', 'device/src/seed/cli.ts', '--users', String(SEED.users), '--records', String(SEED.records), '--db', db], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...ACCOUNTS_ENV },
  });
  return db;
}

/** Counts of the junit report: the <testsuite> totals pytest writes. */
function junitCounts(file) {
  const xml = readFileSync(file, 'utf8');
  const suite = /<testsuite\b[^>]*>/.exec(xml)?.[0] ?? '';
  const count = (attr) => Number(new RegExp(`\\b${attr}="(\\d+)"`).exec(suite)?.[1] ?? 0);
  return { tests: count('tests'), failures: count('failures'), errors: count('errors'), skipped: count('skipped') };
}

/**
 * The Debian tools the peers start or read with: chronyd, the NTP server peers/test_ntp_server.py
 * starts, and poppler's pdftotext and pdftoppm, which read the console's PDF exports
 * (peers/test_exports.py). Those missing are installed with apt-get, as root or with sudo like
 * .ci/run; when they cannot be, the stage says FAILED and their tests fail.
 */
function ensureDebianTools() {
  const tools = { chrony: ['chronyd'], 'poppler-utils': ['pdftotext', 'pdftoppm'] };
  const found = (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`], { stdio: 'ignore' }).status === 0;
  const missing = Object.keys(tools).filter((pkg) => !tools[pkg].every(found));
  if (missing.length === 0) return;
  log(`${missing.join(', ')} missing: apt-get install ${missing.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (...args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env }).status === 0;
  };
  if (!(aptGet('update') && aptGet('install', '-y', '--no-install-recommends', ...missing))) {
    log(`FAILED: ${missing.join(', ')} could not be installed; the tests that need them fail`);
  }
}

const servers = [];
const dataDir = mkdtempSync(join(tmpdir(), 'tac-peers-'));
// /goform needs no console: an empty folder stands for dist/.
const distDir = join(dataDir, 'dist');
mkdirSync(distDir);
let status = 1;
let counts = null;
try {
  ensureVenv(log);
  ensureDebianTools();
  let since = Date.now();
  const [modernDb, legacyDb] = [seededDb(dataDir, 'modern'), seededDb(dataDir, 'legacy')];
  log(`seeded two databases (${SEED.users} users, ${SEED.records} punches each) in ${seconds(since)}`);
  since = Date.now();
  const env = { ...FAST_SIMULATION };
  const results = await Promise.allSettled([
    startDeviceServer({ distDir, env, quiet: true }),
    startDeviceServer({ distDir, env: { ...env, DEVICE_DB: modernDb }, quiet: true }),
    startDeviceServer({ distDir, env: { ...env, DEVICE_DB: legacyDb, DEVICE_QUIRKS: 'legacy' }, quiet: true }),
  ]);
  for (const r of results) if (r.status === 'fulfilled') servers.push(r.value);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  const [fuzz, modern, legacy] = servers;
  log(`emulators up in ${seconds(since)}: fuzz ${fuzz.baseUrl}, modern ${modern.baseUrl}, legacy ${legacy.baseUrl}`);

  mkdirSync(resultsDir, { recursive: true });
  rmSync(junit, { force: true });
  since = Date.now();
  const pytest = spawnSync(python, ['-m', 'pytest', 'peers', '-q', '-p', 'no:cacheprovider', `--junitxml=${junit}`], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PEER_FUZZ_URL: fuzz.baseUrl,
      PEER_MODERN_URL: modern.baseUrl,
      PEER_MODERN_DB: modernDb,
      PEER_LEGACY_URL: legacy.baseUrl,
      PEER_LEGACY_DB: legacyDb,
      ...ADMIN,
      // The PUSH tests start their own terminals (peers/push_harness.py) with this node.
      PEER_NODE: process.execPath,
      PYTHONDONTWRITEBYTECODE: '1',
    },
  });
  log(`pytest took ${seconds(since)}`);
  status = pytest.status ?? 1;
  if (existsSync(junit)) counts = junitCounts(junit);
} catch (err) {
  console.error(`[peers] ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.PEERS_JSON) writeFileSync(process.env.PEERS_JSON, JSON.stringify({ status, counts }));
log(`stage took ${seconds(started)}${counts ? `: ${JSON.stringify(counts)}` : ''}`);
process.exit(status);
