import en from './en.json';
import pt from './pt.json';
import zhCN from './zhCN.json';
import zhTW from './zhTW.json';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('dataReport translations', () => {
  it.each([
    ['pt', pt],
    ['zhCN', zhCN],
    ['zhTW', zhTW],
  ])('%s has every English key, each translated', (_lang, messages) => {
    expect(keys(messages).sort()).toEqual(keys(en).sort());
    const same = keys(en).filter((k) => {
      const pick = (tree: object) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree);
      return pick(messages) === pick(en) && !/°C|Normal/.test(String(pick(en)));
    });
    expect(same).toEqual([]);
  });
});
