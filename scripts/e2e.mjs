#!/usr/bin/env node
// End-to-end run: build the console if needed; for each Playwright worker (E2E_WORKERS, default 2)
// serve a snapshot of it with two emulated terminals (current and legacy firmware), each on a free
// port with a fresh database, and a third server in front of the legacy one as a DEVICE_URL proxy
// (the console served by a proxy to a real terminal); run Playwright against them, and always stop
// the servers.
// Extra arguments go to `playwright test` (e.g. a spec file or --grep); `--rebuild` forces a
// build, as does a dist/ built for another brand than BRAND (default tac). DIST_DIR=<dir> tests a
// console built with OUT_DIR=<dir> instead of dist/ (engineers sharing one checkout).
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCOUNTS_ENV, FAST_SIMULATION, root, startDeviceServer } from './lib/device-server.mjs';

/** Random text of `length` characters of `alphabet` (device/src/auth/factorySecrets.ts formats). */
const random = (alphabet, length) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
// Each device makes its own factory key, upgrade password and web accounts' passwords at first start.
// For this run they are made here, at random, and given to both devices (honoured only when their
// database is created) and to Playwright, so no secret of a device lives in the repository.
const DEVICE_SECRETS = {
  ...ACCOUNTS_ENV,
  DEVICE_FACTORY_KEY: random('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 10),
  DEVICE_UPGRADE_PASSWORD: random('0123456789', 10),
};
// The devices install only firmware signed by the maker; here they also trust the test key
// (device/test-keys, a fixture), whose private half e2e/specs/machine.spec.ts signs images with.
const TRUST_TEST_FIRMWARE_KEY = { FIRMWARE_TRUSTED_KEYS: join(root, 'device/test-keys/firmware-test.pub.pem') };

const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');
const playwrightArgs = args.filter((a) => a !== '--rebuild');
const builtDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');
const brand = process.env.BRAND ?? 'tac';

/** The brand of the last build (scripts/build.mjs writes dist/build.json). */
function builtBrand() {
  try {
    return JSON.parse(readFileSync(join(builtDir, 'build.json'), 'utf8')).brand;
  } catch {
    return undefined;
  }
}

if (rebuild || !existsSync(join(builtDir, 'index.html')) || builtBrand() !== brand) {
  console.log(`[e2e] building the console for brand ${brand} (node scripts/build.mjs)`);
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand, OUT_DIR: builtDir },
  });
  if (build.status !== 0) {
    console.error('[e2e] build failed');
    process.exit(1);
  }
}

// Playwright runs this many workers, each against terminals of its own (e2e/support/deviceSet.ts): one
// worker leaves the two cores idle while it waits on the browser and the device; two keep them busy
// (a third measured no faster).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

// Each worker's terminals serve a snapshot of their own, so a rebuild running beside the tests cannot pull
// files from under them and a spec that changes the served files (e2e/support/registry.ts, release.ts)
// changes only its worker's; likewise Playwright writes into a private folder, copied to test-results/e2e
// at the end.
const snapshots = [];
const outputDir = mkdtempSync(join(tmpdir(), 'tac-e2e-out-'));
const artifactsDir = join(root, 'test-results', 'e2e');

const servers = [];
let exitCode = 1;
const stopAll = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(artifactsDir, { recursive: true, force: true });
  cpSync(outputDir, artifactsDir, { recursive: true });
  if (exitCode !== 0) console.log(`[e2e] failure screenshots and traces (paths above under ${outputDir}) are in ${artifactsDir}`);
  for (const dir of [...snapshots, outputDir]) rmSync(dir, { recursive: true, force: true });
};
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    await stopAll();
    process.exit(130);
  });
}

/** Starts one server, keeping it for stopAll() even when a sibling fails to start. */
async function started(options) {
  const server = await startDeviceServer(options);
  servers.push(server);
  return server;
}

/**
 * One worker's terminals: the current firmware, a second answering like older firmware (a few specs run
 * against it too), and the console served by a proxy to the legacy terminal (DEVICE_URL), which believes
 * the proxy's X-Forwarded-For (TRUSTED_PROXIES). The proxy starts once the terminal answers: its start is
 * awaited through it (/goform/checkPower).
 */
async function startDeviceSet() {
  const distDir = mkdtempSync(join(tmpdir(), 'tac-e2e-dist-'));
  snapshots.push(distDir);
  cpSync(builtDir, distDir, { recursive: true });
  const [modern, legacy] = await Promise.all([
    // Its name on the site, as an owner would set it (e2e/specs/security.spec.ts reaches it by that name).
    started({ distDir, env: { ...FAST_SIMULATION, ...DEVICE_SECRETS, ...TRUST_TEST_FIRMWARE_KEY, ALLOWED_HOSTS: 'terminal.lan.test' } }),
    started({
      distDir,
      env: { ...FAST_SIMULATION, ...DEVICE_SECRETS, ...TRUST_TEST_FIRMWARE_KEY, DEVICE_QUIRKS: 'legacy', TRUSTED_PROXIES: '127.0.0.1' },
    }),
  ]);
  const proxy = await started({ distDir, env: { DEVICE_URL: legacy.baseUrl } });
  return { baseUrl: modern.baseUrl, legacyBaseUrl: legacy.baseUrl, proxyBaseUrl: proxy.baseUrl, distDir };
}

try {
  const sets = await Promise.all(Array.from({ length: workers }, startDeviceSet));
  for (const [n, set] of sets.entries()) {
    console.log(`[e2e] worker ${n}: device servers on ${set.baseUrl}, (legacy firmware) ${set.legacyBaseUrl} and (proxy to it) ${set.proxyBaseUrl}`);
  }
  const pw = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_DEVICE_SETS: JSON.stringify(sets),
        E2E_OUTPUT_DIR: outputDir,
        ...DEVICE_SECRETS,
      },
    },
  );
  exitCode = pw.status ?? 1;
} catch (err) {
  console.error(`[e2e] ${err.message}`);
} finally {
  await stopAll();
}
process.exit(exitCode);
