import { loadSectionMessages } from '@tac/i18n';

/** The hidden pages' own namespace, loaded with their chunk; languages without a file fall back to English. */
export const HIDDEN_NAMESPACE = 'hidden';

export function loadHiddenMessages(): Promise<void> {
  return loadSectionMessages(HIDDEN_NAMESPACE, (lang) =>
    import(`./locales/${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default),
  );
}
