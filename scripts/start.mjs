#!/usr/bin/env node
// npm start: builds the console when dist/ is missing (or with --rebuild, or when the
// last build was for another BRAND), then runs the emulated terminal serving dist/ at
// http://localhost:8080 (PORT changes it; DEVICE_URL proxies to a real terminal instead) and
// at https://localhost:8443 (HTTPS_PORT) with the certificate the unit makes at its first start
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
  },
});
// Each unit makes its own passwords (DESIGN §6a); they are never logged, only shown by device:keys.
const account = process.env.DEVICE_URL
  ? `log in with an account of ${process.env.DEVICE_URL}`
  : 'log in as admin: `npm run device:keys` shows its first password';
// A proxy serves HTTPS only with TLS_CERT/TLS_KEY; an emulated unit always does.
const https = !process.env.DEVICE_URL || Boolean(process.env.TLS_CERT && process.env.TLS_KEY);
console.log(`start: console at http://localhost:${port} (${account})`);
if (https) {
  console.log(
    `start: and at https://localhost:${httpsPort} (the unit's own self-signed certificate unless TLS_CERT/TLS_KEY name one). ` +
      'Plain HTTP is for development on this computer: from other machines use HTTPS, and turn HTTPS only on in Network › Certificate',
  );
}
// Before HTTPS always answered, --https switched it on: the flag is taken and has nothing left to do.
if (process.argv.includes('--https')) console.log('start: --https is no longer needed: HTTPS always answers');

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => device.kill(signal));
device.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
