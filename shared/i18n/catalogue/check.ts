/**
 * `npm run i18n:check [lang…]`: per language, the keys missing, extra, left untranslated
 * or with different placeholders than English. Exits 1 when any language has a finding.
 */
import { checkAll } from './catalogue';

const only = new Set(process.argv.slice(2));
const reports = checkAll(process.cwd()).filter((r) => only.size === 0 || only.has(r.lang));
let findings = 0;
for (const report of reports) {
  const sections = (['missing', 'extra', 'untranslated', 'placeholders'] as const).filter((k) => report[k].length > 0);
  findings += sections.reduce((sum, k) => sum + report[k].length, 0);
  if (sections.length === 0) {
    console.log(`${report.lang}: complete`);
    continue;
  }
  console.log(`${report.lang}: ${sections.map((k) => `${report[k].length} ${k}`).join(', ')}`);
  for (const k of sections) for (const key of report[k]) console.log(`  ${k}  ${key}`);
}
process.exitCode = findings > 0 ? 1 : 0;
