/** Each test loads the package afresh: the i18n instance is a module singleton. */
type I18nModule = typeof import('./index');

function freshModule(): I18nModule {
  let mod: I18nModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<I18nModule>('./index');
  });
  return mod!;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

it('starts in English, left to right, when nothing is stored', async () => {
  const { initI18n, i18n, getLanguage } = freshModule();
  await initI18n();
  expect(getLanguage()).toBe('en');
  expect(i18n.t('common:save')).toBe('Save');
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

it('starts in the stored language', async () => {
  localStorage.setItem('lang', 'pt');
  const { initI18n, i18n, getLanguage } = freshModule();
  await initI18n();
  expect(getLanguage()).toBe('pt');
  expect(i18n.t('shell:login.userName')).toBe('Nome de usuário');
});

it('follows a language another page of the console stored after this one started', async () => {
  const { initI18n, followStoredLanguage, getLanguage, i18n } = freshModule();
  await initI18n();
  localStorage.setItem('lang', 'de');
  await followStoredLanguage();
  expect(getLanguage()).toBe('de');
  expect(i18n.t('shell:login.password')).toBe('Passwort');
});

it.each([
  ['zhCN', '剩余 1 秒'],
  ['zhTW', '剩餘 1 秒'],
])('counts in %s by its own plural rules: one second is written in its language', async (code, text) => {
  localStorage.setItem('lang', code);
  const { initI18n, i18n } = freshModule();
  await initI18n();
  expect(i18n.t('common:secondsLeft', { count: 1 })).toBe(text);
});

it('ignores a stored value that is not one of the 20 languages', async () => {
  localStorage.setItem('lang', 'klingon');
  const { initI18n, getLanguage } = freshModule();
  await initI18n();
  expect(getLanguage()).toBe('en');
});

it('switching language persists it, loads its texts and sets <html lang>', async () => {
  const { initI18n, setLanguage, i18n } = freshModule();
  await initI18n();
  await setLanguage('zhTW');
  expect(localStorage.getItem('lang')).toBe('zhTW');
  expect(i18n.t('common:save')).toBe('儲存');
  expect(document.documentElement).toHaveAttribute('lang', 'zh-TW');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

it.each([
  ['ar', 'rtl'],
  ['fa', 'rtl'],
  ['he', 'rtl'],
  ['de', 'ltr'],
])('%s reads %s', async (code, dir) => {
  const { initI18n, setLanguage, isRtl } = freshModule();
  await initI18n();
  await setLanguage(code as 'ar');
  expect(document.documentElement).toHaveAttribute('dir', dir);
  expect(isRtl(code)).toBe(dir === 'rtl');
});

it('a text a language lacks falls back to English', async () => {
  const { initI18n, setLanguage, loadSectionMessages, i18n } = freshModule();
  await initI18n();
  const texts: Record<string, Record<string, string>> = { en: { save: 'Save', keep: 'Keep' }, de: { save: 'Speichern' } };
  await loadSectionMessages('demo', async (lang) => texts[lang] ?? {});
  await setLanguage('de');
  expect(i18n.t('demo:save')).toBe('Speichern');
  expect(i18n.t('demo:keep')).toBe('Keep');
});

it('refuses an unknown language code', async () => {
  const { setLanguage } = freshModule();
  await expect(setLanguage('xx' as 'en')).rejects.toThrow('Unknown language code');
});

it("loads a section's namespace for the current language and again after a switch", async () => {
  const { initI18n, setLanguage, loadSectionMessages, i18n } = freshModule();
  await initI18n();
  const loader = jest.fn(async (lang: string) => ({ title: `title in ${lang}` }));
  await loadSectionMessages('network', loader);
  expect(i18n.t('network:title')).toBe('title in en');
  await setLanguage('fr');
  expect(loader).toHaveBeenCalledWith('fr');
  expect(i18n.t('network:title')).toBe('title in fr');
});

it("a section's missing language falls back to its English texts", async () => {
  const { initI18n, setLanguage, loadSectionMessages, i18n } = freshModule();
  await initI18n();
  await setLanguage('ro');
  await loadSectionMessages('machine', async (lang) => (lang === 'en' ? { restart: 'Restart' } : {}));
  expect(i18n.t('machine:restart')).toBe('Restart');
});

it('maps codes to BCP-47 for Intl and Chakra', () => {
  const { toBcp47, LANGUAGES } = freshModule();
  expect(toBcp47('zhCN')).toBe('zh-CN');
  expect(toBcp47('zhTW')).toBe('zh-TW');
  expect(toBcp47('pt')).toBe('pt');
  expect(LANGUAGES).toHaveLength(20);
});

it('writes every {{count}} in the language’s number format and still picks the plural form from it', async () => {
  const { initI18n, i18n } = freshModule();
  await initI18n();
  i18n.addResources('en', 'common', { users_one: '{{count}} user', users_other: '{{count}} users', zone: 'Zone {{n}}' });
  i18n.addResources('fa', 'common', { users_one: '{{count}} کاربر', users_other: '{{count}} کاربر' });
  expect(i18n.t('common:users', { count: 12345 })).toBe('12,345 users');
  expect(i18n.t('common:users', { count: 1 })).toBe('1 user');
  expect(i18n.t('common:users', { lng: 'fa', count: 12345 })).toBe('۱۲٬۳۴۵ کاربر');
  // Other numbers (ids, zone numbers) are left as they are.
  expect(i18n.t('common:zone', { n: 12345 })).toBe('Zone 12345');
});

it('loads another section’s whole texts through the host, replacing the part its descriptor gave', async () => {
  const { initI18n, i18n, loadSectionLabels, loadSectionMessages, loadSectionTexts, provideSectionTexts } = freshModule();
  await initI18n();
  await loadSectionLabels('network', { en: { menu: { ethernet: 'Ethernet' } } });
  const asked: string[] = [];
  provideSectionTexts(async (ns) => {
    asked.push(ns);
    await loadSectionMessages(ns, async () => ({ menu: { ethernet: 'Ethernet' }, address: { ip: 'IP Address' } }));
  });
  expect(i18n.exists('network:address.ip')).toBe(false);
  await loadSectionTexts(['network']);
  expect(i18n.t('network:address.ip')).toBe('IP Address');
  await loadSectionTexts(['network']);
  expect(asked).toEqual(['network']);
});

it('settles without the texts where the host cannot load them, or where there is no host', async () => {
  const { initI18n, i18n, loadSectionTexts, provideSectionTexts } = freshModule();
  await initI18n();
  await expect(loadSectionTexts(['users'])).resolves.toBeUndefined();
  provideSectionTexts(() => Promise.reject(new Error('remote down')));
  await expect(loadSectionTexts(['users'])).resolves.toBeUndefined();
  expect(i18n.exists('users:fields.userid')).toBe(false);
});
