import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where the builds read and write (rspack.config.base.ts and build/*): the repository root,
 * the output folder, and the versions of the packages the console is built from.
 */
export const root = join(__dirname, '..');

/** dist/, or OUT_DIR (scripts/build.mjs passes it through), e.g. to measure without disturbing a running e2e. */
export const distRootOf = (): string => (process.env.OUT_DIR ? resolve(process.env.OUT_DIR) : join(root, 'dist'));

/** The version of a package as installed in node_modules. */
export const installedVersion = (pkg: string): string =>
  (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** The version of one of the repository's workspaces (its folder relative to the root): its package.json's. */
export const workspaceVersion = (dir: string): string =>
  (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;
