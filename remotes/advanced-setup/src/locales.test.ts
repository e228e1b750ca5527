import en from './locales/en.json';
import pt from './locales/pt.json';
import zhCN from './locales/zhCN.json';
import zhTW from './locales/zhTW.json';

/** Every key path of a catalogue, plural forms folded (zh has one form where en has two). */
function keys(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(one|other|few|many|zero|two)$/, '')}`],
  );
}
const unique = (list: string[]) => [...new Set(list)].sort();

it.each([
  ['pt', pt],
  ['zhCN', zhCN],
  ['zhTW', zhTW],
])('%s translates every English text of the section', (_lang, messages) => {
  expect(unique(keys(messages))).toEqual(unique(keys(en)));
});

it('no text is left empty', () => {
  for (const messages of [en, pt, zhCN, zhTW]) {
    const values = JSON.stringify(messages).match(/:""/g);
    expect(values).toBeNull();
  }
});
