import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@tac/i18n';

/** SPEC §1: en, pt, es, zhCN and zhTW relabel the time-zone group ('TZ Group'); the others call it Group. */
const RELABELLING = ['en', 'pt', 'es', 'zhCN', 'zhTW'];

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
const menuLabel = (lang: string) =>
  read(join(__dirname, '..', '..', '..', '..', 'shared', 'i18n', 'src', 'locales', lang, 'common.json')).timeZoneGroup as unknown as string;
const groupWord = (lang: string) => (read(join(__dirname, `${lang}.json`)).group!.fields as unknown as Record<string, string>).id;

describe("the time-zone group's menu label ('TZ Group')", () => {
  it.each(RELABELLING)('%s relabels it', (lang) => {
    expect(menuLabel(lang)).not.toBe(groupWord(lang));
  });

  it.each(LANGUAGE_CODES.filter((l) => !RELABELLING.includes(l)))('%s calls it Group in its own words', (lang) => {
    expect(menuLabel(lang)).toBe(groupWord(lang));
  });
});
