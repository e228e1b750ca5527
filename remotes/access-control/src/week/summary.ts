import { isClosedDay, WEEKDAYS } from '@tac/goform';
import type { TFunction } from 'i18next';
import { leftToRight } from '@tac/i18n';
import type { DayTimes } from './week';

/**
 * A zone's week in a few words, runs of days with the same hours joined:
 * "Mon–Fri 08:00–18:00 and Sat 09:00–12:00" (joined by `list`, the language's way); closed days are left out.
 */
export function summarize(times: DayTimes, t: TFunction, list: (items: string[]) => string): string {
  // Days come in order, so a run grows while the next day has the same hours.
  const runs: { first: string; last: string; hours: string }[] = [];
  for (const d of WEEKDAYS) {
    const start = times[`${d}start`];
    const end = times[`${d}end`];
    // In Arabic, Persian or Hebrew text 08:00–18:00 would otherwise read 18:00–08:00.
    const hours = isClosedDay(start, end) ? '' : leftToRight(`${start}–${end}`);
    const previous = runs[runs.length - 1];
    if (previous && previous.hours === hours) {
      previous.last = d;
    } else {
      runs.push({ first: d, last: d, hours });
    }
  }
  const open = runs.filter((r) => r.hours !== '');
  if (open.length === 0) return t('accessControl:week.closedAllWeek');
  return list(
    open.map((r) => {
      const first = t(`accessControl:days.${r.first}.short`);
      const days = r.first === r.last ? first : `${first}–${t(`accessControl:days.${r.last}.short`)}`;
      return `${days} ${r.hours}`;
    }),
  );
}
