import { kaoqinGroup } from '@tac/goform/contract';
import type { Device } from '../device';
import { recordEvent } from '../events/log';
import { modelProfile } from '../model/profiles';
import { utcOffsetMinutes } from '../settings/clock';
import { readSingle } from '../settings/store';

/** How many records the log keeps: RECORDS_MAX in the environment (tests), else the model's MaxRecord. */
export function recordLimit(device: Device): number {
  const wanted = Number(device.config.env.RECORDS_MAX);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : modelProfile(device).MaxRecord;
}

/**
 * Records from which the log is nearly full (event 405): the Attendance screen's logalarm free
 * slots before the limit. More slots than the log holds ring from its first record: an empty
 * log is never nearly full.
 */
export const recordWarning = (device: Device): number => Math.max(1, recordLimit(device) - Number(readSingle(device, kaoqinGroup).logalarm));

const countRecords = (device: Device) => device.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM records').get()!.n;

/** Records the log holds (0 on a device whose records module has not made the table). */
export function recordCount(device: Device): number {
  const exists = device.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'records'").get();
  return exists ? countRecords(device) : 0;
}

/**
 * Adds one punch made now (simulated hardware), with the clock's offset from UTC, as the model
 * does with a full log: 'dropOldest' deletes the oldest records first, 'stopRecording' records
 * nothing (event 407) and answers undefined. Crossing the warning (405) and filling the log (406)
 * are events once each. One transaction: the deletion, the insert, the push queue's triggers and
 * the events land together or not at all.
 */
export function addRecord(
  device: Device,
  r: { userid: number; time: string; status: number; temperature?: number | null },
): number | undefined {
  return device.tx(() => {
    const before = countRecords(device);
    const limit = recordLimit(device);
    if (before >= limit) {
      if (modelProfile(device).recordLogFull === 'stopRecording') {
        recordEvent(device, { code: 407, userid: r.userid });
        return undefined;
      }
      device.db.prepare('DELETE FROM records WHERE id IN (SELECT id FROM records ORDER BY id LIMIT ?)').run(before - limit + 1);
    }
    const id = Number(
      device.db
        .prepare('INSERT INTO records (userid, time, status, temperature, utcoffset) VALUES (?, ?, ?, ?, ?)')
        .run(r.userid, r.time, r.status, r.temperature ?? null, utcOffsetMinutes(device)).lastInsertRowid,
    );
    const after = Math.min(before + 1, limit);
    const warning = recordWarning(device);
    // No alarm slots (logalarm 0): the log's filling says it alone.
    if (before < warning && after >= warning && warning < limit) recordEvent(device, { code: 405, detail: `${after}/${limit}` });
    if (before < limit && after === limit) recordEvent(device, { code: 406, detail: modelProfile(device).recordLogFull });
    return id;
  });
}
