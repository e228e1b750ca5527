import { dstGroup, WEEKDAYS, type DstSettings } from '@tac/goform/contract';
import type { Device } from '../device';
import { readSingle } from './store';

/** JS getDay() numbers of mon..sun. */
const JS_DAY = [1, 2, 3, 4, 5, 6, 0];

/** The n-th (1-6, 'last', 'penult') given weekday of a month; a 5th/6th that does not exist is the last one. */
function weekdayOfMonth(year: number, month: number, week: string, weekday: string): number {
  const target = JS_DAY[WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number])]!;
  const days: number[] = [];
  for (let d = 1; d <= new Date(year, month, 0).getDate(); d++) if (new Date(year, month - 1, d).getDay() === target) days.push(d);
  if (week === 'last') return days[days.length - 1]!;
  if (week === 'penult') return days[days.length - 2]!;
  return days[Math.min(Number(week), days.length) - 1]!;
}

function edge(dst: DstSettings, year: number, which: 'start' | 'end'): number {
  const month = dst[`${which}month`];
  const day = dst.mode === 'date' ? dst[`${which}day`] : weekdayOfMonth(year, month, dst[`${which}week`], dst[`${which}weekday`]);
  const [h, m] = dst[`${which}time`].split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, h, m).getTime();
}

/** How far the display clock runs ahead of standard time at `ms` (0 outside DST or when it is off). */
export function dstShiftMs(device: Device, ms: number): number {
  const dst = readSingle(device, dstGroup) as DstSettings;
  if (dst.mode === 'disable' || dst.offset === 0) return 0;
  const year = new Date(ms).getFullYear();
  const start = edge(dst, year, 'start');
  const end = edge(dst, year, 'end');
  // Southern hemisphere rules start late in the year and end early in the next.
  const active = start < end ? ms >= start && ms < end : ms >= start || ms < end;
  return active ? dst.offset * 3_600_000 : 0;
}
