/**
 * `npm run i18n:check [lang…]`: per language, the keys missing, extra, left untranslated
 * or with different placeholders than English; the term base's findings (terms, literals,
 * language variant); and what a machine can catch of a reading (issue 37): words of another
 * register, units and signs a right-to-left text leaves outside a left-to-right isolate, and
 * numbers typed that English does not write; and, under English, every text new or changed since its
 * last recorded reading (readings.ts). Exits 1 when any language has a finding.
 */
import { LANGUAGE_CODES } from '../src/languages';
import { checkAll } from './catalogue';
import { checkIsolation } from './isolation';
import { checkNumbers, readNumberRules } from './numbers';
import { checkReadings } from './readings';
import { checkRegister, readRegisterRules } from './register';
import { checkAllTerms } from './terms';

const only = new Set(process.argv.slice(2));
const root = process.cwd();
const byLanguage = <T extends { lang: string }>(reports: T[]) => new Map(reports.map((r) => [r.lang, r]));
const terms = byLanguage(checkAllTerms(root));
const registerRules = readRegisterRules(root);
const numberRules = readNumberRules(root);
const register = byLanguage(LANGUAGE_CODES.map((lang) => checkRegister(root, lang, registerRules)));
const isolation = byLanguage(LANGUAGE_CODES.map((lang) => checkIsolation(root, lang)));
const numbers = byLanguage(LANGUAGE_CODES.map((lang) => checkNumbers(root, lang, numberRules)));
const unread = checkReadings(root);
const reports = checkAll(root)
  .filter((r) => only.size === 0 || only.has(r.lang))
  .map((r) => ({ ...r, ...terms.get(r.lang)!, ...register.get(r.lang)!, ...isolation.get(r.lang)!, ...numbers.get(r.lang)!, unread: r.lang === 'en' ? unread : [] }));
const SECTIONS = ['missing', 'extra', 'untranslated', 'placeholders', 'blocks', 'terms', 'literals', 'variants', 'register', 'isolation', 'numbers', 'unread'] as const;
let findings = 0;
for (const report of reports) {
  const sections = SECTIONS.filter((k) => report[k].length > 0);
  findings += sections.reduce((sum, k) => sum + report[k].length, 0);
  if (sections.length === 0) {
    console.log(`${report.lang}: complete`);
    continue;
  }
  console.log(`${report.lang}: ${sections.map((k) => `${report[k].length} ${k}`).join(', ')}`);
  for (const k of sections) for (const key of report[k]) console.log(`  ${k}  ${key}`);
}
if (unread.length > 0) {
  console.log(
    'Unread texts (new, or changed in English or in any one language since their last reading): read each in every language ' +
      'against the term base and REVIEW.md\'s choices, record the reading in a section "## Reading (YYYY-MM-DD, <what was read>)" ' +
      'of shared/i18n/REVIEW.md naming their keys, then npm run i18n:read -- "<its heading>".',
  );
}
process.exitCode = findings > 0 ? 1 : 0;
