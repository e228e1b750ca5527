import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazyBackend, CORE_NAMESPACES, registerNamespaceLoader, registerPartialLoader, type Messages, type MessagesLoader } from './backend';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, toBcp47, type LanguageCode } from './languages';
import { readStoredLanguage, storeLanguage } from './storage';
import { formatNumber } from './format';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enShell from './locales/en/shell.json';

/** The one i18next instance of the console (a Module Federation singleton). */
export const i18n = i18next.createInstance();

let initPromise: Promise<void> | undefined;

/** Sets <html lang dir> so the browser, screen readers and Chakra mirror right-to-left languages. */
function applyToDocument(code: string): void {
  if (typeof document === 'undefined') return;
  const tag = toBcp47(code);
  document.documentElement.lang = tag;
  // dir() with the explicit language: without it i18next answers for its own current one.
  document.documentElement.dir = i18n.dir(tag);
}

/**
 * i18next asks Intl for a language's plural rules by its code, and 'zhCN'/'zhTW' are no
 * locale Intl knows: it then counted like English (1 → "_one", a form Chinese has not, so
 * "1 second left" showed in English). The rules are asked for under the language's BCP 47 tag.
 */
function pluralRulesByTag(): void {
  const resolver = i18n.services.pluralResolver as { getRule(code: string, options?: object): unknown; clearCache(): void };
  const byCode = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => byCode(isLanguageCode(code) ? toBcp47(code) : code, options);
  resolver.clearCache();
}

/** Initialises i18n in the stored language (idempotent; every caller gets the same promise). */
export function initI18n(): Promise<void> {
  initPromise ??= (async () => {
    const lng = readStoredLanguage();
    i18n.on('languageChanged', applyToDocument);
    const initialised = i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGE_CODES],
        load: 'currentOnly',
        ns: [...CORE_NAMESPACES],
        defaultNS: 'common',
        fallbackNS: 'common',
        // English is bundled; every other language is fetched when chosen.
        resources: { en: { common: enCommon, errors: enErrors, shell: enShell } },
        partialBundledLanguages: true,
        // An empty translation must fall back to English instead of showing nothing (DESIGN §2).
        returnEmptyString: false,
        returnNull: false,
        interpolation: {
          escapeValue: false,
          // Every {{count}} is a quantity: written in the language's digits and separators (fa ۱۲٬۳۴۵);
          // the plural form is still chosen from the number itself.
          alwaysFormat: true,
          format: (value, _format, lng, options) =>
            options?.interpolationkey === 'count' && typeof value === 'number' && lng ? formatNumber(value, lng) : value,
        },
        react: { useSuspense: false },
        showSupportNotice: false,
      });
    // The services exist once init has begun; the first texts are written after it settles.
    pluralRulesByTag();
    await initialised;
    applyToDocument(i18n.language);
  })();
  return initPromise;
}

/** The current language code, sent as X-Lang on every device call. */
export function getLanguage(): LanguageCode {
  // The chosen language, even while its texts are still loading or fall back to English.
  return isLanguageCode(i18n.language) ? i18n.language : readStoredLanguage();
}

/** Switches the console language, remembers it in the browser and updates <html lang dir>. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  if (!isLanguageCode(code)) throw new Error(`Unknown language code: ${String(code)}`);
  storeLanguage(code);
  await initI18n();
  await i18n.changeLanguage(code);
}

/**
 * Takes the language stored in the browser if another page changed it since this one
 * started: the login page is a document of its own, and the visitor may pick a language
 * there after the console began loading beside it.
 */
export async function followStoredLanguage(): Promise<void> {
  const stored = readStoredLanguage();
  if (stored !== getLanguage()) await setLanguage(stored);
}

/**
 * Registers a remote's namespace and loads it for the current language (and English,
 * the fallback), replacing the partial texts its descriptor gave (loadSectionLabels).
 * i18next loads it again by itself whenever the language changes.
 */
export async function loadSectionMessages(ns: string, loader: MessagesLoader): Promise<void> {
  registerNamespaceLoader(ns, loader);
  await initI18n();
  if (i18n.hasLoadedNamespace(ns)) await i18n.reloadResources(undefined, [ns]);
  else await i18n.loadNamespaces(ns);
}

/**
 * Texts of a section known before its code loads (its descriptor's menu and title, per
 * language): the sidebar and breadcrumb show them; the remote's own texts replace them.
 */
export async function loadSectionLabels(ns: string, byLanguage: Record<string, Messages>): Promise<void> {
  if (!registerPartialLoader(ns, byLanguage)) return;
  await initI18n();
  await i18n.loadNamespaces(ns);
}
