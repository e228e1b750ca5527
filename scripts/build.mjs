#!/usr/bin/env node
// npm run build: the brand's remotes (those that exist in remotes/), then the shell, in
// production mode. BRAND=<id> picks shell/brands/<id>.json (default tac). Exits non-zero
// on the first failing build. REMOTES_FROM=<dir> takes the brand's remotes from an earlier
// build (remotes know no brand: only the shell differs between brands) and builds the shell.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const brandId = process.env.BRAND ?? 'tac';
const brandFile = join(root, 'shell', 'brands', `${brandId}.json`);
if (!existsSync(brandFile)) {
  console.error(`build: unknown brand "${brandId}" (no shell/brands/${brandId}.json)`);
  process.exit(2);
}
const brand = JSON.parse(readFileSync(brandFile, 'utf8'));
const remotes = brand.remotes.filter((id) => existsSync(join(root, 'remotes', id, 'rspack.config.ts')));
const skipped = brand.remotes.filter((id) => !remotes.includes(id));

const rspack = join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
// OUT_DIR=<dir> builds there instead of dist/ (build/workspace.ts reads it too).
const distDir = process.env.OUT_DIR ? resolve(process.env.OUT_DIR) : join(root, 'dist');
const env = { ...process.env, NODE_ENV: 'production', BRAND: brandId, OUT_DIR: distDir };

function build(dir) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [rspack, 'build', '--config', join(dir, 'rspack.config.ts')], {
    cwd: dir,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build: ${dir} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${dir.slice(root.length + 1)} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The login form's markup into login.html (shell/scripts/prerender-login.tsx). */
function prerenderLogin() {
  const script = join(root, 'shell', 'scripts', 'prerender-login.tsx');
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, distDir, brandFile], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('build: prerendering the login page failed');
    process.exit(result.status ?? 1);
  }
}

console.log(`build: brand ${brandId}; remotes ${remotes.join(', ') || '(none)'}`);
if (skipped.length) console.log(`build: listed but not in remotes/ yet (menus hidden): ${skipped.join(', ')}`);
// A previous build for another brand may have left remotes this brand does not have.
rmSync(distDir, { recursive: true, force: true });
const remotesFrom = process.env.REMOTES_FROM ? resolve(process.env.REMOTES_FROM) : undefined;
for (const id of remotes) {
  if (!remotesFrom) build(join(root, 'remotes', id));
  else if (existsSync(join(remotesFrom, 'remotes', id, 'mf-manifest.json'))) {
    cpSync(join(remotesFrom, 'remotes', id), join(distDir, 'remotes', id), { recursive: true });
  } else {
    console.error(`build: REMOTES_FROM ${remotesFrom} has no remotes/${id}`);
    process.exit(1);
  }
}
build(join(root, 'shell'));
prerenderLogin();
// What npm start checks to see whether dist/ matches the BRAND asked for.
writeFileSync(join(distDir, 'build.json'), `${JSON.stringify({ brand: brandId, remotes })}\n`);

// Terminals serve their console pre-compressed (no CPU to spare for compressing on the fly):
// .br and .gz siblings of every text asset, which the server picks by Accept-Encoding.
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
let original = 0;
let brotli = 0;
// The device serves what the build writes: a path of the machine that built it tells an attacker
// about the build host and has no use in a browser (issue 31).
const leaks = [];
for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const content = readFileSync(file);
  if (content.includes(root)) leaks.push(file.slice(distDir.length + 1));
  // Already compressed: a remote taken from REMOTES_FROM.
  if (existsSync(`${file}.br`)) continue;
  if (content.length < 1024) continue;
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, br);
  original += content.length;
  brotli += br.length;
}
console.log(`build: pre-compressed ${(original / 1024).toFixed(0)} KB of assets to ${(brotli / 1024).toFixed(0)} KB (brotli)`);
if (leaks.length) {
  console.error(`build: the checkout's path ${root} is written in ${leaks.join(', ')}`);
  process.exit(1);
}
