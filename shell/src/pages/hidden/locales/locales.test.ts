import en from './en.json';
import pt from './pt.json';
import zhCN from './zhCN.json';
import zhTW from './zhTW.json';

/** Every key path of a messages tree whose value is a non-empty text. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : typeof v === 'string' && v.trim() ? [`${prefix}${k}`] : [],
  );
}

it.each([
  ['pt', pt],
  ['zhCN', zhCN],
  ['zhTW', zhTW],
])('%s translates every English text of the hidden pages', (_lang, messages) => {
  expect(keys(messages).sort()).toEqual(keys(en).sort());
});
