import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from './languages';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** Intl formatters are costly to build and tables format thousands of cells: one per language and options. */
function cached<F>(cache: Map<string, F>, lang: string, options: object | undefined, make: (tag: string) => F): F {
  const key = `${lang}|${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    format = make(toBcp47(lang));
    cache.set(key, format);
  }
  return format;
}

/** A number in a console language's digits and separators (fa: ۱۲٬۳۴۵). `lang` is a console code (zhCN). */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  return cached(numberFormats, lang, options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/** The (cached) formatter of dates and times in a console language, for what `formatDateTime` does not give (formatToParts). */
export function dateTimeFormat(lang: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, lang, options, (tag) => new Intl.DateTimeFormat(tag, options));
}

/** A date and/or time in a console language's calendar spelling. */
export function formatDateTime(value: Date | number, lang: string, options?: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(lang, options).format(value);
}

/** Items joined the language's way: "1, 2, and 3", de "1, 2 und 3", zh "1、2和3". */
export function formatList(items: readonly string[], lang: string, options?: Intl.ListFormatOptions): string {
  return cached(listFormats, lang, options, (tag) => new Intl.ListFormat(tag, options)).format(items);
}

/**
 * Text that reads left to right whatever the language around it (dates, times, ranges):
 * isolated, so Arabic, Persian or Hebrew text does not turn 2026-11-23 into 23-11-2026.
 */
export const leftToRight = (text: string): string => `\u2066${text}\u2069`;

export interface LocaleFormat {
  /** The BCP-47 tag of the current language. */
  locale: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  dateTime(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
  list(items: readonly string[], options?: Intl.ListFormatOptions): string;
}

/** The formatters of the current language; the component renders again when it changes. */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () => ({
      locale: toBcp47(lang),
      number: (value, options) => formatNumber(value, lang, options),
      dateTime: (value, options) => formatDateTime(value, lang, options),
      list: (items, options) => formatList(items, lang, options),
    }),
    [lang],
  );
}
