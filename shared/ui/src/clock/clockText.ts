import { format, isValid, parse } from 'date-fns';
import { dateTimeFormat } from '@tac/i18n';

/**
 * Dates and times as a person reads and types them, in the console language, against the
 * device's wire spelling (YYYY-MM-DD, HH:MM[:SS]). Intl says how a language writes a date
 * and names the half of the day; date-fns reads and writes the wire.
 */

/** The device's 12 or 24 hour clock (display group's timeformat). */
export type HourCycle = 12 | 24;

/** Marks Intl puts into right-to-left dates, and any white space: neither means anything to a reader of numbers. */
const INVISIBLE = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/** Arabic-Indic and Persian digits typed by a user of ar or fa read as the wire's digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const westernDigits = (text: string) =>
  text.replace(EASTERN_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % (0x06f0 - 0x0660)));

const clean = (text: string) =>
  westernDigits(text.replace(INVISIBLE, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** In the language's spelling with Latin digits and the Gregorian calendar: the device's own. */
const intl = (lang: string, options: Intl.DateTimeFormatOptions) => dateTimeFormat(lang, { ...options, numberingSystem: 'latn', calendar: 'gregory' });

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The order the language writes day, month and year in, e.g. ['month', 'day', 'year'] for en. */
function dateOrder(lang: string): ('year' | 'month' | 'day')[] {
  return intl(lang, DATE_OPTIONS)
    .formatToParts(new Date(2026, 11, 31))
    .flatMap((p) => (p.type === 'year' || p.type === 'month' || p.type === 'day' ? [p.type] : []));
}

const WIRE_DATE = 'yyyy-MM-dd';

/** A wire date (YYYY-MM-DD) as the language writes it (en 11/26/2026, ru 26.11.2026, zhCN 2026/11/26); other text as it is. */
export function showDate(wire: string, lang: string): string {
  const date = parse(wire, WIRE_DATE, new Date());
  return isValid(date) && /^\d{4}-\d{2}-\d{2}$/.test(wire) ? clean(intl(lang, DATE_OPTIONS).format(date)) : wire;
}

/**
 * What a person typed, in the language's order and with any separator (26.11.2026, 26/11/2026,
 * 26 11 2026; one-digit day and month), or as the wire writes it (2026-11-26): the wire date, or
 * undefined when it names no day of a four-digit year.
 */
export function readDate(text: string, lang: string): string | undefined {
  const numbers = clean(text).split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return undefined;
  // A four-digit first number is the wire's (and ISO's) year-month-day, in any language.
  const order = numbers[0]!.length === 4 ? (['year', 'month', 'day'] as const) : dateOrder(lang);
  const parts = Object.fromEntries(order.map((part, i) => [part, numbers[i]!])) as Record<'year' | 'month' | 'day', string>;
  if (parts.year.length !== 4) return undefined;
  const date = parse(`${parts.year}-${parts.month}-${parts.day}`, 'yyyy-M-d', new Date());
  return isValid(date) ? format(date, WIRE_DATE) : undefined;
}

const timeOptions = (cycle: HourCycle, seconds: boolean): Intl.DateTimeFormatOptions => ({
  hour: cycle === 12 ? 'numeric' : '2-digit',
  minute: '2-digit',
  ...(seconds ? { second: '2-digit' } : {}),
  hourCycle: cycle === 12 ? 'h12' : 'h23',
});

/** The language's names of the two halves of the day (en AM/PM, zhCN 上午/下午, ar ص/م). */
function dayPeriods(lang: string): { am: string; pm: string } {
  const name = (hour: number) =>
    intl(lang, timeOptions(12, false))
      .formatToParts(new Date(2026, 0, 1, hour))
      .find((p) => p.type === 'dayPeriod')?.value ?? '';
  return { am: clean(name(8)), pm: clean(name(20)) };
}

const wireTime = (seconds: boolean) => (seconds ? 'HH:mm:ss' : 'HH:mm');

/** A wire time (HH:MM or HH:MM:SS) on the device's clock as the language writes it (08:05, 8:05 PM, 下午8:05); other text as it is. */
export function showTime(wire: string, lang: string, cycle: HourCycle): string {
  const seconds = wire.length === 8;
  const time = parse(wire, wireTime(seconds), new Date(2000, 0, 1));
  return isValid(time) && /^\d{2}:\d{2}(:\d{2})?$/.test(wire) ? clean(intl(lang, timeOptions(cycle, seconds)).format(time)) : wire;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The spellings read, by the shape of the digits typed: 24-hour ones, or 12-hour ones with a half of the day named. */
const SPELLINGS = {
  colons: { 24: ['H:mm:ss', 'H:mm'], 12: ['h:mm:ss a', 'h:mm a'] },
  compact: { 24: ['Hmm'], 12: ['hmm a'] },
  hour: { 24: ['H'], 12: ['h a'] },
} as const;

/**
 * What a person typed as a time, forgivingly: 8, 8:00, 08:00, 20:30, 0830, 8.30, 8 pm, 8:30 PM,
 * the language's own half of the day (下午8:30, 8:30 م) — whichever clock the device shows.
 * Answers the wire time (HH:MM, or HH:MM:SS when `seconds`), or undefined for no time of day.
 */
export function readTime(text: string, lang: string, seconds = false): string | undefined {
  let rest = clean(text).toLowerCase();
  let half: 'AM' | 'PM' | undefined;
  const { am, pm } = dayPeriods(lang);
  // The language's names first (es 'p. m.' holds 'm.'), then the English ones everyone may type.
  const names: [string, 'AM' | 'PM'][] = [
    [pm, 'PM'],
    [am, 'AM'],
    ['p.m.', 'PM'],
    ['a.m.', 'AM'],
    ['pm', 'PM'],
    ['am', 'AM'],
  ];
  for (const [name, value] of names) {
    const found = name !== '' && new RegExp(escape(name.toLowerCase())).exec(rest);
    if (found) {
      half = value;
      rest = rest.replace(found[0], ' ');
      break;
    }
  }
  const digits = rest.trim().replace(/\s*[:.h]\s*/g, ':');
  if (!/^\d{1,2}(:\d{2}){0,2}$|^\d{3,4}$/.test(digits)) return undefined;
  const shape = digits.includes(':') ? 'colons' : digits.length > 2 ? 'compact' : 'hour';
  const input = half ? `${digits} ${half}` : digits;
  for (const pattern of SPELLINGS[shape][half ? 12 : 24]) {
    const time = parse(input, pattern, new Date(2000, 0, 1));
    if (isValid(time)) return format(time, wireTime(seconds));
  }
  return undefined;
}

/** An example of the language's spelling, for a placeholder: 12/31/2026, 31.12.2026, 2026/12/31. */
export const dateExample = (lang: string) => showDate('2026-12-31', lang);
/** An example time on the device's clock: 08:30, 8:30 AM, 上午8:30. */
export const timeExample = (lang: string, cycle: HourCycle, seconds = false) => showTime(seconds ? '08:30:00' : '08:30', lang, cycle);
