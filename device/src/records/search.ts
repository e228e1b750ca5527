import type { RecordRow, ThermometryRow } from '@tac/goform/contract';
import type { Device } from '../device';
import { mapPerDevice } from '../perDevice';
import { whereOf, type RecordFilters } from './filters';
import { offsetQuery, orderedQueries } from './keyset';
import { inListOrder, planPage } from './paging';

interface RawRecord {
  id: number;
  datetime: string;
  userid: number;
  username: string | null;
  status: number;
  utcoffset: number | null;
}

function answer(r: RawRecord): RecordRow {
  const row = { datetime: r.datetime, userid: String(r.userid), username: r.username ?? '', status: r.status };
  return r.utcoffset === null ? row : { ...row, utcoffset: r.utcoffset };
}

/** Where the last page of a search ended, valid while the matching records stay the same. */
interface Cursor {
  next: number;
  time: string;
  id: number;
  count: number;
  maxId: number;
}
const cursorsOf = mapPerDevice<Cursor>();
const MAX_CURSORS = 32;

/**
 * One page of records, the same rows as `ORDER BY time, id LIMIT limit OFFSET start`.
 * Clients page with start += limit until the list comes back empty; a page that starts
 * where the previous one of the same search ended continues from its last row (keyset),
 * so paging through 2 000 000 records stays linear. Any other page is read from the
 * nearer end of the list (the last page in the reverse order, like the first), skipping
 * rows inside an index only (`offsetQuery`): no page skips more than half the list.
 */
export function searchRecords(
  device: Device,
  f: RecordFilters & { order: 'asc' | 'desc'; start: number; limit: number },
) {
  // One read transaction: the count, the page planned from it and the cursor agree.
  return device.tx(() => {
    const { sql, args } = whereOf(f);
    const { n } = device.db
      .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM records r ${sql}`)
      .get(...args)!;
    const { maxId } = device.db.prepare<[], { maxId: number }>('SELECT coalesce(max(id), 0) AS maxId FROM records').get()!;
    const key = JSON.stringify([f.userid, f.from, f.to, f.order]);
    const saved = cursorsOf(device).get(key);
    let rows: RawRecord[];
    if (saved && saved.next === f.start && saved.count === n && saved.maxId === maxId && f.start > 0) {
      const q = orderedQueries(f).after(saved.time, saved.id);
      rows = device.db.prepare<(string | number)[], RawRecord>(`${q.sql} LIMIT ?`).all(...q.args, f.limit);
    } else {
      const plan = planPage(n, f.start, f.limit);
      const order = plan?.reverse ? (f.order === 'asc' ? 'desc' : 'asc') : f.order;
      const q = offsetQuery({ ...f, order });
      rows = plan
        ? inListOrder(plan, device.db.prepare<(string | number)[], RawRecord>(q.sql).all(...q.args, plan.limit, plan.offset))
        : [];
    }
    const last = rows[rows.length - 1];
    const map = cursorsOf(device);
    map.delete(key);
    if (last) {
      map.set(key, { next: f.start + rows.length, time: last.datetime, id: last.id, count: n, maxId });
      if (map.size > MAX_CURSORS) map.delete(map.keys().next().value!);
    }
    return { count: n, record: rows.map(answer) };
  });
}

const BATCH = 2000;

/**
 * Every matching record in order, read in keyset batches: memory stays constant
 * and the connection is free between batches for other requests.
 */
export async function* iterateRecords(
  device: Device,
  f: RecordFilters & { order: 'asc' | 'desc' },
): AsyncGenerator<RecordRow> {
  const queries = orderedQueries(f);
  const prepare = (sql: string) => device.db.prepare<(string | number)[], RawRecord>(`${sql} LIMIT ${BATCH}`);
  const first = prepare(queries.first.sql);
  let next: ReturnType<typeof prepare> | undefined;
  let batch = first.all(...queries.first.args);
  while (batch.length > 0) {
    for (const r of batch) yield answer(r);
    const last = batch[batch.length - 1]!;
    // Let other requests run between batches.
    await new Promise((resolve) => setImmediate(resolve));
    if (batch.length < BATCH) break;
    const q = queries.after(last.datetime, last.id);
    next ??= prepare(q.sql);
    batch = next.all(...q.args);
  }
}

interface RawTemperature {
  id: number;
  datetime: string;
  userid: number;
  username: string | null;
  temperature: number;
}

type ThermometryFilters = RecordFilters & { type: 'all' | 'abnormal' | 'normal'; threshold: number };

const TEMPERATURE_SELECT =
  'SELECT r.id, r.time AS datetime, r.userid, u.username, r.temperature FROM records r LEFT JOIN users u ON u.userid = r.userid';

/** The WHERE clause of a temperature search; past `after` (a row already read) in newest-first keyset order. */
function thermometryWhere(f: ThermometryFilters, after?: { time: string; id: number }) {
  const conditions = ['r.temperature IS NOT NULL'];
  const leading: (string | number)[] = [];
  if (f.type !== 'all') {
    conditions.push(f.type === 'abnormal' ? 'r.temperature >= ?' : 'r.temperature < ?');
    leading.push(f.threshold);
  }
  if (after) {
    conditions.push('r.time <= ? AND (r.time < ? OR r.id < ?)');
    leading.push(after.time, after.time, after.id);
  }
  const { sql, args } = whereOf(f, conditions);
  return { sql, args: [...leading, ...args] };
}

function answerTemperature(r: RawTemperature, threshold: number): ThermometryRow {
  return {
    datetime: r.datetime,
    userid: String(r.userid),
    username: r.username ?? '',
    temperature: r.temperature,
    abnormal: r.temperature >= threshold ? 1 : 0,
  };
}

export function searchThermometry(device: Device, f: ThermometryFilters & { start: number; limit: number }) {
  const { sql, args } = thermometryWhere(f);
  const { n } = device.db
    .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM records r ${sql}`)
    .get(...args)!;
  const rows = device.db
    .prepare<(string | number)[], RawTemperature>(`${TEMPERATURE_SELECT} ${sql} ORDER BY r.time DESC, r.id DESC LIMIT ? OFFSET ?`)
    .all(...args, f.limit, f.start);
  return { count: n, threshold: f.threshold, record: rows.map((r) => answerTemperature(r, f.threshold)) };
}

/** Every matching temperature, newest first, in keyset batches as `iterateRecords` reads records. */
export async function* iterateThermometry(device: Device, f: ThermometryFilters): AsyncGenerator<ThermometryRow> {
  const read = (after?: { time: string; id: number }) => {
    const { sql, args } = thermometryWhere(f, after);
    return device.db
      .prepare<(string | number)[], RawTemperature>(`${TEMPERATURE_SELECT} ${sql} ORDER BY r.time DESC, r.id DESC LIMIT ${BATCH}`)
      .all(...args);
  };
  let batch = read();
  while (batch.length > 0) {
    for (const r of batch) yield answerTemperature(r, f.threshold);
    await new Promise((resolve) => setImmediate(resolve));
    if (batch.length < BATCH) break;
    const last = batch[batch.length - 1]!;
    batch = read({ time: last.datetime, id: last.id });
  }
}
