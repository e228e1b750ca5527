import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textsBesideEnglish } from './catalogue';

/** A number a translation may write though English does not (see the `_about` of shared/i18n/numbers.json). */
export interface NumberAllowance {
  key: string;
  numbers: string[];
  /** The languages it holds for; every language when absent. */
  langs?: string[];
  why: string;
}

export interface NumberRules {
  allow: NumberAllowance[];
}

export interface NumberReport {
  lang: string;
  /** `namespace:key «n» …` — a number the translation writes and English does not. */
  numbers: string[];
}

export function readNumberRules(root: string): NumberRules {
  const file = join(root, 'shared/i18n/numbers.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as NumberRules) : { allow: [] };
}

/** The first code point of each script's run of digits 0–9 the console's languages write. */
const ZEROES = [0x30, 0x660, 0x6f0, 0xe50, 0xff10];
const asciiDigit = (char: string) => {
  const code = char.codePointAt(0)!;
  const zero = ZEROES.find((z) => code >= z && code <= z + 9);
  return zero === undefined ? char : String(code - zero);
};

/**
 * The numbers a text writes itself, leading zeros dropped (08:00 holds 8 and 0); a
 * {{placeholder}} is the contract's number, not one typed, so it is left out.
 */
export function typedNumbers(text: string): string[] {
  const words = text.replace(/{{[^}]*}}/g, ' ');
  return [...words.matchAll(/\p{Nd}+/gu)].map(([digits]) => String(Number([...digits].map(asciiDigit).join(''))));
}

const placeholderNames = (text: string) => new Set([...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]!));

/** The numbers check for one language, over texts keyed `namespace:key` with English's text beside each. */
export function checkTextsForNumbers(rules: NumberRules, lang: string, texts: Map<string, { text: string; english: string }>): NumberReport {
  const report: NumberReport = { lang, numbers: [] };
  if (lang === 'en') return report;
  for (const [id, { text, english }] of texts) {
    const inEnglish = new Set(typedNumbers(english));
    const allowed = new Set(rules.allow.filter((a) => a.key === id && (!a.langs || a.langs.includes(lang))).flatMap((a) => a.numbers));
    const dropped = [...placeholderNames(english)].filter((name) => !placeholderNames(text).has(name));
    for (const number of new Set(typedNumbers(text))) {
      if (inEnglish.has(number) || allowed.has(number)) continue;
      const where = dropped.length > 0 ? `typed where English has ${dropped.map((name) => `{{${name}}}`).join(', ')}` : 'not in English';
      report.numbers.push(`${id} «${number}» ${where}: «${text}»`);
    }
  }
  return report;
}

export function checkNumbers(root: string, lang: string, rules = readNumberRules(root)): NumberReport {
  return checkTextsForNumbers(rules, lang, textsBesideEnglish(root, lang));
}
