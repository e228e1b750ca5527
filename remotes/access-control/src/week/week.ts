import { HHMM, isClosedDay, WEEKDAYS, type TimezoneRow, type Weekday } from '@tac/goform';

export type DayTimes = Record<`${Weekday}${'start' | 'end'}`, string>;

/** A zone that covers no day at all is unused: groups and door schedules cannot refer to it. */
export const isUsedZone = (row: DayTimes) => WEEKDAYS.some((d) => !isClosedDay(row[`${d}start`], row[`${d}end`]));

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Where a day's span sits on a 24-hour axis, in percent; undefined when closed or not (yet) valid. */
export function span(start: string, end: string): { from: number; width: number } | undefined {
  if (!HHMM.test(start) || !HHMM.test(end) || isClosedDay(start, end) || start >= end) return undefined;
  const day = 24 * 60;
  return { from: (minutes(start) / day) * 100, width: ((minutes(end) - minutes(start)) / day) * 100 };
}

export const dayTimes = (row: TimezoneRow): DayTimes =>
  Object.fromEntries(WEEKDAYS.flatMap((d) => [[`${d}start`, row[`${d}start`]], [`${d}end`, row[`${d}end`]]])) as DayTimes;
