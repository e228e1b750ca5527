import { WEEKDAYS, type DstSettings, type Weekday } from './settings';

/**
 * The week-format DST rule's days, for the device that applies it and the console that
 * warns about it: a 5th or 6th weekday the month does not have is taken as the last one.
 */

/** JS getDay() numbers of mon..sun. */
const JS_DAY = [1, 2, 3, 4, 5, 6, 0];

/** The days of `month` (1-12) of `year` that fall on `weekday`. */
function weekdaysOf(year: number, month: number, weekday: string): number[] {
  const target = JS_DAY[WEEKDAYS.indexOf(weekday as Weekday)]!;
  const days: number[] = [];
  for (let d = 1; d <= new Date(year, month, 0).getDate(); d++) if (new Date(year, month - 1, d).getDay() === target) days.push(d);
  return days;
}

/** The n-th (1-6, 'last', 'penult') given weekday of a month; a 5th/6th that does not exist is the last one. */
function weekdayOfMonth(year: number, month: number, week: string, weekday: string): number {
  const days = weekdaysOf(year, month, weekday);
  if (week === 'last') return days[days.length - 1]!;
  if (week === 'penult') return days[days.length - 2]!;
  return days[Math.min(Number(week), days.length) - 1]!;
}

export type DstEdge = 'start' | 'end';

/** What a rule the device takes does not do as written (the console asks before saving it). */
export type DstWarning =
  /** A 6th weekday: no month has one, so the device always takes the last. */
  | { kind: 'neverExists'; edge: DstEdge }
  /** A 5th weekday, which a month has only in some years (the last one in the others); `next`: the first year from `fromYear` on that has it. */
  | { kind: 'someYears'; edge: DstEdge; next: number }
  /** +0 hours: the clock does not change. */
  | { kind: 'noShift' }
  /** Start and end on the same day of `year`. */
  | { kind: 'sameDay'; year: number };

/** The Gregorian calendar repeats its weekdays and leap days within 28 years (between 1901 and 2099). */
const CALENDAR_CYCLE = 28;

function edgeWarning(rule: DstSettings, edge: DstEdge, fromYear: number): DstWarning | undefined {
  const week = rule[`${edge}week`];
  if (week === '6') return { kind: 'neverExists', edge };
  if (week !== '5') return undefined;
  const has5th = (year: number) => weekdaysOf(year, rule[`${edge}month`], rule[`${edge}weekday`]).length >= 5;
  const years = Array.from({ length: CALENDAR_CYCLE }, (_, i) => fromYear + i);
  // A 5th of a weekday is a 29th to 31st: each comes round on every weekday within the cycle.
  return { kind: 'someYears', edge, next: years.find(has5th)! };
}

/** The day of `edge` in `year`: the date format's day, or the week format's weekday. */
export function dstDay(rule: DstSettings, edge: DstEdge, year: number): number {
  return rule.mode === 'date' ? rule[`${edge}day`] : weekdayOfMonth(year, rule[`${edge}month`], rule[`${edge}week`], rule[`${edge}weekday`]);
}

/**
 * What a valid rule does not do as written, from `fromYear` (the current year) on: a start or
 * end that falls back to the last weekday, a shift of +0 hours, start and end on one day.
 * The device takes all of these (the options are the spec's); the console asks first.
 */
export function dstRuleWarnings(rule: DstSettings, fromYear: number): DstWarning[] {
  if (rule.mode === 'disable') return [];
  const warnings: DstWarning[] = [];
  if (rule.mode === 'week') {
    for (const edge of ['start', 'end'] as const) {
      const warning = edgeWarning(rule, edge, fromYear);
      if (warning) warnings.push(warning);
    }
  }
  if (rule.offset === 0) warnings.push({ kind: 'noShift' });
  // The date format refuses the same day itself (dstSameDay).
  if (rule.mode === 'week' && rule.startmonth === rule.endmonth && dstDay(rule, 'start', fromYear) === dstDay(rule, 'end', fromYear)) {
    warnings.push({ kind: 'sameDay', year: fromYear });
  }
  return warnings;
}
