// The lockfile lists every workspace (npm ci refuses one it does not know): after adding or
// removing a remote, record it there, with links only and no download.
import { spawnSync } from 'node:child_process';

/** Updates package-lock.json for the workspaces on disk; warns (naming `command`) when npm cannot. */
export function recordWorkspacesInLockfile(root, command) {
  const npm = spawnSync('npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (npm.status !== 0) console.warn(`${command}: package-lock.json not updated; run \`npm install --package-lock-only\` before committing`);
}
