import { exportFileName } from '@tac/goform/contract';
import type { Device } from '../device';
import { deviceSerial } from '../model/profiles';

/** Records store device local time as 'YYYY-MM-DD HH:mm:ss' text: it sorts, compares and reads as the device shows it. */
export interface RecordFilters {
  userid?: number;
  from?: string;
  to?: string;
}

export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A condition and its argument; an undefined argument leaves the condition out. */
export type Condition = [sql: string, arg: string | number | undefined];

/** The conditions of a day range on a time column (`to` inclusive). */
export const dayRange = (column: string, from?: string, to?: string): Condition[] => [
  [`${column} >= ?`, from ? `${from} 00:00:00` : undefined],
  [`${column} < ?`, to ? `${nextDay(to)} 00:00:00` : undefined],
];

/** A WHERE clause of `extra` and the conditions given an argument, with those arguments. */
export function whereClause(conditions: Condition[], extra: string[] = []): { sql: string; args: (string | number)[] } {
  const set = conditions.filter((c): c is [string, string | number] => c[1] !== undefined);
  const parts = [...extra, ...set.map(([sql]) => sql)];
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args: set.map(([, arg]) => arg) };
}

/** A WHERE clause (on table alias r) and its arguments; `to` is inclusive. */
export function whereOf(f: RecordFilters, extra: string[] = []): { sql: string; args: (string | number)[] } {
  const parts = [...extra];
  const args: (string | number)[] = [];
  if (f.userid !== undefined) {
    parts.push('r.userid = ?');
    args.push(f.userid);
  }
  if (f.from) {
    parts.push('r.time >= ?');
    args.push(`${f.from} 00:00:00`);
  }
  if (f.to) {
    parts.push('r.time < ?');
    args.push(`${nextDay(f.to)} 00:00:00`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/** Formats a clock reading as device local time text (the emulator's wall clock is UTC). */
export const deviceTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The days a download covers, as YYYY-MM-DD: from `from`, else the day of the first row of
 * `table` (time column `time`); until `to`, else today.
 */
function daysCovered(device: Device, table: 'records' | 'audit_log' | 'events', f: { from?: string; to?: string }): string[] {
  const today = deviceTime(device.now()).slice(0, 10);
  const first = () => device.db.prepare<[], { time: string | null }>(`SELECT min(time) AS time FROM ${table}`).get()?.time?.slice(0, 10) ?? today;
  return [f.from ?? first(), f.to ?? today];
}

/** A CSV download's name (exportFileName): what it holds, this device's serial, the days it covers, then `qualifiers`. */
export function coveredFileName(
  device: Device,
  what: string,
  table: 'records' | 'audit_log' | 'events',
  f: { from?: string; to?: string },
  qualifiers: string[] = [],
): string {
  return exportFileName({ what, serial: deviceSerial(device), days: daysCovered(device, table, f), qualifiers, extension: 'csv' });
}
