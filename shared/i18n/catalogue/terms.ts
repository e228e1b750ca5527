import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Converter } from 'opencc-js';
import { LANGUAGE_CODES } from '../src/languages';
import { textsBesideEnglish } from './catalogue';

/** A language's choice for one term (see the `_about` of shared/i18n/termbase.json). */
export interface TermChoice {
  use: string[];
  avoid?: string[];
  except?: { key: string; why: string }[];
}

export interface TermBase {
  terms: Record<string, { en: string; meaning: string }>;
  literals: { name: string; en: string; keys?: string; why: string }[];
  variants: Record<string, { avoid?: string[]; script?: 'simplified' | 'traditional'; allow?: { chars: string; why: string }[]; why: string }>;
  languages: Record<string, Record<string, TermChoice>>;
}

export interface TermReport {
  lang: string;
  /** Terms the language has no choice for, or whose choice is malformed. */
  blocks: string[];
  /** `namespace:key term: …` — a translation without the chosen word, or with a word to avoid. */
  terms: string[];
  /** `namespace:key literal` — a name that must stay as English writes it and does not. */
  literals: string[];
  /** `namespace:key …` — a word or character of the language's other variant. */
  variants: string[];
}

export function readTermBase(root: string): TermBase {
  return JSON.parse(readFileSync(join(root, 'shared/i18n/termbase.json'), 'utf8')) as TermBase;
}

/** Case, Unicode form and Arabic short-vowel marks do not make a word different. */
const fold = (text: string) => text.toLocaleLowerCase('en').normalize('NFC').replace(/[\u064B-\u065F\u0670]/g, '');
const containsStem = (text: string, stem: string) => fold(text).includes(fold(stem));
/** A word of the other variant, from the start of a word: whole unless it ends in `*` (then any ending). */
const containsWord = (text: string, word: string) => {
  const stem = word.endsWith('*') ? word.slice(0, -1) : word;
  const escaped = fold(stem).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}${word.endsWith('*') ? '' : '(?!\\p{L})'}`, 'u').test(fold(text));
};
/** Placeholders are code, not words: `{{user}}` says nothing about how a text names a user. */
const words = (text: string) => text.replace(/{{[^}]*}}/g, ' ');

/**
 * Whether English names the term: a match that lies wholly inside a `{{placeholder}}` is
 * code, not a word, and a name the key keeps literal (a CSV column) is not the term.
 */
function namesTerm(pattern: RegExp, english: string, literalSpans: [number, number][]): boolean {
  const placeholders = [...english.matchAll(/{{[^}]*}}/g)].map((m): [number, number] => [m.index, m.index + m[0].length]);
  const skipped = [...placeholders, ...literalSpans];
  const global = new RegExp(pattern.source, 'gi');
  return [...english.matchAll(global)].some((m) => !skipped.some(([from, to]) => m.index >= from && m.index + m[0].length <= to));
}

function blockProblems(term: string, choice: TermChoice | undefined): string | undefined {
  if (!choice) return `${term}: no choice`;
  if (!Array.isArray(choice.use) || choice.use.length === 0 || choice.use.some((s) => typeof s !== 'string' || s.trim() === '')) return `${term}: \`use\` needs at least one stem`;
  if (choice.avoid && (!Array.isArray(choice.avoid) || choice.avoid.some((s) => typeof s !== 'string' || s.trim() === ''))) return `${term}: \`avoid\` must list stems`;
  if (choice.except && (!Array.isArray(choice.except) || choice.except.some((e) => !e.key || !e.why?.trim()))) return `${term}: every \`except\` needs a key and a why`;
  return undefined;
}

/**
 * Characters that belong only to the other script: those OpenCC always rewrites when
 * converting to this language's script, less the ones the term base allows (standard in both).
 */
function otherScript(script: 'simplified' | 'traditional', allowed: string): (char: string) => boolean {
  const toOwn = script === 'simplified' ? Converter({ from: 'tw', to: 'cn' }) : Converter({ from: 'cn', to: 'tw' });
  return (char) => /\p{Script=Han}/u.test(char) && !allowed.includes(char) && toOwn(char) !== char;
}

/** The term base's findings for one language, over texts keyed `namespace:key` with English's text beside each. */
export function checkTextsAgainstTerms(base: TermBase, lang: string, texts: Map<string, { text: string; english: string }>): TermReport {
  const report: TermReport = { lang, blocks: [], terms: [], literals: [], variants: [] };
  const choices = base.languages[lang] ?? {};
  const patterns = Object.entries(base.terms).map(([term, { en }]) => ({ term, pattern: new RegExp(en, 'i'), choice: choices[term] }));
  for (const { term, choice } of patterns) {
    const problem = blockProblems(term, choice);
    if (problem) report.blocks.push(problem);
  }
  for (const term of Object.keys(choices)) if (!base.terms[term]) report.blocks.push(`${term}: not a term of the base`);
  const literals = base.literals.map((l) => ({ ...l, pattern: new RegExp(l.en, 'g'), keys: l.keys ? new RegExp(l.keys) : undefined }));
  const variant = base.variants[lang];
  const foreignChar = variant?.script ? otherScript(variant.script, (variant.allow ?? []).map((a) => a.chars).join('')) : undefined;

  for (const [id, { text, english }] of texts) {
    const keptLiteral = literals.filter((l) => !l.keys || l.keys.test(id));
    const literalSpans = keptLiteral.flatMap((l) => [...english.matchAll(l.pattern)].map((m): [number, number] => [m.index, m.index + m[0].length]));
    for (const { term, pattern, choice } of patterns) {
      if (!choice || blockProblems(term, choice) || !namesTerm(pattern, english, literalSpans)) continue;
      if (choice.except?.some((e) => e.key === id)) continue;
      if (!choice.use.some((stem) => containsStem(words(text), stem))) report.terms.push(`${id} ${term}: none of ${choice.use.join(' / ')} in «${text}»`);
      const avoided = choice.avoid?.find((stem) => containsStem(words(text), stem));
      if (avoided) report.terms.push(`${id} ${term}: avoid «${avoided}» in «${text}»`);
    }
    for (const literal of keptLiteral) {
      for (const [name] of words(english).matchAll(literal.pattern)) {
        if (!text.includes(name)) report.literals.push(`${id} ${literal.name}: «${name}» not kept in «${text}»`);
      }
    }
    const marker = variant?.avoid?.find((word) => containsWord(words(text), word));
    if (marker) report.variants.push(`${id} «${marker}» in «${text}»`);
    const chars = foreignChar ? [...new Set([...text].filter(foreignChar))] : [];
    if (chars.length > 0) report.variants.push(`${id} other script: ${chars.join('')} in «${text}»`);
  }
  return report;
}

export function checkTerms(root: string, lang: string, base = readTermBase(root)): TermReport {
  return checkTextsAgainstTerms(base, lang, textsBesideEnglish(root, lang));
}

export function checkAllTerms(root: string): TermReport[] {
  const base = readTermBase(root);
  return LANGUAGE_CODES.map((lang) => checkTerms(root, lang, base));
}
