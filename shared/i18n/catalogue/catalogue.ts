import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, toBcp47 } from '../src/languages';

/** One namespace's texts as files on disk: where each language's JSON lives. */
export interface Catalogue {
  namespace: string;
  fileOf(lang: string): string;
}

export type Tree = { [key: string]: string | Tree };

/** A plural form's suffix of a key (`_one`, `_other`…). */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every translated namespace of the repository: shared core, the shell's hidden pages and each remote. */
export function listCatalogues(root: string): Catalogue[] {
  const core = ['common', 'errors', 'shell'].map((namespace) => ({
    namespace,
    fileOf: (lang: string) => join(root, 'shared/i18n/src/locales', lang, `${namespace}.json`),
  }));
  const hidden = { namespace: 'hidden', fileOf: (lang: string) => join(root, 'shell/src/pages/hidden/locales', `${lang}.json`) };
  const remotes = readdirSync(join(root, 'remotes'))
    .filter((remote) => existsSync(join(root, 'remotes', remote, 'src/locales/en.json')))
    .sort()
    .map((remote) => ({ namespace: remote, fileOf: (lang: string) => join(root, 'remotes', remote, 'src/locales', `${lang}.json`) }));
  return [...core, hidden, ...remotes];
}

/** A translation file as dotted keys; `keyOf` may rename each key on the way (e.g. plural variants to their base). */
export function flatten(tree: Tree, keyOf: (key: string) => string = (key) => key, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + keyOf(key);
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, keyOf, `${path}.`).forEach((text, dotted) => out.set(dotted, text));
  }
  return out;
}

function read(file: string): Map<string, string> {
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree) : new Map();
}

/**
 * The keys a language must have: English's, with each plural key expanded to the
 * language's own CLDR categories (i18next looks up `_few`, `_many`… by Intl.PluralRules).
 */
function expectedKeys(english: Map<string, string>, lang: string): Map<string, string> {
  const categories = new Intl.PluralRules(toBcp47(lang)).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, text] of english) {
    if (!PLURAL_SUFFIX.test(key)) out.set(key, text);
    else for (const category of categories) out.set(key.replace(PLURAL_SUFFIX, `_${category}`), english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? text);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]!));

/** A translation uses only English's placeholders, and all of them unless it is a plural form (which may say "one"). */
function placeholdersMatch(key: string, text: string, englishText: string): boolean {
  const used = placeholders(text);
  const english = placeholders(englishText);
  const subset = [...used].every((p) => english.has(p));
  return PLURAL_SUFFIX.test(key) ? subset : subset && used.size === english.size;
}

/** Texts with no word to translate (a placeholder, a number, punctuation) may stay as they are. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/{{[^}]*}}/g, ''));

export interface LanguageReport {
  lang: string;
  /** `namespace:key` English has and the language does not (or has empty). */
  missing: string[];
  /** `namespace:key` the language has and English does not. */
  extra: string[];
  /** `namespace:key` left identical to English and not listed in shared/i18n/identical/<lang>.json. */
  untranslated: string[];
  /** `namespace:key` whose {{placeholders}} differ from English's. */
  placeholders: string[];
}

/** Keys a language deliberately keeps in English (acronyms, proper names, words the language shares). */
export function identicalAllowed(root: string, lang: string): Set<string> {
  const file = join(root, 'shared/i18n/identical', `${lang}.json`);
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
}

export function checkLanguage(root: string, lang: string): LanguageReport {
  const report: LanguageReport = { lang, missing: [], extra: [], untranslated: [], placeholders: [] };
  const allowed = identicalAllowed(root, lang);
  for (const catalogue of listCatalogues(root)) {
    const english = read(catalogue.fileOf('en'));
    const expected = expectedKeys(english, lang);
    const texts = read(catalogue.fileOf(lang));
    const id = (key: string) => `${catalogue.namespace}:${key}`;
    for (const [key, englishText] of expected) {
      const text = texts.get(key);
      if (text === undefined || text.trim() === '') report.missing.push(id(key));
      else if (!placeholdersMatch(key, text, englishText)) report.placeholders.push(id(key));
      else if (lang !== 'en' && text === englishText && hasWords(text) && !allowed.has(id(key))) report.untranslated.push(id(key));
    }
    for (const key of texts.keys()) if (!expected.has(key)) report.extra.push(id(key));
  }
  return report;
}

/** Every text of a language across all catalogues, keyed `namespace:key`. */
export function readCatalogueTexts(root: string, lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const catalogue of listCatalogues(root)) {
    read(catalogue.fileOf(lang)).forEach((text, key) => out.set(`${catalogue.namespace}:${key}`, text));
  }
  return out;
}

/** English's text for a language's key: a plural form English lacks (`_few`…) reads English's `_other`. */
export function englishOf(english: Map<string, string>, id: string): string | undefined {
  return english.get(id) ?? (PLURAL_SUFFIX.test(id) ? english.get(id.replace(PLURAL_SUFFIX, '_other')) : undefined);
}

/** A language's texts keyed `namespace:key`, each beside English's text for it (keys English lacks are left out). */
export function textsBesideEnglish(root: string, lang: string): Map<string, { text: string; english: string }> {
  const english = readCatalogueTexts(root, 'en');
  const texts = new Map<string, { text: string; english: string }>();
  for (const [id, text] of readCatalogueTexts(root, lang)) {
    const source = englishOf(english, id);
    if (source !== undefined) texts.set(id, { text, english: source });
  }
  return texts;
}

export function checkAll(root: string): LanguageReport[] {
  return LANGUAGE_CODES.map((lang) => checkLanguage(root, lang));
}
