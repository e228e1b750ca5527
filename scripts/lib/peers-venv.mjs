// The Python venv of the third-party peers (.peers/venv with peers/requirements.txt), shared by
// scripts/peers.mjs (the peers test stage) and scripts/bench.mjs (its push part runs
// scripts/bench/push.py with it). Made with python3 -m venv and pip, and made again only when
// peers/requirements.txt changes (.peers/venv/requirements.sha256 stamps what is installed).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './device-server.mjs';

export const venv = join(root, '.peers', 'venv');
export const python = join(venv, 'bin', 'python');
const requirements = join(root, 'peers', 'requirements.txt');
const stamp = join(venv, 'requirements.sha256');

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${res.status}`);
}

/** Makes the venv, or makes it again when the requirements changed; `log` gets one line per step. Answers its python. */
export function ensureVenv(log = (text) => console.log(text)) {
  const wanted = createHash('sha256').update(readFileSync(requirements)).digest('hex');
  if (existsSync(python) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) {
    log('Python peers up to date (.peers/venv)');
    return python;
  }
  const since = Date.now();
  // Made afresh: a venv left half-made (no pip) or with other packages is not reused.
  log('making .peers/venv (python3 -m venv)');
  rmSync(venv, { recursive: true, force: true });
  run('python3', ['-m', 'venv', venv]);
  log('installing peers/requirements.txt');
  run(python, ['-m', 'pip', 'install', '--disable-pip-version-check', '--quiet', '-r', requirements]);
  writeFileSync(stamp, `${wanted}\n`);
  log(`Python peers installed in ${((Date.now() - since) / 1000).toFixed(1)} s`);
  return python;
}
