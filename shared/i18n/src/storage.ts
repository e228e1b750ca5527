import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages';

/** localStorage key of the chosen language (SPEC §1: stored in the browser, persists). */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy mode); the console still works in the default language.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // See readStoredLanguage: not persisting is better than failing the switch.
  }
}
