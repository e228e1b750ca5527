import { join } from 'node:path';
import { LANGUAGE_CODES } from '../src/languages';
import { englishOf, readCatalogueTexts } from './catalogue';
import { checkNumbers, checkTextsForNumbers, keysPattern, readNumberRules, typedNumbers, type NumberRules } from './numbers';

const ROOT = join(__dirname, '../../..');
const rules = readNumberRules(ROOT);
const one = (id: string, text: string, english: string) => new Map([[id, { text, english }]]);

describe.each(LANGUAGE_CODES)('%s', (lang) => {
  it('types no number English does not write', () => expect(checkNumbers(ROOT, lang, rules).numbers).toEqual([]));
});

it('allows numbers only for keys English has, each with its reason', () => {
  const english = readCatalogueTexts(ROOT, 'en');
  expect(rules.allow.filter((a) => englishOf(english, a.key) === undefined || !a.why.trim() || a.numbers.length === 0)).toEqual([]);
});

it("names English's own numbers only for keys English has, each with its reason", () => {
  const ids = [...readCatalogueTexts(ROOT, 'en').keys()];
  expect(rules.english.filter((e) => !e.why.trim() || !ids.some((id) => keysPattern(e).test(id)))).toEqual([]);
});

describe('the numbers check', () => {
  it('flags a bound typed in English, and passes one named in numbers.json or interpolated', () => {
    const english = (id: string, text: string) => checkTextsForNumbers(rules, 'en', one(id, text, text)).numbers;
    expect(english('demo:years', 'The device clock runs from 2000 to 2099')).toEqual([
      expect.stringMatching(/^demo:years «2000» typed in English/),
      expect.stringMatching(/^demo:years «2099» typed in English/),
    ]);
    expect(english('demo:years', 'The device clock runs from {{min}} to {{max}}')).toEqual([]);
    expect(english('access-control:accessSetup.options.wiegandformat.card34big', 'Card 34 (big end)')).toEqual([]);
    expect(english('access-control:accessSetup.options.wiegandformat.card34big', 'Card 34, at most 8 cards')).toEqual([expect.stringMatching(/«8»/)]);
  });


  it('reads the digits of every script the console writes, placeholders left out', () => {
    expect(typedNumbers('{{max}} 08:30, ۳۲, ٤٥, ๑๒, 255.255.255.0')).toEqual(['8', '30', '32', '45', '12', '255', '255', '255', '0']);
  });

  it('flags a quantity typed where English interpolates it', () => {
    expect(checkTextsForNumbers(rules, 'de', one('demo:max_one', 'Höchstens 1 Zeichen', 'At most {{count}} character')).numbers).toEqual([
      'demo:max_one «1» typed where English has {{count}}: «Höchstens 1 Zeichen»',
    ]);
    expect(checkTextsForNumbers(rules, 'fa', one('demo:max', 'حداکثر ۳۲ نویسه', 'At most {{maxLength}} characters')).numbers).toEqual([
      expect.stringMatching(/^demo:max «32» typed where English has {{maxLength}}/),
    ]);
  });

  it('flags any other number English does not write', () => {
    expect(checkTextsForNumbers(rules, 'fr', one('demo:wait', 'Aucun lecteur n’a répondu en 60 secondes.', 'No reader answered within a minute.')).numbers).toEqual([
      expect.stringMatching(/^demo:wait «60» not in English/),
    ]);
  });

  it("passes English's own numbers, in any digits, and the placeholder itself", () => {
    expect(checkTextsForNumbers(rules, 'ar', one('demo:time', 'أدخل وقتًا، مثل ٨:٠٠ أو 20:30', 'Enter a time, such as 8:00 or 20:30')).numbers).toEqual([]);
    expect(checkTextsForNumbers(rules, 'de', one('demo:hash', 'SHA-256-Fingerabdruck des Zertifikats', 'SHA-256 fingerprint')).numbers).toEqual([]);
    expect(checkTextsForNumbers(rules, 'de', one('demo:max', 'Höchstens {{count}} Zeichen', 'At most {{count}} characters')).numbers).toEqual([]);
  });

  it('spares an allowed number, in the languages it is allowed for only', () => {
    const allowing: NumberRules = { allow: [{ key: 'demo:mask', numbers: ['1'], langs: ['zhCN'], why: 'The 1 bits.' }], english: [] };
    const mask = (lang: string, text: string) => checkTextsForNumbers(allowing, lang, one('demo:mask', text, 'A run of ones, such as 255.0')).numbers;
    expect(mask('zhCN', '连续的 1，例如 255.0')).toEqual([]);
    expect(mask('zhTW', '連續的 1，例如 255.0')).toHaveLength(1);
  });
});
