import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSectionMessages, type Messages } from '@tac/i18n';

/** The repository's remotes folder, from shared/ui/src/testing. */
const REMOTES = join(__dirname, '..', '..', '..', '..', 'remotes');

/** Each remote's namespace (its descriptor's i18nNamespace) and its locales folder, read as the build reads them: from the sources. */
function localesByNamespace(): Map<string, string> {
  const found = new Map<string, string>();
  for (const remote of readdirSync(REMOTES)) {
    const descriptor = join(REMOTES, remote, 'src', 'descriptor.ts');
    if (!existsSync(descriptor)) continue;
    const ns = /i18nNamespace:\s*'([^']+)'/.exec(readFileSync(descriptor, 'utf8'))?.[1];
    if (ns) found.set(ns, join(REMOTES, remote, 'src', 'locales'));
  }
  return found;
}

/**
 * The shell's source of other sections' texts, for component tests: a screen that names
 * another section's fields gets that section's real texts (a test cannot import a remote).
 */
export function testSectionTexts(): (ns: string) => Promise<void> {
  const folders = localesByNamespace();
  return async (ns) => {
    const folder = folders.get(ns);
    if (!folder) return;
    await loadSectionMessages(ns, async (lang) => {
      const file = join(folder, `${lang}.json`);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : {};
    });
  };
}

/** A section's English texts as their keys within the namespace (`accessSetup.fields.relaydelay`), plural forms under their base key too. */
export function englishTexts(ns: string): Set<string> {
  const folder = localesByNamespace().get(ns);
  if (!folder) throw new Error(`no remote has the namespace ${ns}`);
  const keys = new Set<string>();
  const walk = (tree: Messages, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') {
        keys.add(prefix + key);
        keys.add(prefix + key.replace(/_(zero|one|two|few|many|other)$/, ''));
      } else walk(value as Messages, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8')) as Messages, '');
  return keys;
}
