import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../src/languages';
import { checkLanguage, listCatalogues } from './catalogue';

const ROOT = join(__dirname, '../../..');

it('covers the shared namespaces, the hidden pages and every remote (each folder of remotes/ with texts)', () => {
  const remotes = readdirSync(join(ROOT, 'remotes')).filter((r) => existsSync(join(ROOT, 'remotes', r, 'src/locales/en.json')));
  expect(remotes.length).toBeGreaterThan(0);
  expect(listCatalogues(ROOT).map((c) => c.namespace)).toEqual(['common', 'errors', 'shell', 'hidden', ...remotes.sort()]);
});

describe.each(LANGUAGE_CODES)('%s', (lang) => {
  const report = checkLanguage(ROOT, lang);
  it('has every key English has, with its own plural forms', () => expect(report.missing).toEqual([]));
  it('has no key English lacks', () => expect(report.extra).toEqual([]));
  it("keeps English's placeholders", () => expect(report.placeholders).toEqual([]));
  it('translates every text, except those listed in shared/i18n/identical', () => expect(report.untranslated).toEqual([]));
});

describe('the check itself', () => {
  function fixture(files: Record<string, unknown>, identical: Record<string, string[]> = {}): string {
    const root = mkdtempSync(join(tmpdir(), 'i18n-check-'));
    mkdirSync(join(root, 'remotes/demo/src/locales'), { recursive: true });
    mkdirSync(join(root, 'shared/i18n/identical'), { recursive: true });
    for (const [lang, messages] of Object.entries(files)) {
      writeFileSync(join(root, 'remotes/demo/src/locales', `${lang}.json`), JSON.stringify(messages));
    }
    for (const [lang, keys] of Object.entries(identical)) {
      writeFileSync(join(root, 'shared/i18n/identical', `${lang}.json`), JSON.stringify(keys));
    }
    return root;
  }

  const english = { title: 'Users', wifi: 'Wi-Fi', total: { count_one: 'One user', count_other: '{{count}} users' } };

  it('reports missing plural forms of the language, extra keys, untranslated texts and changed placeholders', () => {
    const root = fixture({
      en: english,
      ru: { title: 'Users', wifi: 'Wi-Fi', old: 'x', total: { count_one: '{{count}} пользователь', count_other: '{{n}} пользователей' } },
    });
    const report = checkLanguage(root, 'ru');
    expect(report.missing).toEqual(
      expect.arrayContaining(['demo:total.count_few', 'demo:total.count_many']),
    );
    expect(report.extra).toEqual(['demo:old']);
    expect(report.untranslated).toEqual(['demo:title', 'demo:wifi']);
    expect(report.placeholders).toEqual(['demo:total.count_other']);
  });

  it('accepts texts a language keeps in English when they are listed as identical', () => {
    const root = fixture({ en: english, zhCN: { title: '用户', wifi: 'Wi-Fi', total: { count_other: '{{count}} 个用户' } } }, { zhCN: ['demo:wifi'] });
    const report = checkLanguage(root, 'zhCN');
    expect(report.untranslated).toEqual([]);
    expect(report.missing.filter((k) => k.startsWith('demo:'))).toEqual([]);
    expect(report.extra).toEqual([]);
  });
});
