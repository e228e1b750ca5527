/**
 * `npm run i18n:check [lang…]`: per language, the keys missing, extra, left untranslated
 * or with different placeholders than English, and the term base's findings (terms,
 * literals, language variant). Exits 1 when any language has a finding.
 */
import { checkAll } from './catalogue';
import { checkAllTerms } from './terms';

const only = new Set(process.argv.slice(2));
const root = process.cwd();
const terms = new Map(checkAllTerms(root).map((r) => [r.lang, r]));
const reports = checkAll(root)
  .filter((r) => only.size === 0 || only.has(r.lang))
  .map((r) => ({ ...r, ...terms.get(r.lang)! }));
let findings = 0;
for (const report of reports) {
  const sections = (['missing', 'extra', 'untranslated', 'placeholders', 'blocks', 'terms', 'literals', 'variants'] as const).filter((k) => report[k].length > 0);
  findings += sections.reduce((sum, k) => sum + report[k].length, 0);
  if (sections.length === 0) {
    console.log(`${report.lang}: complete`);
    continue;
  }
  console.log(`${report.lang}: ${sections.map((k) => `${report[k].length} ${k}`).join(', ')}`);
  for (const k of sections) for (const key of report[k]) console.log(`  ${k}  ${key}`);
}
process.exitCode = findings > 0 ? 1 : 0;
