import { eventOf, type EventRow, type EventType } from '@tac/goform/contract';
import type { Device } from '../device';
import { dayRange, whereClause } from '../records/filters';
import { keysetBatches, pageRows, planPage } from '../records/paging';

export interface EventFilters {
  from?: string | undefined;
  to?: string | undefined;
  type?: EventType | undefined;
  code?: number | undefined;
  door?: number | undefined;
  userid?: number | undefined;
  order?: 'asc' | 'desc' | undefined;
}

interface RawEvent {
  id: number;
  datetime: string;
  code: number;
  door: number | null;
  userid: number | null;
  username: string | null;
  detail: string | null;
}

const COLUMNS = 'e.id, e.time AS datetime, e.code, e.door, e.userid, u.username, e.detail';
const USER_JOIN = 'LEFT JOIN users u ON u.userid = e.userid';

/** An event as answered: what it does not concern (no door, no user, no detail) is left out. */
const answer = (r: RawEvent): EventRow => ({
  id: r.id,
  datetime: r.datetime,
  code: r.code,
  type: eventOf(r.code)?.type ?? 'device',
  ...(r.door === null ? {} : { door: r.door }),
  ...(r.userid === null ? {} : { userid: String(r.userid), username: r.username ?? '' }),
  ...(r.detail === null ? {} : { detail: r.detail }),
});

/** A WHERE clause (on alias e) and its arguments; `to` is inclusive. Each filter has an index led by it (log.ts). */
function whereOf(f: EventFilters, extra: string[] = []) {
  return whereClause(
    [['e.type = ?', f.type], ['e.code = ?', f.code], ['e.door = ?', f.door], ['e.userid = ?', f.userid], ...dayRange('e.time', f.from, f.to)],
    extra,
  );
}

const unfiltered = (f: EventFilters) => [f.type, f.code, f.door, f.userid, f.from, f.to].every((v) => v === undefined);

/** How many events match: the whole log's size is kept by triggers (log.ts), a filtered one counted in its index. */
function countOf(device: Device, f: EventFilters): number {
  if (unfiltered(f)) return device.db.prepare<[], { n: number }>('SELECT sum(n) AS n FROM event_counts').get()!.n;
  const { sql, args } = whereOf(f);
  return device.db.prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM events e ${sql}`).get(...args)!.n;
}

/**
 * One page of events in (time, id) order, newest first unless `order` is asc. The page is read
 * from the nearer end of the list (`planPage`) and the rows before it are skipped inside an
 * index (the subquery reads ids only), so the last page of a million events costs like the first.
 */
export function searchEventLog(device: Device, f: EventFilters & { start: number; limit: number }) {
  return device.tx(() => {
    const n = countOf(device, f);
    const plan = planPage(n, f.start, f.limit);
    if (!plan) return { count: n, record: [] };
    const descending = (f.order ?? 'desc') === 'desc';
    const dir = descending !== plan.reverse ? 'DESC' : 'ASC';
    const where = whereOf(f);
    const order = `ORDER BY e.time ${dir}, e.id ${dir}`;
    const rows = pageRows<RawEvent>(device.db, { table: 'events', alias: 'e', select: COLUMNS, where, order, join: USER_JOIN }, plan);
    return { count: n, record: rows.map(answer) };
  });
}

const BATCH = 2000;

/** Every matching event in order, in keyset batches (`keysetBatches`). */
export async function* iterateEvents(device: Device, f: EventFilters): AsyncGenerator<EventRow> {
  const descending = (f.order ?? 'desc') === 'desc';
  const cmp = descending ? '<' : '>';
  const dir = descending ? 'DESC' : 'ASC';
  const read = (after: RawEvent | undefined) => {
    const { sql, args } = whereOf(f, after ? [`(e.time ${cmp} ? OR (e.time = ? AND e.id ${cmp} ?))`] : []);
    const keyset = after ? [after.datetime, after.datetime, after.id] : [];
    return device.db
      .prepare<(string | number)[], RawEvent>(`SELECT ${COLUMNS} FROM events e ${USER_JOIN} ${sql} ORDER BY e.time ${dir}, e.id ${dir} LIMIT ${BATCH}`)
      .all(...keyset, ...args);
  };
  for await (const r of keysetBatches(BATCH, read)) yield answer(r);
}

/** The events after `id` in id order, at most `limit` (the live stream's replay and push). */
export function eventsAfter(device: Device, id: number, limit: number): EventRow[] {
  return device.db
    .prepare<[number, number], RawEvent>(`SELECT ${COLUMNS} FROM events e ${USER_JOIN} WHERE e.id > ? ORDER BY e.id LIMIT ?`)
    .all(id, limit)
    .map(answer);
}

/** The newest event's id (0 for an empty log). */
export const lastEventId = (device: Device): number =>
  device.db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM events').get()!.id ?? 0;
