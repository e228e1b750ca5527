#!/usr/bin/env node
// End-to-end run: build the console if needed, serve a snapshot of it with two emulated
// terminals (current and legacy firmware), each on a free port with a fresh database, and a
// third server in front of the legacy one as a DEVICE_URL proxy (the console served by a proxy
// to a real terminal), run Playwright against them, and always stop the servers.
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

// Serve a snapshot, so a rebuild running beside the tests cannot pull files from under them;
// likewise Playwright writes into a private folder, copied to test-results/e2e at the end.
const distDir = mkdtempSync(join(tmpdir(), 'tac-e2e-dist-'));
cpSync(builtDir, distDir, { recursive: true });
const outputDir = mkdtempSync(join(tmpdir(), 'tac-e2e-out-'));
const artifactsDir = join(root, 'test-results', 'e2e');

const servers = [];
let exitCode = 1;
const stopAll = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(artifactsDir, { recursive: true, force: true });
  cpSync(outputDir, artifactsDir, { recursive: true });
  if (exitCode !== 0) console.log(`[e2e] failure screenshots and traces (paths above under ${outputDir}) are in ${artifactsDir}`);
  for (const dir of [distDir, outputDir]) rmSync(dir, { recursive: true, force: true });
};
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    await stopAll();
    process.exit(130);
  });
}

try {
  // A second terminal answers like older firmware; a few specs run against it too.
  const started = await Promise.allSettled([
    // Its name on the site, as an owner would set it (e2e/specs/security.spec.ts reaches it by that name).
    startDeviceServer({ distDir, env: { ...FAST_SIMULATION, ...DEVICE_SECRETS, ...TRUST_TEST_FIRMWARE_KEY, ALLOWED_HOSTS: 'terminal.lan.test' } }),
    startDeviceServer({
      distDir,
      env: { ...FAST_SIMULATION, ...DEVICE_SECRETS, ...TRUST_TEST_FIRMWARE_KEY, DEVICE_QUIRKS: 'legacy', TRUSTED_PROXIES: '127.0.0.1' },
    }),
  ]);
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const [modern, legacy] = servers;
  // The console served by a proxy to the legacy terminal (DEVICE_URL), which believes the proxy's
  // X-Forwarded-For (TRUSTED_PROXIES above). Started once the terminal answers: the proxy's start is
  // awaited through it (/goform/checkPower).
  const proxy = await startDeviceServer({ distDir, env: { DEVICE_URL: legacy.baseUrl } });
  servers.push(proxy);
  console.log(`[e2e] device servers on ${modern.baseUrl}, (legacy firmware) ${legacy.baseUrl} and (proxy to it) ${proxy.baseUrl}`);
  const pw = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: modern.baseUrl,
        LEGACY_BASE_URL: legacy.baseUrl,
        PROXY_BASE_URL: proxy.baseUrl,
        DIST_DIR: distDir,
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
