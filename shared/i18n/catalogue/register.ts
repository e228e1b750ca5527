import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textsBesideEnglish } from './catalogue';

/** A language's register as REVIEW.md fixes it, and the words that leave it (see the `_about` of shared/i18n/register.json). */
export interface RegisterChoice {
  register: string;
  avoid: string[];
  /** The language writes no spaces between words: its markers match anywhere. */
  inWords?: boolean;
  except?: { key: string; why: string }[];
}

export interface RegisterRules {
  languages: Record<string, RegisterChoice>;
}

export interface RegisterReport {
  lang: string;
  /** `namespace:key «word»` — a word of a register the language does not write in. */
  register: string[];
}

export function readRegisterRules(root: string): RegisterRules {
  return JSON.parse(readFileSync(join(root, 'shared/i18n/register.json'), 'utf8')) as RegisterRules;
}

/** An `avoid` entry is a regular expression for whole words: no letter (or mark) may touch it on either side. */
const marker = (pattern: string, inWords = false) =>
  new RegExp(inWords ? pattern : `(?<![\\p{L}\\p{M}])(?:${pattern})(?![\\p{L}\\p{M}])`, 'giu');

/** The register check for one language, over texts keyed `namespace:key`. */
export function checkTextsForRegister(rules: RegisterRules, lang: string, texts: Map<string, { text: string }>): RegisterReport {
  const report: RegisterReport = { lang, register: [] };
  const choice = rules.languages[lang];
  if (!choice) return report;
  const markers = choice.avoid.map((pattern) => marker(pattern, choice.inWords));
  for (const [id, { text }] of texts) {
    if (choice.except?.some((e) => e.key === id)) continue;
    const words = text.replace(/{{[^}]*}}/g, ' ');
    const found = [...new Set(markers.flatMap((m) => [...words.matchAll(m)].map(([word]) => word)))];
    if (found.length > 0) report.register.push(`${id} ${found.map((word) => `«${word}»`).join(' ')} leaves the register (${choice.register}): «${text}»`);
  }
  return report;
}

export function checkRegister(root: string, lang: string, rules = readRegisterRules(root)): RegisterReport {
  return checkTextsForRegister(rules, lang, textsBesideEnglish(root, lang));
}
