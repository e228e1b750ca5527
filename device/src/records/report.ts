import type { ReportRow } from '@tac/goform/contract';
import type { Device } from '../device';
import { nextDay, whereOf, type RecordFilters } from './filters';
import { inListOrder, planPage } from './paging';
import { workHours } from './workhours';

interface Punch {
  time: string;
  status: number;
}

/** Seconds after midnight of 'YYYY-MM-DD HH:mm:ss'. */
const secondsOf = (t: string) => Number(t.slice(11, 13)) * 3600 + Number(t.slice(14, 16)) * 60 + Number(t.slice(17, 19));

/**
 * One report line from a user's punches of one day (in time order): worked time
 * is first to last punch minus breaks; a break runs from an OUT punch (status 1)
 * to the next punch.
 */
export function reportLine(
  userid: number,
  username: string,
  punches: Punch[],
  hours: { start: number; end: number },
): ReportRow {
  const first = punches[0]!;
  const last = punches[punches.length - 1]!;
  let breakS = 0;
  for (let i = 0; i < punches.length - 1; i++) {
    if (punches[i]!.status === 1) breakS += secondsOf(punches[i + 1]!.time) - secondsOf(punches[i]!.time);
  }
  const single = punches.length === 1;
  const spanS = secondsOf(last.time) - secondsOf(first.time);
  return {
    userid: String(userid),
    username,
    date: first.time.slice(0, 10),
    firstin: first.time.slice(11, 16),
    lastout: single ? '' : last.time.slice(11, 16),
    intime: Math.floor((spanS - breakS) / 60),
    outtime: Math.floor(breakS / 60),
    late: Math.max(0, Math.floor(secondsOf(first.time) / 60) - hours.start),
    early: single ? 0 : Math.max(0, hours.end - Math.floor(secondsOf(last.time) / 60)),
  };
}

interface Group {
  userid: number;
  username: string | null;
  date: string;
}

/**
 * The (user, day) pairs of record_days matching the filters. `walkInOrder` keeps the
 * date bounds off the date index so a page walks the primary key in (user, date)
 * order and stops at its last row, instead of sorting every day of the range.
 */
function daysWhere(f: RecordFilters, walkInOrder = false): { sql: string; args: (string | number)[] } {
  const date = walkInOrder ? '+d.date' : 'd.date';
  const parts: string[] = [];
  const args: (string | number)[] = [];
  if (f.userid !== undefined) {
    parts.push('d.userid = ?');
    args.push(f.userid);
  }
  if (f.from) {
    parts.push(`${date} >= ?`);
    args.push(f.from);
  }
  if (f.to) {
    parts.push(`${date} <= ?`);
    args.push(f.to);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/**
 * A date filter (without a user) matching at most this many days reads them from the date
 * index and sorts them (cost grows with the matches, about 15 ms at this many); one matching
 * more walks the primary key in order instead (cost grows with the days it passes, at most the
 * whole table: about 70 ms at 833 000 days, 2 000 000 records).
 */
export const SORT_DAYS_AT_MOST = 50_000;

/**
 * The query of one page of (user, day) pairs in (user, date) order, `desc` for the reverse
 * order; its last two arguments are LIMIT and OFFSET. The rows skipped are skipped in an
 * index alone (record_days' primary key or its date index hold every column read), and only
 * the page's own pairs are joined to their user.
 */
function daysPageQuery(f: RecordFilters, matching: number, desc: boolean, sortDaysAtMost: number) {
  const byDate = f.userid === undefined && Boolean(f.from || f.to) && matching <= sortDaysAtMost;
  const { sql, args } = daysWhere(f, !byDate);
  const dir = desc ? 'DESC' : 'ASC';
  return {
    sql: `SELECT page.userid, page.date, u.username
          FROM (SELECT d.userid, d.date FROM record_days d ${byDate ? 'INDEXED BY record_days_date' : ''} ${sql}
                ORDER BY d.userid ${dir}, d.date ${dir} LIMIT ? OFFSET ?) page
          LEFT JOIN users u ON u.userid = page.userid
          ORDER BY page.userid ${dir}, page.date ${dir}`,
    args,
  };
}

/**
 * One page of the report, by user then date: the same lines as `LIMIT limit OFFSET start`
 * over every (user, day) of the filters, read from the nearer end (the last page in the
 * reverse order, like the first). `sortDaysAtMost` chooses the plan (tests try both).
 */
export function reportPage(
  device: Device,
  f: RecordFilters & { start: number; limit: number },
  sortDaysAtMost = SORT_DAYS_AT_MOST,
) {
  return device.tx(() => {
    const counted = daysWhere(f);
    const { n } = device.db
      .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM record_days d ${counted.sql}`)
      .get(...counted.args)!;
    const plan = planPage(n, f.start, f.limit);
    if (!plan) return { count: n, record: [] };
    const q = daysPageQuery(f, n, plan.reverse, sortDaysAtMost);
    const groups = inListOrder(plan, device.db.prepare<(string | number)[], Group>(q.sql).all(...q.args, plan.limit, plan.offset));
    const punchesOf = device.db.prepare<[number, string, string], Punch>(
      'SELECT time, status FROM records WHERE userid = ? AND time >= ? AND time < ? ORDER BY time, id',
    );
    const hours = workHours(device);
    const record = groups.map((g) =>
      reportLine(g.userid, g.username ?? '', punchesOf.all(g.userid, `${g.date} 00:00:00`, `${nextDay(g.date)} 00:00:00`), hours),
    );
    return { count: n, record };
  });
}

const BATCH = 5000;

interface RawPunch extends Punch {
  id: number;
  userid: number;
  username: string | null;
}

/** The whole report in order, from one pass over the records by (user, time), read in keyset batches. */
export async function* iterateReport(device: Device, f: RecordFilters): AsyncGenerator<ReportRow> {
  const { sql, args } = whereOf(f);
  const select = `SELECT r.id, r.userid, r.time, r.status, u.username FROM records r LEFT JOIN users u ON u.userid = r.userid`;
  const order = 'ORDER BY r.userid, r.time, r.id';
  // Leading bounds let the index seek straight to the next batch (an OR alone rescans from the start).
  const after = 'r.userid >= ? AND (r.userid > ? OR (r.time >= ? AND (r.time > ? OR r.id > ?)))';
  const first = device.db.prepare<(string | number)[], RawPunch>(`${select} ${sql} ${order} LIMIT ${BATCH}`);
  const next = device.db.prepare<(string | number)[], RawPunch>(
    `${select} ${sql ? `${sql} AND` : 'WHERE'} ${after} ${order} LIMIT ${BATCH}`,
  );
  const hours = workHours(device);
  let day: RawPunch[] = [];
  let batch = first.all(...args);
  while (batch.length > 0) {
    for (const p of batch) {
      const head = day[0];
      if (head && (head.userid !== p.userid || head.time.slice(0, 10) !== p.time.slice(0, 10))) {
        yield reportLine(head.userid, head.username ?? '', day, hours);
        day = [];
      }
      day.push(p);
    }
    const last = batch[batch.length - 1]!;
    await new Promise((resolve) => setImmediate(resolve));
    batch = batch.length < BATCH ? [] : next.all(...args, last.userid, last.userid, last.time, last.time, last.id);
  }
  const head = day[0];
  if (head) yield reportLine(head.userid, head.username ?? '', day, hours);
}
