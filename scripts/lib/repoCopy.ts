// A throw-away copy of the repository for tests that change it (add a remote, rebuild one):
// the files git knows (tracked or new, not ignored; ~5 MB, well under a second) are copied and
// node_modules is linked. Workspace links in node_modules (@tac/*) still lead to this checkout's
// shared packages, unless `ownWorkspaces` links them to the copy's (a test that changes one).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');

export interface CopyOptions {
  /** Copy only the files under these folders (or these files), relative to the root. */
  only?: (path: string) => boolean;
  /** Link node_modules (default). Without it nothing in the copy can reach the checkout's packages. */
  nodeModules?: boolean;
  /**
   * The copy's own node_modules folder: every package linked to this checkout's, but the
   * workspaces (@tac/*) to the copy's folders, so a change of a shared package in the copy is
   * what the copy builds with (as in a team's own checkout after `npm install`).
   */
  ownWorkspaces?: boolean;
}

/** Copies the repository into a new temporary folder and returns the folder. */
export function copyRepo({ only, nodeModules = true, ownWorkspaces = false }: CopyOptions = {}): string {
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
  if (nodeModules && ownWorkspaces) linkPackages(into);
  else if (nodeModules) symlinkSync(join(repoRoot, 'node_modules'), join(into, 'node_modules'), 'dir');
  return into;
}

/** node_modules/<package> → this checkout's, node_modules/@tac/<workspace> → the copy's (its links are relative). */
function linkPackages(into: string): void {
  const from = join(repoRoot, 'node_modules');
  const to = join(into, 'node_modules');
  mkdirSync(join(to, '@tac'), { recursive: true });
  for (const name of readdirSync(from)) if (name !== '@tac') symlinkSync(join(from, name), join(to, name));
  for (const name of readdirSync(join(from, '@tac'))) symlinkSync(readlinkSync(join(from, '@tac', name)), join(to, '@tac', name));
}
