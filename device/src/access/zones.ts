import { timezoneGroup, WEEKDAYS, zoneCovers } from '@tac/goform/contract';
import type { Device } from '../device';
import { wallClockMs } from '../settings/clock';
import { readRows } from '../settings/store';

/**
 * Whether one of the listed time zones covers the device's wall clock now: the one rule the
 * door's normally-open / normally-closed zones and a group's access zones are decided by.
 */
export function zoneInForce(device: Device, zones: number[]): boolean {
  if (zones.length === 0) return false;
  const wall = new Date(wallClockMs(device));
  const weekday = WEEKDAYS[(wall.getDay() + 6) % 7]!;
  const time = `${String(wall.getHours()).padStart(2, '0')}:${String(wall.getMinutes()).padStart(2, '0')}`;
  return readRows(device, timezoneGroup).some((row) => zones.includes(row.id as number) && zoneCovers(row as never, weekday, time));
}
