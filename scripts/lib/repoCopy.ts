// A throw-away copy of the repository for tests that change it (add a remote, rebuild one):
// the files git knows (tracked or new, not ignored; ~5 MB, well under a second) are copied and
// node_modules is linked. Workspace links in node_modules (@tac/*) still lead to this checkout's
// shared packages, which such tests do not change.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');

export interface CopyOptions {
  /** Copy only the files under these folders (or these files), relative to the root. */
  only?: (path: string) => boolean;
  /** Link node_modules (default). Without it nothing in the copy can reach the checkout's packages. */
  nodeModules?: boolean;
}

/** Copies the repository into a new temporary folder and returns the folder. */
export function copyRepo({ only, nodeModules = true }: CopyOptions = {}): string {
  const into = mkdtempSync(join(tmpdir(), 'tac-repo-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, maxBuffer: 64 << 20 })
    .toString('utf8')
    .split('\0')
    .filter((f) => f && (!only || only(f)));
  for (const file of new Set(files)) {
    const from = join(repoRoot, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(into, file)), { recursive: true });
    copyFileSync(from, join(into, file));
  }
  if (nodeModules) symlinkSync(join(repoRoot, 'node_modules'), join(into, 'node_modules'), 'dir');
  return into;
}
