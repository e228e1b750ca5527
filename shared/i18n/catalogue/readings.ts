import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../src/languages';
import { PLURAL_SUFFIX, readCatalogueTexts } from './catalogue';

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

/** What is wrong with a reading's heading's date (none, not a day of the calendar, after `today`), or undefined. */
export function readingDateProblem(heading: string, today: Date): string | undefined {
  const written = /\((\d{4})-(\d{2})-(\d{2})[,)]/.exec(heading);
  if (!written) return 'carries no date';
  const [year, month, day] = written.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return `dates it ${written[0]!.slice(1, -1)}, no day of the calendar`;
  // A reading is recorded the day it is done, or after: never before (a day's slack for the zones).
  if (date.getTime() > today.getTime() + 86_400_000) return 'dates it after today';
  return undefined;
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
// The part before the key's last written as a path, `kinds.` before a key or a list: not the word in a sentence.
const hasPathPart = (text: string, part: string) => new RegExp(`(^|[^\\w])${escape(part)}\\.(?=[\\w*])`).test(text);

/**
 * Whether a reading's section names a text: its key's last part as a word and the part before it
 * as a path (`audit.kinds.login/lockout` and `pushLink.title, state` name `audit.kinds.lockout` and
 * `pushLink.state`; `confirmMessage` its plural forms), a group holding it (`door.relayStates.*`), or
 * a key of one part by its namespace (`shell:title`). "The status page has a title" names none.
 */
export function namesText(section: string, id: string): boolean {
  const namespace = id.slice(0, id.indexOf(':'));
  const parts = id.slice(id.indexOf(':') + 1).replace(PLURAL_SUFFIX, '').split('.');
  const [last, parent] = [parts[parts.length - 1]!, parts[parts.length - 2]];
  if (parent === undefined ? hasWord(section, `${namespace}:${last}`) : hasWord(section, last) && hasPathPart(section, parent)) return true;
  return parts.slice(0, -1).some((_, i) => section.includes(`${parts.slice(0, i + 1).join('.')}.*`));
}
