import { format } from 'date-fns';
import { formatNumber, leftToRight } from '@tac/i18n';
import { dateFnsPattern, FACTORY_DATE_FORMAT, type DateFormat } from '@tac/ui';

export interface DisplayFormat {
  /** A device date format such as 'DD/MM/YYYY'. */
  dateformat: DateFormat;
  timeformat: number;
}

/** Until the display group is read (or for an account that cannot), the factory format. */
export const FACTORY_FORMAT: DisplayFormat = { dateformat: FACTORY_DATE_FORMAT, timeformat: 24 };

/**
 * Device times are wall-clock texts without a zone ('YYYY-MM-DD HH:mm:ss'); they are read
 * as local parts so the browser's own zone never shifts them.
 */
function parseDeviceTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

const dateTokens = (f: DisplayFormat) => dateFnsPattern(f.dateformat);
const timeTokens = (f: DisplayFormat, seconds: boolean) =>
  f.timeformat === 12 ? (seconds ? 'hh:mm:ss a' : 'hh:mm a') : seconds ? 'HH:mm:ss' : 'HH:mm';

/**
 * 'YYYY-MM-DD HH:mm:ss' in the device's date format and 12/24 hour clock, isolated left to right:
 * in right-to-left text the parts either side of a space would swap ('09:08:13 2026-11-25').
 */
export function formatDateTime(text: string, f: DisplayFormat): string {
  const date = parseDeviceTime(text);
  return date ? leftToRight(format(date, `${dateTokens(f)} ${timeTokens(f, true)}`)) : text;
}

/** 'YYYY-MM-DD' in the device's date format. */
export function formatDate(text: string, f: DisplayFormat): string {
  const date = parseDeviceTime(text);
  return date ? format(date, dateTokens(f)) : text;
}

/** 'HH:mm' in the device's 12/24 hour clock, isolated left to right as above ('PM 06:30'); '' stays ''. */
export function formatClock(text: string, f: DisplayFormat): string {
  if (!text) return '';
  const date = parseDeviceTime(`2000-01-01 ${text}`);
  return date ? leftToRight(format(date, timeTokens(f, false))) : text;
}

/** Minutes as h:mm (durations of the report) in the digits of the console language `lang`. */
export function formatMinutes(minutes: number, lang: string): string {
  const h = formatNumber(Math.floor(minutes / 60), lang);
  return `${h}:${formatNumber(minutes % 60, lang, { minimumIntegerDigits: 2 })}`;
}
