import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SectionDescriptor } from '@tac/section';

const remotesDir = resolve(__dirname, '..', '..', 'remotes');

/** A remote as its folder describes it: its descriptor and its English texts. */
export interface RemoteSource {
  descriptor: SectionDescriptor;
  en: { section: { title: string }; menu: Record<string, string> } & Record<string, unknown>;
}

/**
 * Every remote of the repository, found by its folder (remotes/<id>/src/descriptor.ts): adding
 * or deleting a remote's folder is all the specs need to follow it.
 */
export const REMOTES: RemoteSource[] = readdirSync(remotesDir)
  .filter((id) => existsSync(join(remotesDir, id, 'src', 'descriptor.ts')))
  .sort()
  .map((id) => ({
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    descriptor: (require(join(remotesDir, id, 'src', 'descriptor')) as { default: SectionDescriptor }).default,
    en: JSON.parse(readFileSync(join(remotesDir, id, 'src', 'locales', 'en.json'), 'utf8')) as RemoteSource['en'],
  }));

/** Labels by key that fail loudly (naming the key) when no remote has it, rather than matching `undefined`. */
export function labels(entries: [string, string][], what: string): Readonly<Record<string, string>> {
  const map = Object.fromEntries(entries);
  return new Proxy(map, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return target[key as string];
      throw new Error(`no remote has the ${what} "${key}" (remotes/*/src/locales/en.json)`);
    },
  });
}
