import { toBcp47 } from '@tac/i18n';
import { WEEKDAYS, type Weekday } from '@tac/goform';

/**
 * Month and weekday names from the browser's own locale data (Intl), so every one of
 * the 20 languages gets them without a catalogue entry per name.
 */
export function monthNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(toBcp47(lang), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2024, m, 1)));
}

/** 2024-01-01 was a Monday: WEEKDAYS[i] falls on January 1 + i. */
export function weekdayNames(lang: string, style: 'long' | 'short' = 'long'): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(toBcp47(lang), { weekday: style, timeZone: 'UTC' });
  return Object.fromEntries(WEEKDAYS.map((d, i) => [d, format.format(Date.UTC(2024, 0, 1 + i))])) as Record<Weekday, string>;
}
