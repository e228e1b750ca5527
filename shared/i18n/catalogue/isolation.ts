import { isRtl } from '../src/languages';
import { textsBesideEnglish } from './catalogue';

export interface IsolationReport {
  lang: string;
  /** `namespace:key «run»` — a unit, sign or time a right-to-left text leaves outside a left-to-right isolate. */
  isolation: string[];
}

/** LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE, what `leftToRight()` of @tac/i18n wraps a value in. */
export const LRI = '\u2066';
export const PDI = '\u2069';

const value = String.raw`(?:\{\{[^}]*\}\}|\p{Nd}+(?:[.,]\p{Nd}+)*)`;
/**
 * What right-to-left layout splits or reverses: a temperature in Latin letters (°C, with its value;
 * Arabic's °م reads right to left as it is), a sign before a number (+1), a percentage, a clock
 * time (8:00, 20:30:15). A % alone (in a list of symbols) is no quantity.
 */
const RUNS = new RegExp(
  [
    String.raw`(?:${value}\s?)?°[CF]`,
    String.raw`[+\-−]${value}(?:\s?%)?`,
    String.raw`${value}\s?%|%\s?${value}`,
    String.raw`\p{Nd}{1,2}:\p{Nd}{2}(?::\p{Nd}{2})?`,
  ].join('|'),
  'gu',
);

/** The spans [start, end) of the text's left-to-right isolates (LRI … PDI), nested ones included. */
function isolates(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const open: { at: number; ltr: boolean }[] = [];
  [...text].reduce((at, char) => {
    if (char >= '\u2066' && char <= '\u2068') open.push({ at, ltr: char === LRI });
    else if (char === PDI) {
      const isolate = open.pop();
      if (isolate?.ltr) spans.push([isolate.at, at + 1]);
    }
    return at + char.length;
  }, 0);
  return spans;
}

/** A sign before a number is only one when no letter or digit touches it (not the hyphen of SHA-256, 2000-2099 or ו-2099). */
const isSign = (text: string, at: number) => !/[\p{L}\p{M}\p{Nd}}]/u.test(text.slice(0, at).slice(-1));

/** Units, signs and times outside a left-to-right isolate in one language's texts (right-to-left languages only). */
export function checkTextsForIsolation(lang: string, texts: Map<string, { text: string }>): IsolationReport {
  const report: IsolationReport = { lang, isolation: [] };
  if (!isRtl(lang)) return report;
  for (const [id, { text }] of texts) {
    const spans = isolates(text);
    for (const run of text.matchAll(RUNS)) {
      const [found] = run;
      if (/^[+\-−]/.test(found) && !isSign(text, run.index)) continue;
      const end = run.index + found.length;
      if (!spans.some(([from, to]) => from < run.index && end < to)) report.isolation.push(`${id} «${found}» outside ${'\\u2066'}…${'\\u2069'}: «${text}»`);
    }
  }
  return report;
}

export function checkIsolation(root: string, lang: string): IsolationReport {
  return checkTextsForIsolation(lang, textsBesideEnglish(root, lang));
}
