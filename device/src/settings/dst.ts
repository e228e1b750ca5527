import { dstDay, dstGroup, type DstSettings } from '@tac/goform/contract';
import type { Device } from '../device';
import { readSingle } from './store';

function edge(dst: DstSettings, year: number, which: 'start' | 'end'): number {
  const [h, m] = dst[`${which}time`].split(':').map(Number) as [number, number];
  return new Date(year, dst[`${which}month`] - 1, dstDay(dst, which, year), h, m).getTime();
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
