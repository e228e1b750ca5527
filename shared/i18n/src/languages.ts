/** The 20 console languages (SPEC §1). Codes are the device's own; `bcp47` is what Intl and Chakra take. */
export const LANGUAGES = [
  { code: 'ar', name: 'العربية', dir: 'rtl', bcp47: 'ar' },
  { code: 'cs', name: 'Čeština', dir: 'ltr', bcp47: 'cs' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', bcp47: 'de' },
  { code: 'el', name: 'Ελληνικά', dir: 'ltr', bcp47: 'el' },
  { code: 'en', name: 'English', dir: 'ltr', bcp47: 'en' },
  { code: 'es', name: 'Español', dir: 'ltr', bcp47: 'es' },
  { code: 'fa', name: 'فارسی', dir: 'rtl', bcp47: 'fa' },
  { code: 'fr', name: 'Français', dir: 'ltr', bcp47: 'fr' },
  { code: 'he', name: 'עברית', dir: 'rtl', bcp47: 'he' },
  { code: 'hr', name: 'Hrvatski', dir: 'ltr', bcp47: 'hr' },
  { code: 'id', name: 'Bahasa Indonesia', dir: 'ltr', bcp47: 'id' },
  { code: 'it', name: 'Italiano', dir: 'ltr', bcp47: 'it' },
  { code: 'pl', name: 'Polski', dir: 'ltr', bcp47: 'pl' },
  { code: 'pt', name: 'Português', dir: 'ltr', bcp47: 'pt' },
  { code: 'ro', name: 'Română', dir: 'ltr', bcp47: 'ro' },
  { code: 'ru', name: 'Русский', dir: 'ltr', bcp47: 'ru' },
  { code: 'sl', name: 'Slovenščina', dir: 'ltr', bcp47: 'sl' },
  { code: 'th', name: 'ไทย', dir: 'ltr', bcp47: 'th' },
  { code: 'zhCN', name: '简体中文', dir: 'ltr', bcp47: 'zh-CN' },
  { code: 'zhTW', name: '繁體中文', dir: 'ltr', bcp47: 'zh-TW' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function isRtl(code: string): boolean {
  return LANGUAGES.some((l) => l.code === code && l.dir === 'rtl');
}

/** BCP-47 tag for Intl and Chakra's LocaleProvider (zhCN → zh-CN); unknown codes pass through. */
export function toBcp47(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.bcp47 ?? code;
}
