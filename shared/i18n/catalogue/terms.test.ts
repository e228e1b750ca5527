import { join } from 'node:path';
import { LANGUAGE_CODES } from '../src/languages';
import { englishOf, readCatalogueTexts } from './catalogue';
import { checkTerms, checkTextsAgainstTerms, readTermBase, type TermBase } from './terms';
import { readNotes } from './notes';

const ROOT = join(__dirname, '../../..');
const base = readTermBase(ROOT);

describe.each(LANGUAGE_CODES)('%s against the term base', (lang) => {
  const report = checkTerms(ROOT, lang, base);
  it('has a well-formed choice for every term', () => expect(report.blocks).toEqual([]));
  it("uses its chosen word for every term English names, and none it avoids", () => expect(report.terms).toEqual([]));
  it('keeps protocol names and CSV columns literal', () => expect(report.literals).toEqual([]));
  it('writes one variant of the language', () => expect(report.variants).toEqual([]));
});

describe('the term base itself', () => {
  it('gives every term an English pattern and a meaning', () => {
    for (const { en, meaning } of Object.values(base.terms)) {
      expect(() => new RegExp(en, 'i')).not.toThrow();
      expect(meaning.trim().length).toBeGreaterThan(10);
    }
  });

  it('names in `except` only keys English has', () => {
    const english = readCatalogueTexts(ROOT, 'en');
    const unknown = Object.entries(base.languages).flatMap(([lang, choices]) =>
      Object.values(choices).flatMap((c) => (c.except ?? []).filter((e) => englishOf(english, e.key) === undefined).map((e) => `${lang} ${e.key}`)),
    );
    expect(unknown).toEqual([]);
  });

  it('has a note only beside keys English has', () => {
    const english = readCatalogueTexts(ROOT, 'en');
    expect(Object.keys(readNotes(ROOT)).filter((id) => !english.has(id))).toEqual([]);
  });
});

describe('the terms check', () => {
  const english = readCatalogueTexts(ROOT, 'en');
  const textsOf = (lang: string) => {
    const texts = new Map<string, { text: string; english: string }>();
    for (const [id, text] of readCatalogueTexts(ROOT, lang)) texts.set(id, { text, english: englishOf(english, id) ?? '' });
    return texts;
  };

  /** A key whose English names the route (the device's input channel), and a word each language must not use for it. */
  const planted: Record<string, string> = {
    en: 'Path', de: 'Strecke', fr: 'Itinéraire', es: 'Ruta', it: 'Percorso', pl: 'Trasa', ru: 'Маршрут', ar: 'المسار',
    pt: 'Rota', zhCN: '路线', cs: 'Trasa', el: 'Διαδρομή', fa: 'مسیر', he: 'מסלול', hr: 'Ruta', id: 'Rute',
    ro: 'Traseu', sl: 'Pot', th: 'เส้นทาง', zhTW: '路線',
  };

  it('plants a wrong word for every language', () => expect(Object.keys(planted).sort()).toEqual([...LANGUAGE_CODES].sort()));

  it.each(LANGUAGE_CODES)('fails %s when its route is called a travel route', (lang) => {
    const texts = textsOf(lang);
    texts.set('advanced-setup:authorization.route', { text: planted[lang]!, english: 'Route' });
    const report = checkTextsAgainstTerms(base, lang, texts);
    // A language whose reviewer has not filled its block yet fails on the block itself.
    const expected = base.languages[lang]?.route ? /^advanced-setup:authorization\.route route: none of / : /^route: no choice$/;
    expect([...report.terms, ...report.blocks]).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });

  const fixture: TermBase = {
    terms: { timeZone: { en: '\\btime zones?\\b', meaning: 'An access time window.' } },
    literals: [{ name: 'protocol', en: '\\bWiegand\\b', why: 'A protocol name.' }],
    variants: {
      pt: { avoid: ['ecrã'], why: 'pt-BR.' },
      zhCN: { script: 'simplified', why: 'Simplified.' },
      zhTW: { script: 'traditional', allow: [{ chars: '台', why: 'Standard in Taiwan.' }], why: 'Traditional.' },
    },
    languages: {
      pt: { timeZone: { use: ['faixa horária'], avoid: ['fuso'], except: [{ key: 'demo:legacy', why: 'The device names it so.' }] } },
      zhCN: { timeZone: { use: ['时间段'] } },
      zhTW: { timeZone: { use: ['時段'] } },
      de: {},
    },
  };
  const one = (id: string, text: string, english: string) => new Map([[id, { text, english }]]);

  it("does not take a certificate's SHA-256 fingerprint for a user's fingerprint", () => {
    const certificate = one('network:certificate.fingerprint', 'חתימת האישור (SHA-256)', 'SHA-256 fingerprint');
    expect(checkTextsAgainstTerms(base, 'he', certificate).terms).toEqual([]);
    const biometric = one('users:fingerprint.delete', 'מחיקת חתימה', 'Delete fingerprint');
    expect(checkTextsAgainstTerms(base, 'he', biometric).terms).toEqual([expect.stringMatching(/^users:fingerprint\.delete fingerprint: none of /)]);
  });

  it("wants a certificate's SHA-256 fingerprint to say it is the certificate's", () => {
    const bare = one('network:certificate.fingerprint', 'SHA-256-Fingerabdruck', 'SHA-256 fingerprint');
    expect(checkTextsAgainstTerms(base, 'de', bare).terms).toEqual([expect.stringMatching(/^network:certificate\.fingerprint certificateFingerprint: none of /)]);
    const named = one('network:certificate.fingerprint', 'Fingerabdruck des Zertifikats (SHA-256)', 'SHA-256 fingerprint');
    expect(checkTextsAgainstTerms(base, 'de', named).terms).toEqual([]);
  });

  it('wants the chosen word, refuses an avoided one and spares the listed exceptions', () => {
    expect(checkTextsAgainstTerms(fixture, 'pt', one('demo:a', 'Faixa horária 1', 'Time zone 1')).terms).toEqual([]);
    expect(checkTextsAgainstTerms(fixture, 'pt', one('demo:a', 'Fuso horário 1', 'Time zone 1')).terms).toHaveLength(2);
    expect(checkTextsAgainstTerms(fixture, 'pt', one('demo:a', 'Faixa horária (fuso)', 'Time zone')).terms).toEqual([
      'demo:a timeZone: avoid «fuso» in «Faixa horária (fuso)»',
    ]);
    expect(checkTextsAgainstTerms(fixture, 'pt', one('demo:legacy', 'Fuso', 'Time zone')).terms).toEqual([]);
  });

  it('does not take a placeholder for the term', () => {
    expect(checkTextsAgainstTerms(fixture, 'pt', one('demo:a', '{{time zone}} usado', 'Used by {{time zone}}')).terms).toEqual([]);
  });

  it('reports a language with no choice for a term', () => {
    expect(checkTextsAgainstTerms(fixture, 'de', new Map()).blocks).toEqual(['timeZone: no choice']);
  });

  it('keeps literals literal', () => {
    expect(checkTextsAgainstTerms(fixture, 'zhCN', one('demo:w', '韦根输出', 'Wiegand output')).literals).toEqual([
      'demo:w protocol: «Wiegand» not kept in «韦根输出»',
    ]);
    expect(checkTextsAgainstTerms(fixture, 'zhCN', one('demo:w', 'Wiegand 输出', 'Wiegand output')).literals).toEqual([]);
  });

  it('refuses the other variant: European Portuguese, traditional characters in zhCN, simplified ones in zhTW', () => {
    expect(checkTextsAgainstTerms(fixture, 'pt', one('demo:s', 'Leia no ecrã', 'Read it on the screen')).variants).toHaveLength(1);
    expect(checkTextsAgainstTerms(fixture, 'zhCN', one('demo:s', '設備时间段', 'Device time zone')).variants).toEqual([
      'demo:s other script: 設備 in «設備时间段»',
    ]);
    expect(checkTextsAgainstTerms(fixture, 'zhTW', one('demo:s', '设备時段', 'Device time zone')).variants).toEqual([
      'demo:s other script: 设备 in «设备時段»',
    ]);
    expect(checkTextsAgainstTerms(fixture, 'zhTW', one('demo:s', '平台時段', 'Platform time zone')).variants).toEqual([]);
  });

  it("calls the console by its own word, never the terminal's (he: ממשק הניהול, not המסוף)", () => {
    const hint = (text: string) => checkTextsAgainstTerms(base, 'he', one('network:certificate.pending.hint', text, 'Open the console in a new tab.')).terms;
    expect(hint('פתחו את המסוף בכרטיסייה חדשה.')).toEqual([
      expect.stringMatching(/ console: none of ממשק הניהול/),
      expect.stringMatching(/ console: avoid «מסוף»/),
    ]);
    expect(hint('יש לפתוח את ממשק הניהול בכרטיסייה חדשה.')).toEqual([]);
    const zh = one('network:change.autoConfirm', '终端会自动确认此更改。', 'The console confirms the change by itself.');
    expect(checkTextsAgainstTerms(base, 'zhCN', zh).terms).toHaveLength(2);
  });

  it('calls a reader by the reader word (fa: not خواننده, a singer)', () => {
    const paired = (text: string) => checkTextsAgainstTerms(base, 'fa', one('advanced-setup:pairing.paired', text, 'Reader paired')).terms;
    expect(paired('خواننده جفت شد')).toEqual([expect.stringMatching(/ reader: none of کارت‌خوان/)]);
    expect(paired('کارت‌خوان جفت شد')).toEqual([]);
  });
});
