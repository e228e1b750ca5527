import en from './en.json';
import pt from './pt.json';
import zhCN from './zhCN.json';
import zhTW from './zhTW.json';

/** Every key path of a locale file (plural forms count as their own keys). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('network locales', () => {
  it.each([
    ['pt', pt],
    ['zhCN', zhCN],
    ['zhTW', zhTW],
  ])('%s translates every English text', (_lang, messages) => {
    expect(keys(messages).sort()).toEqual(keys(en).sort());
    for (const key of keys(messages)) {
      const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], messages);
      expect(typeof text === 'string' && text.trim() !== '').toBe(true);
    }
  });
});
