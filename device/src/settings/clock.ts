import type { Device } from '../device';
import { dstShiftMs } from './dst';
import { store } from './store';

/** The emulated clock is the host clock plus an offset the console sets (GetDateTimeParam). */
const CLOCK_KEY = 'clock';

function offsetMs(device: Device): number {
  const row = device.db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE grp = ?').get(CLOCK_KEY);
  const offset = row ? Number(JSON.parse(row.value)) : 0;
  return Number.isFinite(offset) ? offset : 0;
}

/** The device's standard time in ms (without daylight saving). */
export function deviceNow(device: Device): number {
  return device.now() + offsetMs(device);
}

/** What the display shows: standard time plus daylight saving when its rule is in force. */
export function wallClockMs(device: Device): number {
  const standard = deviceNow(device);
  return standard + dstShiftMs(device, standard);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The device clock as local date YYYY-MM-DD and time HH:MM:SS, daylight saving included. */
export function readClock(device: Device): { date: string; time: string } {
  const d = new Date(wallClockMs(device));
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
  };
}

/** Sets the device clock to the wall time shown (validated by the datetime group). */
export function setClock(device: Device, date: string, time: string): void {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = new Date(y, mo - 1, d, h, mi, s).getTime();
  store(device, CLOCK_KEY, wall - dstShiftMs(device, wall) - device.now());
}
