import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../src/languages';
import { readCatalogueTexts } from './catalogue';

/**
 * The ledger of readings (shared/i18n/readings.json): under the heading of each REVIEW.md section
 * that records a reading, the texts it read, keyed `namespace:key` with plural forms as one, each
 * with a fingerprint of English's and every language's wording then. A text whose wording changed
 * since, in any language, or a new one, is unread until a reading is recorded (`npm run i18n:read`).
 */
export interface ReadingLedger {
  _about?: string;
  readings: Record<string, Record<string, string>>;
}

export const LEDGER_FILE = 'shared/i18n/readings.json';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function readLedger(root: string): ReadingLedger {
  const file = join(root, LEDGER_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReadingLedger) : { readings: {} };
}

/** Each text's wording in every language, plural forms of one key together. */
export function wordings(root: string, languages: readonly string[] = LANGUAGE_CODES): Map<string, string> {
  const parts = new Map<string, string[]>();
  for (const lang of languages) {
    for (const [id, text] of readCatalogueTexts(root, lang)) {
      const base = id.replace(PLURAL_SUFFIX, '');
      parts.set(base, [...(parts.get(base) ?? []), `${lang}\u0000${id}\u0000${text}`]);
    }
  }
  return new Map(
    [...parts].map(([id, lines]) => [id, createHash('sha256').update(lines.sort().join('\u0001')).digest('hex').slice(0, 16)]),
  );
}

/** The texts English has whose wording the ledger has not seen read. */
export function unreadTexts(ledger: ReadingLedger, current: Map<string, string>, english: Set<string>): string[] {
  const read = new Set(Object.values(ledger.readings).flatMap((texts) => Object.entries(texts).map(([id, wording]) => `${id} ${wording}`)));
  return [...current].filter(([id, wording]) => english.has(id) && !read.has(`${id} ${wording}`)).map(([id]) => id);
}

export function checkReadings(root: string): string[] {
  const english = new Set([...readCatalogueTexts(root, 'en').keys()].map((id) => id.replace(PLURAL_SUFFIX, '')));
  return unreadTexts(readLedger(root), wordings(root), english);
}

/** REVIEW.md's section under a `## ` heading: its text up to the next such heading, or undefined. */
export function reviewSection(review: string, heading: string): string | undefined {
  const sections = review.split(/^## /m).slice(1);
  const section = sections.find((s) => s.split('\n', 1)[0]!.trim() === heading.trim());
  return section === undefined ? undefined : `## ${section}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A word of the key, as a section writes it: `lockout`, `confirmMessage_one`, `kinds.lockout`.
const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\w])${escape(word)}(_(zero|one|two|few|many|other))?(?![\\w])`).test(text);

/**
 * Whether a reading's section names a text: its key's last part and the part before it as words
 * (`audit.kinds.login/lockout` names `audit.kinds.lockout`; `confirmMessage` its plural forms), or a
 * group holding it (`door.relayStates.*`).
 */
export function namesText(section: string, id: string): boolean {
  const parts = id.slice(id.indexOf(':') + 1).replace(PLURAL_SUFFIX, '').split('.');
  const [last, parent] = [parts[parts.length - 1]!, parts[parts.length - 2]];
  if (hasWord(section, last) && (parent === undefined || hasWord(section, parent))) return true;
  return parts.slice(0, -1).some((_, i) => section.includes(`${parts.slice(0, i + 1).join('.')}.*`));
}
