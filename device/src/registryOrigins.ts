import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The origins of the remotes the served registry (dist/remotes.json) points at, other
 * than the device itself: the console's Content-Security-Policy lets their scripts,
 * descriptors and styles in, so replacing remotes.json moves a section elsewhere without
 * rebuilding anything. Read again whenever the file changes; a missing or broken
 * registry adds no origin.
 */
export function registryOrigins(distDir: string): () => string[] {
  const file = join(distDir, 'remotes.json');
  let seen = -1;
  let origins: string[] = [];
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (mtime !== seen) {
      seen = mtime;
      origins = read(file);
    }
    return origins;
  };
}

function read(file: string): string[] {
  try {
    const { remotes } = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: { entry?: unknown }[] };
    const absolute = (remotes ?? [])
      .map((r) => (typeof r.entry === 'string' && /^https?:\/\//.test(r.entry) ? new URL(r.entry).origin : undefined))
      .filter((o): o is string => o !== undefined);
    return [...new Set(absolute)];
  } catch {
    return [];
  }
}
