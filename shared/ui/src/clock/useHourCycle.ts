import { useDisplayGroupQuery } from '@tac/goform';
import type { HourCycle } from './clockText';

/**
 * The device's 12 or 24 hour clock (Display's Time Format): every time the console shows
 * or asks for follows it. 24 until the display group is read, as the factory sets it.
 */
export function useHourCycle(): HourCycle {
  const { data } = useDisplayGroupQuery();
  return data?.timeformat === 12 ? 12 : 24;
}
