#!/usr/bin/env node
// End-to-end run: build the console if needed, serve it with the emulated terminal on a
// free port and a fresh database, run Playwright against it, and always stop the server.
// Extra arguments go to `playwright test` (e.g. a spec file or --grep); `--rebuild` forces a build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');
const playwrightArgs = args.filter((a) => a !== '--rebuild');

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function waitUntilUp(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`device server exited early (code ${server.exitCode})`);
    try {
      // Any HTTP answer means the server listens; /goform answers even without a token.
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`device server did not answer at ${url} within ${timeoutMs} ms`);
}

function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const kill = (sig) => {
      try {
        process.kill(-server.pid, sig); // the whole group: tsx may fork a child
      } catch {
        /* already gone */
      }
    };
    const hard = setTimeout(() => kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(hard);
      res();
    });
    kill('SIGTERM');
  });
}

if (rebuild || !existsSync(join(root, 'dist', 'index.html'))) {
  console.log('[e2e] building the console (node scripts/build.mjs)');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[e2e] build failed');
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'tac-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
let server;
let exitCode = 1;

const cleanup = async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    await cleanup();
    process.exit(130);
  });
}

try {
  console.log(`[e2e] starting the device server on ${baseUrl} (db in ${dataDir})`);
  server = spawn(process.execPath, ['--import', 'tsx', 'device/src/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEVICE_DB: join(dataDir, 'device.db'),
      DIST_DIR: join(root, 'dist'),
      // Simulated hardware at test speed.
      SIM_ENROLL_MS: '200',
      SIM_PAIR_MS: '200',
      SIM_SCAN_MS: '200',
      SIM_RESTART_MS: '2000',
      SIM_INIT_MS: '2000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  await waitUntilUp(`${baseUrl}/goform/checkPower`, server, 60_000);

  const pw = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl, DIST_DIR: join(root, 'dist') } },
  );
  exitCode = pw.status ?? 1;
} catch (err) {
  console.error(`[e2e] ${err.message}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
