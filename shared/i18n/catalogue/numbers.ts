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

/** Numbers English itself writes: a name (Wiegand 26, SHA-256), an example or a fixed value, never a bound the contract knows. */
export interface EnglishNumbers {
  /** A regular expression the text's `namespace:key` matches whole. */
  keys: string;
  numbers: string[];
  why: string;
}

export interface NumberRules {
  allow: NumberAllowance[];
  english: EnglishNumbers[];
}

export interface NumberReport {
  lang: string;
  /** `namespace:key «n» …` — a number the translation writes and English does not. */
  numbers: string[];
}

export function readNumberRules(root: string): NumberRules {
  const file = join(root, 'shared/i18n/numbers.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as NumberRules) : { allow: [], english: [] };
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
  // <1>…</1> marks a component's place in the text (react-i18next's Trans), not a number.
  const words = text.replace(/{{[^}]*}}/g, ' ').replace(/<\/?\d+>/g, ' ');
  return [...words.matchAll(/\p{Nd}+/gu)].map(([digits]) => String(Number([...digits].map(asciiDigit).join(''))));
}

const placeholderNames = (text: string) => new Set([...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]!));

/** The numbers check for one language, over texts keyed `namespace:key` with English's text beside each. */
export function checkTextsForNumbers(rules: NumberRules, lang: string, texts: Map<string, { text: string; english: string }>): NumberReport {
  const report: NumberReport = { lang, numbers: [] };
  if (lang === 'en') return checkEnglishNumbers(rules, texts);
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

/** The `namespace:key`s an `english` entry names: its `keys` matched whole. */
export const keysPattern = (entry: EnglishNumbers): RegExp => new RegExp(`^(?:${entry.keys})$`);

/**
 * English writes a number only where numbers.json's `english` says why: a bound, a count or a
 * duration the contract or the code knows reaches the text as a {{placeholder}}.
 */
function checkEnglishNumbers(rules: NumberRules, texts: Map<string, { text: string; english: string }>): NumberReport {
  const report: NumberReport = { lang: 'en', numbers: [] };
  const entries = rules.english.map((e) => ({ keys: keysPattern(e), numbers: e.numbers }));
  for (const [id, { text }] of texts) {
    const named = new Set(entries.filter((e) => e.keys.test(id)).flatMap((e) => e.numbers));
    for (const number of new Set(typedNumbers(text))) {
      if (!named.has(number)) report.numbers.push(`${id} «${number}» typed in English, not a {{placeholder}} nor named in numbers.json's english: «${text}»`);
    }
  }
  return report;
}

export function checkNumbers(root: string, lang: string, rules = readNumberRules(root)): NumberReport {
  return checkTextsForNumbers(rules, lang, textsBesideEnglish(root, lang));
}
