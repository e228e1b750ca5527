import { datetimeGroup, instantInZone, zoneOffsetMs } from '@tac/goform/contract';
import type { Device } from '../device';
import { dstShiftMs } from './dst';
import { load, store } from './store';

/**
 * The emulated clock is the host clock plus an offset (GetDateTimeParam by hand, or each NTP
 * exchange): `deviceNow` is the device's instant. Local time is that instant in the time zone set
 * (its rules, daylight saving included), or, with none, in the host's zone plus the DST group's
 * rule — the manual DST screen's clock.
 */
const CLOCK_KEY = 'clock';

function offsetMs(device: Device): number {
  const offset = Number(load(device, CLOCK_KEY) ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

/** The device's instant in ms since the epoch. */
export function deviceNow(device: Device): number {
  return device.now() + offsetMs(device);
}

/** Moves the device clock by `ms` (an NTP exchange's correction). */
export function adjustClock(device: Device, ms: number): void {
  store(device, CLOCK_KEY, offsetMs(device) + ms);
}

/** The IANA zone local times follow, '' for none. */
export function timeZoneOf(device: Device): string {
  const stored = load(device, datetimeGroup.id) as { timezone?: string } | undefined;
  return stored?.timezone ?? '';
}

/** Local time at instant `ms` as a Date whose UTC fields read it (zone rules, or host zone plus the DST rule). */
function localAt(device: Device, ms: number): Date {
  const zone = timeZoneOf(device);
  if (zone !== '') return new Date(ms + zoneOffsetMs(zone, ms));
  const shown = new Date(ms + dstShiftMs(device, ms));
  return new Date(Date.UTC(shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes(), shown.getSeconds()));
}

/** The device's local time now as a Date whose UTC fields (getUTCDay, getUTCHours…) read it. */
export function localNow(device: Device): Date {
  return localAt(device, deviceNow(device));
}

/** How many minutes local time runs ahead of UTC now: kept with each record, so its instant survives a zone change. */
export function utcOffsetMinutes(device: Device): number {
  const now = deviceNow(device);
  return Math.round((localAt(device, now).getTime() - Math.floor(now / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The device clock as local date YYYY-MM-DD and time HH:MM:SS. */
export function readClock(device: Device): { date: string; time: string } {
  const d = localNow(device);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** The instant a local wall time names (in a zone's overlap hour, the earlier one). */
function instantOf(device: Device, y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const zone = timeZoneOf(device);
  if (zone === '') {
    const wall = new Date(y, mo - 1, d, h, mi, s).getTime();
    return wall - dstShiftMs(device, wall);
  }
  return instantInZone(zone, y, mo, d, h, mi, s);
}

/** Sets the device clock to the local wall time shown (validated by the datetime group). */
export function setClock(device: Device, date: string, time: string): void {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  store(device, CLOCK_KEY, instantOf(device, y, mo, d, h, mi, s) - device.now());
}
