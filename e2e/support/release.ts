import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { copyRepo } from '../../scripts/lib/repoCopy';
import { buildRemote, distDir } from './registry';

/**
 * A team's checkout of the repository (a temporary copy) in which to change and build one remote,
 * and the shared packages it builds against (its node_modules links @tac/* to the copy's).
 */
export class Checkout {
  readonly dir = copyRepo({ ownWorkspaces: true });

  edit(file: string, change: (text: string) => string): void {
    const path = join(this.dir, file);
    const before = readFileSync(path, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(path, after);
  }

  /** Raises the version in `<dir>/package.json` to the next minor (2.3.2 → 2.4.0); returns the new version. */
  nextMinor(dir: string): string {
    let version = '';
    this.edit(join(dir, 'package.json'), (text) =>
      text.replace(/"version": "(\d+)\.(\d+)\.\d+"/, (_, major: string, minor: string) => {
        version = `${major}.${Number(minor) + 1}.0`;
        return `"version": "${version}"`;
      }),
    );
    return version;
  }

  write(file: string, text: string): void {
    writeFileSync(join(this.dir, file), text);
  }

  /** Runs one of the repository's scripts (e.g. scripts/new-remote.mjs) in the checkout. */
  script(path: string, ...args: string[]): void {
    const result = spawnSync(process.execPath, [path, ...args], { cwd: this.dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${path} failed:\n${result.stdout}${result.stderr}`);
  }

  /**
   * Builds this one remote alone (`npm run build -w remotes/<id>`'s rspack build, production), as
   * its team ships it; resolves with its output folder.
   */
  async buildRemote(id: string): Promise<string> {
    const out = join(this.dir, 'out');
    const built = await buildRemote(join(this.dir, 'remotes', id), id, out);
    if (existsSync(join(out, 'index.html'))) throw new Error('building one remote built a shell too');
    return built;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Puts a remote's built folder in place of the served one (or beside the others, for a new
 * remote) while `body` runs, then puts the served folder back.
 */
export async function deployed(id: string, built: string, body: () => Promise<void>): Promise<void> {
  const served = join(distDir, 'remotes', id);
  const aside = `${served}.served`;
  const had = existsSync(served);
  if (had) renameSync(served, aside);
  try {
    cpSync(built, served, { recursive: true });
    await body();
  } finally {
    rmSync(served, { recursive: true, force: true });
    if (had) renameSync(aside, served);
  }
}

/** Every served file outside remotes/ with a hash of its content: the shell as it is deployed. */
export function shellFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const rel = relative(distDir, path);
    if (!entry.isFile() || rel.startsWith('remotes/')) continue;
    files[rel] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}
