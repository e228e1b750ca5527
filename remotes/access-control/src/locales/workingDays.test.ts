import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, workingDays } from '@tac/i18n';

type Texts = { timeZone: Record<string, string>; days: Record<string, { short: string; long: string }> };
const texts = (lang: string) => JSON.parse(readFileSync(join(__dirname, `${lang}.json`), 'utf8')) as Texts;

/** The copy "to the working days" takes the language's working week: its button must name those days. */
describe("the Time Zone screen's copy to the working days", () => {
  it.each(LANGUAGE_CODES)('%s names the first and the last day it copies to', (lang) => {
    const { timeZone, days } = texts(lang);
    const week = workingDays(lang);
    for (const day of [week[0]!, week[week.length - 1]!]) {
      const names = [days[day]!.short, days[day]!.long];
      for (const label of [timeZone.copyToWorkingDays!, timeZone.copyToWorkingDaysDay!]) {
        expect(names.some((name) => label.includes(name))).toBe(true);
      }
    }
  });
});
