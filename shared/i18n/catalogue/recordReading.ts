/**
 * `npm run i18n:read -- "<heading>"`: records in shared/i18n/readings.json that the texts unread
 * (new, or changed in English or any language since their last reading) were read, as REVIEW.md's
 * section `## <heading>` says. The section must exist, carry the reading's date (a day, not after
 * today) and name every such text (its key, or a group `door.relayStates.*`); else nothing is
 * recorded and what to do is said, with the texts concerned.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkReadings, LEDGER_FILE, namesText, readingDateProblem, readLedger, reviewSection, wordings } from './readings';

const root = process.cwd();
const heading = process.argv.slice(2).join(' ').trim();
const section = heading ? reviewSection(readFileSync(join(root, 'shared/i18n/REVIEW.md'), 'utf8'), heading) : undefined;
const unread = checkReadings(root);

function refuse(problem: string, texts: readonly string[]): never {
  console.error(problem);
  for (const id of texts) console.error(`  ${id}`);
  process.exit(1);
}
const SHAPE = '"## Reading (YYYY-MM-DD, <what was read>)"';
if (!heading) refuse(`Give the heading of the section of shared/i18n/REVIEW.md, ${SHAPE}, that records the reading of:`, unread);
if (!section) refuse(`shared/i18n/REVIEW.md has no section "## ${heading}": add it, ${SHAPE}, naming the keys read of:`, unread);
const dateProblem = readingDateProblem(heading, new Date());
if (dateProblem) refuse(`The heading "${heading}" ${dateProblem}: write the day of the reading, ${SHAPE}. It records:`, unread);
const unnamed = unread.filter((id) => !namesText(section, id));
if (unnamed.length > 0) {
  refuse(
    `The section "${heading}" does not name these texts read. Name each by its key, the part before its last as a path ` +
      '(status.logFull, status.logFull/fullDropOldest, pushLink.title, state), or its group (door.relayStates.*):',
    unnamed,
  );
}
const ledger = readLedger(root);
const current = wordings(root);
const sorted = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
// A text read again leaves its earlier reading; a text English no longer has leaves the ledger.
const readings = Object.entries(ledger.readings)
  .map(([reading, texts]): [string, Record<string, string>] => [reading, sorted(Object.entries(texts).filter(([id]) => current.has(id) && !unread.includes(id)))])
  .filter(([reading, texts]) => reading !== heading && Object.keys(texts).length > 0);
const earlier = ledger.readings[heading] ?? {};
readings.push([heading, sorted([...Object.entries(earlier), ...unread.map((id): [string, string] => [id, current.get(id)!])])]);
writeFileSync(join(root, LEDGER_FILE), `${JSON.stringify({ ...ledger, readings: Object.fromEntries(readings) }, null, 2)}\n`);
console.log(`recorded the reading "${heading}" of ${unread.length} texts`);
