import en from './en.json';
import pt from './pt.json';
import zhCN from './zhCN.json';
import zhTW from './zhTW.json';

type Tree = { [key: string]: string | Tree };

/** key → text, plural forms (_one, _other …) folded into their base key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const english = flatten(en);

// SPEC §1: English, Chinese and Portuguese carry full translations.
describe.each([
  ['pt', pt],
  ['zhCN', zhCN],
  ['zhTW', zhTW],
])('%s', (_lang, messages) => {
  const translated = flatten(messages as Tree);

  it('translates every English text, with the same placeholders', () => {
    for (const [key, text] of english) {
      expect([key, typeof translated.get(key)]).toEqual([key, 'string']);
      expect([key, variables(translated.get(key)!)]).toEqual([key, variables(text)]);
    }
  });

  it('has no text English lacks', () => {
    for (const key of translated.keys()) expect([key, english.has(key)]).toEqual([key, true]);
  });
});
