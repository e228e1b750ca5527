/**
 * `npm run i18n:read -- "<heading>"`: records in shared/i18n/readings.json that the texts unread
 * (new, or changed in English or any language since their last reading) were read, as REVIEW.md's
 * section `## <heading>` says. The section must exist, carry its date (YYYY-MM-DD) and name every
 * such text (its key, or a group `door.relayStates.*`); else nothing is recorded and the texts it
 * does not name are listed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkReadings, LEDGER_FILE, namesText, readLedger, reviewSection, wordings } from './readings';

const root = process.cwd();
const heading = process.argv.slice(2).join(' ').trim();
const section = heading ? reviewSection(readFileSync(join(root, 'shared/i18n/REVIEW.md'), 'utf8'), heading) : undefined;
const unread = checkReadings(root);

if (!section || !/\d{4}-\d{2}-\d{2}/.test(heading)) {
  console.error(`Give the heading of a dated section of shared/i18n/REVIEW.md ("## Reading (YYYY-MM-DD, …)") that records the reading of:`);
  for (const id of unread) console.error(`  ${id}`);
  process.exit(1);
}
const unnamed = unread.filter((id) => !namesText(section, id));
if (unnamed.length > 0) {
  console.error(`The section "${heading}" does not name these texts read: name each (its key, or a group such as door.relayStates.*):`);
  for (const id of unnamed) console.error(`  ${id}`);
  process.exit(1);
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
