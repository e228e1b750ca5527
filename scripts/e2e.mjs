#!/usr/bin/env node
// End-to-end run: build the console if needed, serve it with the emulated terminal on a
// free port and a fresh database, run Playwright against it, and always stop the server.
// Extra arguments go to `playwright test` (e.g. a spec file or --grep); `--rebuild` forces a build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FAST_SIMULATION, root, startDeviceServer } from './lib/device-server.mjs';

const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');
const playwrightArgs = args.filter((a) => a !== '--rebuild');
const distDir = join(root, 'dist');

if (rebuild || !existsSync(join(distDir, 'index.html'))) {
  console.log('[e2e] building the console (node scripts/build.mjs)');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('[e2e] build failed');
    process.exit(1);
  }
}

let server;
let exitCode = 1;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    await server?.stop();
    process.exit(130);
  });
}

try {
  server = await startDeviceServer({ distDir, env: FAST_SIMULATION });
  console.log(`[e2e] device server on ${server.baseUrl}`);
  const pw = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BASE_URL: server.baseUrl, DIST_DIR: distDir } },
  );
  exitCode = pw.status ?? 1;
} catch (err) {
  console.error(`[e2e] ${err.message}`);
} finally {
  await server?.stop();
}
process.exit(exitCode);
