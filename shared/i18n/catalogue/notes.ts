import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Translator notes: `namespace:key` → what an English text means where its words alone do not say.
 * They live beside the term base, not in the locale files, so no language's completeness changes.
 */
export function readNotes(root: string): Record<string, string> {
  const file = join(root, 'shared/i18n/notes.json');
  if (!existsSync(file)) return {};
  const { _about: _unused, ...notes } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return notes;
}
