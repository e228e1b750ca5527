import {
  holidayCovers,
  holidayGroup,
  holidayNamesGroup,
  holidayNamesZone,
  isUsedHoliday,
  timezoneGroup,
  WEEKDAYS,
  zoneCovers,
  type HolidayRow,
  type TimezoneRow,
} from '@tac/goform/contract';
import type { Device } from '../device';
import { readClock } from '../settings/clock';
import { readRows } from '../settings/store';

/**
 * Whether one of the listed time zones covers the device's wall clock now: the one rule the
 * door's normally-open / normally-closed zones and a group's access zones (`group` named) are
 * decided by. On a holiday that applies to a zone, the zone covers nothing (closed) or the
 * replacing zone's hours for the weekday; where two holidays fall on one day, closed wins,
 * then the lower id.
 */
export function zoneInForce(device: Device, zones: number[], group?: number): boolean {
  if (zones.length === 0) return false;
  const { date, time } = readClock(device);
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const hhmm = time.slice(0, 5);
  const zoneRows = readRows(device, timezoneGroup) as TimezoneRow[];
  const today = (readRows(device, holidayGroup) as HolidayRow[])
    .filter((h) => isUsedHoliday(h) && holidayCovers(h, date))
    .sort((a, b) => Number(b.action === 'closed') - Number(a.action === 'closed') || a.id - b.id);
  return zones.some((zone) => {
    const holiday = today.find((h) => holidayNamesZone(h, zone) && holidayNamesGroup(h, group));
    if (holiday?.action === 'closed') return false;
    const hours = zoneRows.find((row) => row.id === (holiday ? holiday.zone : zone));
    return hours !== undefined && zoneCovers(hours, weekday, hhmm);
  });
}
