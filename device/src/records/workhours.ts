import { kaoqinGroup } from '@tac/goform/contract';
import type { Device } from '../device';
import { readSingle } from '../settings/store';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Work start and end in minutes after midnight, from the attendance settings (factory 09:00-18:00). */
export function workHours(device: Device): { start: number; end: number } {
  const { workstart, workend } = readSingle(device, kaoqinGroup);
  return { start: minutesOf(workstart), end: minutesOf(workend) };
}
