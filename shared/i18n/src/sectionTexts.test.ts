/** The package afresh per test: the i18n instance and the host's source are module singletons. */
type I18nModule = typeof import('./index');

function freshModule(): I18nModule {
  let mod: I18nModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<I18nModule>('./index');
  });
  return mod!;
}

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
