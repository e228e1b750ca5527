import { join } from 'node:path';
import { LANGUAGE_CODES, isRtl } from '../src/languages';
import { leftToRight } from '../src/format';
import { checkIsolation, checkTextsForIsolation } from './isolation';

const ROOT = join(__dirname, '../../..');
const one = (id: string, text: string) => new Map([[id, { text }]]);
const findings = (lang: string, text: string) => checkTextsForIsolation(lang, one('demo:text', text)).isolation;

describe.each(LANGUAGE_CODES.filter(isRtl))('%s', (lang) => {
  it('isolates every unit, sign and time left to right', () => expect(checkIsolation(ROOT, lang).isolation).toEqual([]));
});

describe('the isolation check', () => {
  it.each([
    ['he', '{{value}} °C', '{{value}} °C'],
    ['he', 'טמפרטורה חריגה היא {{value}} °C ומעלה.', '{{value}} °C'],
    ['fa', '{{title}} (°C)', '°C'],
    ['he', '+{{count}} שעות', '+{{count}}'],
    ['ar', '{{percent}}%', '{{percent}}%'],
    ['ar', 'أدخل وقتًا، مثل 8:00 أو 20:30', '8:00'],
  ])('finds in %s «%s» the run «%s» outside an isolate', (lang, text, run) => {
    expect(findings(lang, text)).toEqual(expect.arrayContaining([expect.stringContaining(`«${run}» outside`)]));
  });

  it('passes what leftToRight() of @tac/i18n isolates, as the texts write it', () => {
    expect(findings('he', leftToRight('{{value}} °C'))).toEqual([]);
    expect(findings('he', `טמפרטורה חריגה היא ${leftToRight('{{value}} °C')} ומעלה.`)).toEqual([]);
    expect(findings('fa', `${leftToRight('+{{count}}')} ساعت`)).toEqual([]);
    expect(findings('ar', `مثل ${leftToRight('8:00')} أو ${leftToRight('20:30')}`)).toEqual([]);
  });

  it('takes only the isolate for the convention: a LEFT-TO-RIGHT MARK, or a right-to-left isolate, does not count', () => {
    expect(findings('he', '\u200e{{value}} °C')).toHaveLength(1);
    expect(findings('he', '\u2067{{value}} °C\u2069')).toHaveLength(1);
  });

  it('leaves alone what right-to-left layout keeps whole: °م, a hyphen inside a name or a range, a % alone, ٪', () => {
    expect(findings('ar', '{{value}} °م')).toEqual([]);
    expect(findings('he', 'טביעת אצבע SHA-256 ו-802.1X בין השנים 2000-2099')).toEqual([]);
    expect(findings('fa', 'این نشانه‌ها: ! # % ( ) * +')).toEqual([]);
    expect(findings('fa', '{{percent}}٪')).toEqual([]);
  });

  it('does not apply to left-to-right languages', () => {
    expect(findings('de', '{{value}} °C, +1 Stunde, 50 %, 8:00')).toEqual([]);
  });
});
