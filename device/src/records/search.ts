import type { RecordRow, ThermometryRow } from '@tac/goform/contract';
import type { Device } from '../device';
import { whereOf, type RecordFilters } from './filters';

interface RawRecord {
  id: number;
  datetime: string;
  userid: number;
  username: string | null;
  status: number;
}

/** A record as answered; legacy firmware also spells it id/name/time/status. */
export type AnsweredRecord = RecordRow & { id?: number; name?: string; time?: string };

const SELECT = `
  SELECT r.id, r.time AS datetime, r.userid, u.username, r.status
  FROM records r LEFT JOIN users u ON u.userid = r.userid`;

function answer(device: Device, r: RawRecord): AnsweredRecord {
  const row: AnsweredRecord = { datetime: r.datetime, userid: String(r.userid), username: r.username ?? '', status: r.status };
  return device.config.quirks === 'legacy' ? { ...row, id: r.id, name: row.username, time: row.datetime } : row;
}

export function searchRecords(
  device: Device,
  f: RecordFilters & { order: 'asc' | 'desc'; start: number; limit: number },
) {
  const { sql, args } = whereOf(f);
  const dir = f.order === 'asc' ? 'ASC' : 'DESC';
  const { n } = device.db
    .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM records r ${sql}`)
    .get(...args)!;
  const rows = device.db
    .prepare<(string | number)[], RawRecord>(`${SELECT} ${sql} ORDER BY r.time ${dir}, r.id ${dir} LIMIT ? OFFSET ?`)
    .all(...args, f.limit, f.start);
  return { count: n, record: rows.map((r) => answer(device, r)) };
}

const BATCH = 2000;

/**
 * Every matching record in order, read in keyset batches: memory stays constant
 * and the connection is free between batches for other requests.
 */
export async function* iterateRecords(
  device: Device,
  f: RecordFilters & { order: 'asc' | 'desc' },
): AsyncGenerator<AnsweredRecord> {
  const { sql, args } = whereOf(f);
  const dir = f.order === 'asc' ? 'ASC' : 'DESC';
  const cmp = f.order === 'asc' ? '>' : '<';
  // The leading bound lets the index seek straight to the next batch (an OR alone rescans from the start).
  const after = `r.time ${cmp}= ? AND (r.time ${cmp} ? OR r.id ${cmp} ?)`;
  const first = device.db.prepare<(string | number)[], RawRecord>(
    `${SELECT} ${sql} ORDER BY r.time ${dir}, r.id ${dir} LIMIT ${BATCH}`,
  );
  // Past the first batch the keyset bound implies the filter's bound on the same side; dropping it
  // leaves the planner one bound to seek with.
  const rest = whereOf(f.order === 'asc' ? { ...f, from: undefined } : { ...f, to: undefined });
  const next = device.db.prepare<(string | number)[], RawRecord>(
    `${SELECT} ${rest.sql ? `${rest.sql} AND` : 'WHERE'} ${after} ORDER BY r.time ${dir}, r.id ${dir} LIMIT ${BATCH}`,
  );
  let batch = first.all(...args);
  while (batch.length > 0) {
    for (const r of batch) yield answer(device, r);
    const last = batch[batch.length - 1]!;
    // Let other requests run between batches.
    await new Promise((resolve) => setImmediate(resolve));
    batch = batch.length < BATCH ? [] : next.all(...rest.args, last.datetime, last.datetime, last.id);
  }
}

interface RawTemperature {
  datetime: string;
  userid: number;
  username: string | null;
  temperature: number;
}

export function searchThermometry(
  device: Device,
  f: RecordFilters & { type: 'all' | 'abnormal' | 'normal'; threshold: number; start: number; limit: number },
) {
  const extra = ['r.temperature IS NOT NULL'];
  if (f.type === 'abnormal') extra.push('r.temperature >= ?');
  if (f.type === 'normal') extra.push('r.temperature < ?');
  const { sql, args } = whereOf(f, extra);
  const all = f.type === 'all' ? args : [f.threshold, ...args];
  const { n } = device.db
    .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM records r ${sql}`)
    .get(...all)!;
  const rows = device.db
    .prepare<(string | number)[], RawTemperature>(
      `SELECT r.time AS datetime, r.userid, u.username, r.temperature
       FROM records r LEFT JOIN users u ON u.userid = r.userid ${sql}
       ORDER BY r.time DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...all, f.limit, f.start);
  const record: ThermometryRow[] = rows.map((r) => ({
    datetime: r.datetime,
    userid: String(r.userid),
    username: r.username ?? '',
    temperature: r.temperature,
    abnormal: r.temperature >= f.threshold ? 1 : 0,
  }));
  return { count: n, threshold: f.threshold, record };
}

/** Adds one punch (simulated hardware, seeds). */
export function addRecord(
  device: Device,
  r: { userid: number; time: string; status: number; temperature?: number | null },
): number {
  return Number(
    device.db
      .prepare('INSERT INTO records (userid, time, status, temperature) VALUES (?, ?, ?, ?)')
      .run(r.userid, r.time, r.status, r.temperature ?? null).lastInsertRowid,
  );
}
