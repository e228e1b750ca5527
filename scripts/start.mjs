#!/usr/bin/env node
// npm start: builds the console when dist/ is missing (or with --rebuild, or when the
// last build was for another BRAND), then runs the emulated terminal serving dist/ at
// http://localhost:8080 (PORT changes it; DEVICE_URL proxies to a real terminal instead) and
// at https://localhost:8443 (HTTPS_PORT), on the loopback only unless HOST says otherwise, with the certificate the unit makes at its first start
// (TLS_CERT and TLS_KEY, PEM files, instead). Network › Certificate turns plain HTTP into a redirect.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

function builtBrand() {
  try {
    return JSON.parse(readFileSync(join(dist, 'build.json'), 'utf8')).brand;
  } catch {
    return undefined;
  }
}

const wantedBrand = process.env.BRAND;
const needsBuild =
  process.argv.includes('--rebuild') ||
  !existsSync(join(dist, 'index.html')) ||
  (wantedBrand !== undefined && builtBrand() !== wantedBrand);

if (needsBuild) {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '8080';
const httpsPort = process.env.HTTPS_PORT ?? '8443';
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const device = spawn(process.execPath, [tsx, join(root, 'device', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HTTPS_PORT: httpsPort,
    DIST_DIR: process.env.DIST_DIR ?? dist,
    // A person reads this log: warnings and errors, one line each (LOG_LEVEL=info for every request, LOG_FORMAT=json for pino's lines).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOG_FORMAT: process.env.LOG_FORMAT ?? 'text',
  },
});
// The device prints its start-up summary itself, once both servers listen (device/src/startup.ts).
// Before HTTPS always answered, --https switched it on: the flag is taken and has nothing left to do.
if (process.argv.includes('--https')) console.log('start: --https is no longer needed: HTTPS always answers');

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => device.kill(signal));
device.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
