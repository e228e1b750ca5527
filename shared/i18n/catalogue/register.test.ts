import { join } from 'node:path';
import { LANGUAGE_CODES } from '../src/languages';
import { englishOf, readCatalogueTexts } from './catalogue';
import { checkRegister, checkTextsForRegister, readRegisterRules } from './register';

const ROOT = join(__dirname, '../../..');
const rules = readRegisterRules(ROOT);
const one = (id: string, text: string) => new Map([[id, { text }]]);

describe.each(LANGUAGE_CODES)('%s', (lang) => {
  it('writes in the register REVIEW.md fixes for it', () => expect(checkRegister(ROOT, lang, rules).register).toEqual([]));
});

describe('the register rules themselves', () => {
  it('name the register and give markers that compile, for languages the console has', () => {
    for (const [lang, choice] of Object.entries(rules.languages)) {
      expect(LANGUAGE_CODES).toContain(lang);
      expect(choice.register.trim().length).toBeGreaterThan(10);
      expect(choice.avoid.length).toBeGreaterThan(0);
      for (const pattern of choice.avoid) expect(() => new RegExp(pattern, 'giu')).not.toThrow();
    }
  });

  it('name in `except` only keys English has, each with its reason', () => {
    const english = readCatalogueTexts(ROOT, 'en');
    const excepts = Object.entries(rules.languages).flatMap(([lang, choice]) => (choice.except ?? []).map((e) => ({ lang, ...e })));
    expect(excepts.filter((e) => englishOf(english, e.key) === undefined || !e.why.trim())).toEqual([]);
  });
});

describe('the register check', () => {
  /** For each language with a register, a text that leaves it: the forms the readings found, or the language's familiar you. */
  const planted: Record<string, string> = {
    de: 'Prüfe deine Eingabe',
    fr: 'Vérifie ton mot de passe',
    es: 'Revisa tu contraseña',
    it: 'Vedi solo le tue voci.',
    pl: 'Czy Pan chce zapisać zmiany?',
    ru: 'Проверь твой пароль',
    pt: 'Confira a tua senha',
    zhCN: '请检查你的密码',
    cs: 'Zkontroluj tvoje heslo',
    el: 'Έλεγξε τον κωδικό σου',
    fa: 'رمز تو نادرست است',
    he: 'הזינו מספר שלם',
    hr: 'Provjeri tvoju lozinku',
    id: 'Periksa kata sandi kamu',
    ro: 'Verifică parola ta',
    sl: 'Preverite tvoje geslo',
    zhTW: '請檢查你的密碼',
  };

  it('plants a text for every language that has a register', () => expect(Object.keys(planted).sort()).toEqual(Object.keys(rules.languages).sort()));

  it.each(Object.entries(planted))('fails %s on «%s»', (lang, text) => {
    expect(checkTextsForRegister(rules, lang, one('demo:text', text)).register).toEqual([expect.stringMatching(/^demo:text «.+» leaves the register/)]);
  });

  it.each([
    ['he', 'אתה רואה רק את הרשומות שלך.', 'אתה'],
    ['he', 'לא התחברת או שתוקף ההתחברות פג', 'התחברת'],
    ['he', 'הדף שחיפשת אינו קיים.', 'שחיפשת'],
    ['he', 'דבר אינו משתנה עד שתאשרו.', 'שתאשרו'],
    ['id', 'Periksa kata sandimu', 'sandimu'],
  ])('finds in %s «%s» the word «%s»', (lang, text, word) => {
    expect(checkTextsForRegister(rules, lang, one('demo:text', text)).register).toEqual([expect.stringContaining(`«${word}»`)]);
  });

  it.each([
    ['de', 'Prüfen Sie Ihre Eingabe; Dauer und Durchsatz bleiben'],
    ['fr', 'Vérifiez votre mot de passe : tentative, état, tonalité'],
    ['he', 'יש להזין מספר שלם'],
    ['he', 'מוצגות רק הרשומות שלך.'],
    ['id', 'Periksa kata sandi Anda; ilmu dan temu tidak dihitung'],
    ['zhCN', '请检查您的密码'],
    ['sl', 'Te datoteke ni ustvarila ta naprava'],
  ])('passes %s «%s»', (lang, text) => {
    expect(checkTextsForRegister(rules, lang, one('demo:text', text)).register).toEqual([]);
  });

  it('spares a placeholder, an excepted key and a language with no register', () => {
    expect(checkTextsForRegister(rules, 'de', one('demo:text', 'Gespeichert von {{du}}')).register).toEqual([]);
    const excepting = { languages: { de: { ...rules.languages.de!, except: [{ key: 'demo:quote', why: 'Quotes the device’s own screen.' }] } } };
    expect(checkTextsForRegister(excepting, 'de', one('demo:quote', 'Hallo du')).register).toEqual([]);
    expect(checkTextsForRegister(rules, 'en', one('demo:text', 'You see only your own entries.')).register).toEqual([]);
  });
});
