import { HHMM, WEEKDAYS } from '@tac/goform';
import { z } from 'zod';
import { isClosedDay, type DayTimes } from '../../week/week';

const time = z.string().regex(HHMM, 'accessControl:timeZone.badTime');
const fields = Object.fromEntries(WEEKDAYS.flatMap((d) => [[`${d}start`, time], [`${d}end`, time]])) as Record<
  keyof DayTimes,
  typeof time
>;

/**
 * One zone's week, with the device's rules (contract timezoneGroup) and messages the
 * console translates: HH:MM, and start before end unless the day is closed (00:00-00:00).
 */
export const zoneSchema = z.object(fields).superRefine((v, ctx) => {
  for (const d of WEEKDAYS) {
    const start = v[`${d}start`];
    const end = v[`${d}end`];
    if (HHMM.test(start) && HHMM.test(end) && !isClosedDay(start, end) && start >= end) {
      ctx.addIssue({ code: 'custom', path: [`${d}end`], message: 'accessControl:timeZone.endBeforeStart' });
    }
  }
});
