import { format, isValid, parse } from 'date-fns';
import { dateTimeFormat } from '@tac/i18n';

/**
 * Dates and times as a person reads and types them against the device's wire spelling
 * (YYYY-MM-DD, HH:MM[:SS]): dates in the device's date format, as its screen and the console's
 * tables show them; times on its 12 or 24 hour clock in the console language, whose half of
 * the day Intl names. date-fns reads and writes the wire.
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

/**
 * The device's Date Format (Display): the one spelling of dates in the console, as the device
 * shows them and the tables list them ('YYYY-MM-DD', 'DD/MM/YYYY', 'MM-DD-YYYY'…).
 */
export type DateFormat = string;

/** The factory's, until the display group is read (and for an account that cannot read it). */
export const FACTORY_DATE_FORMAT: DateFormat = 'YYYY-MM-DD';

const DATE_PARTS = /YYYY|MM|DD/g;
const isDateFormat = (f: string) => [...f.matchAll(DATE_PARTS)].map((m) => m[0]).sort().join() === 'DD,MM,YYYY';
const known = (f: DateFormat) => (isDateFormat(f) ? f : FACTORY_DATE_FORMAT);

/** The date-fns pattern of a device date format: 'DD/MM/YYYY' → 'dd/MM/yyyy'. */
export const dateFnsPattern = (f: DateFormat) => known(f).replace('YYYY', 'yyyy').replace('DD', 'dd');

/** The order of day, month and year in a device date format, e.g. ['month', 'day', 'year'] for MM/DD/YYYY. */
const PART_NAMES = { YYYY: 'year', MM: 'month', DD: 'day' } as const;
const dateOrder = (f: DateFormat) => [...known(f).matchAll(DATE_PARTS)].map((m) => PART_NAMES[m[0] as keyof typeof PART_NAMES]);

const WIRE_DATE = 'yyyy-MM-dd';

/** A wire date (YYYY-MM-DD) in the device's date format (DD/MM/YYYY: 26/11/2026); other text as it is. */
export function showDate(wire: string, f: DateFormat): string {
  const date = parse(wire, WIRE_DATE, new Date());
  return isValid(date) && /^\d{4}-\d{2}-\d{2}$/.test(wire) ? format(date, dateFnsPattern(f)) : wire;
}

/**
 * What a person typed, in the order of the device's date format and with any separator
 * (26.11.2026, 26/11/2026, 26 11 2026 for DD/MM/YYYY; one-digit day and month), or as the wire
 * writes it (2026-11-26): the wire date, or undefined when it names no day of a four-digit year.
 */
export function readDate(text: string, f: DateFormat): string | undefined {
  const numbers = clean(text).split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return undefined;
  // A four-digit first number is the wire's (and ISO's) year-month-day, whatever the format.
  const order = numbers[0]!.length === 4 ? (['year', 'month', 'day'] as const) : dateOrder(f);
  const parts = Object.fromEntries(order.map((part, i) => [part, numbers[i]!])) as Record<'year' | 'month' | 'day', string>;
  if (parts.year.length !== 4) return undefined;
  const date = parse(`${parts.year}-${parts.month}-${parts.day}`, 'yyyy-M-d', new Date());
  return isValid(date) ? format(date, WIRE_DATE) : undefined;
}

/** The letters a language writes a date format's parts with (en YYYY, MM, DD; de JJJJ, MM, TT; zhCN 年, 月, 日). */
export interface DateLetters {
  year: string;
  month: string;
  day: string;
}

const RIGHT_TO_LEFT = /[\u0590-\u08ff]/;

/**
 * A device date format in a language's letters, for a placeholder: DD/MM/YYYY → de TT/MM/JJJJ.
 * Right-to-left letters get a left-to-right mark first (should a browser take the text's
 * direction from its first letter) and either side of each separator, so the parts stand
 * in the order of the digits typed (the date box reads left to right).
 */
export function datePattern(f: DateFormat, letters: DateLetters): string {
  const lettersOf = { YYYY: letters.year, MM: letters.month, DD: letters.day };
  const spelled = known(f).replace(DATE_PARTS, (part) => lettersOf[part as keyof typeof lettersOf]);
  return RIGHT_TO_LEFT.test(spelled) ? `\u200e${spelled.replace(/[^\p{L}]+/gu, (separator) => `\u200e${separator}\u200e`)}` : spelled;
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

/** An example time on the device's clock: 08:30, 8:30 AM, 上午8:30. */
export const timeExample = (lang: string, cycle: HourCycle, seconds = false) => showTime(seconds ? '08:30:00' : '08:30', lang, cycle);
