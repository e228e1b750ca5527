/**
 * The calendar of holidays (the holiday settings group, settings.ts): which days a holiday
 * covers. Dates are the device's YYYY-MM-DD; a yearly holiday repeats on the same month-days
 * every year, 29 February falling to 28 February in other years.
 */

export const HOLIDAY_REPEATS = ['once', 'yearly'] as const;
export type HolidayRepeat = (typeof HOLIDAY_REPEATS)[number];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The date's month and day in another year: 29 February becomes 28 February where that year has none. */
function inYear(date: string, year: number): string {
  const monthDay = date.slice(5);
  const day = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/** The date one year after `date` less one day: the last day a yearly range may end on. */
export function lastDayOfYearFrom(date: string): string {
  const next = new Date(`${inYear(date, Number(date.slice(0, 4)) + 1)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() - (date.slice(5) === '02-29' ? 0 : 1));
  return next.toISOString().slice(0, 10);
}

/** Whether a holiday from `start` to `end` (both included) covers the day `date`. */
export function holidayCovers(holiday: { start: string; end: string; repeat: HolidayRepeat }, date: string): boolean {
  const { start, end } = holiday;
  if (start === '' || end === '') return false;
  if (holiday.repeat === 'once') return start <= date && date <= end;
  // A yearly holiday begins with its first date: the years before it are not yet its years.
  if (date < start) return false;
  // A yearly range may run into the next year (24 December to 2 January): try the range
  // that started this year and the one that started last year.
  const span = Number(end.slice(0, 4)) - Number(start.slice(0, 4));
  const year = Number(date.slice(0, 4));
  return [year - 1, year].some((from) => inYear(start, from) <= date && date <= inYear(end, from + span));
}

/** Whether a holiday applies to a time zone: it names none (all) or this one. */
export const holidayNamesZone = (holiday: { zones: readonly number[] }, zone: number) => holiday.zones.length === 0 || holiday.zones.includes(zone);

/**
 * Whether a holiday applies to a group's access: it names no group (all) or this one. The door's
 * own schedules are no group's: only a holiday that names no group changes them (`group` undefined).
 */
export const holidayNamesGroup = (holiday: { groups: readonly number[] }, group: number | undefined) =>
  holiday.groups.length === 0 || (group !== undefined && holiday.groups.includes(group));
