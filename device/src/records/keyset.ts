import { whereOf, type RecordFilters } from './filters';

const RECORD_COLUMNS = 'SELECT r.id, r.time AS datetime, r.userid, u.username, r.status, r.utcoffset';
const USER_JOIN = 'LEFT JOIN users u ON u.userid = r.userid';
export const RECORD_SELECT = `${RECORD_COLUMNS} FROM records r ${USER_JOIN}`;

type Order = 'asc' | 'desc';

/**
 * Queries that read records in (time, id) order: from the start, and from just
 * after a given row (keyset), which seeks instead of skipping rows.
 */
export function orderedQueries(f: RecordFilters & { order: Order }) {
  const first = whereOf(f);
  const dir = f.order === 'asc' ? 'ASC' : 'DESC';
  const cmp = f.order === 'asc' ? '>' : '<';
  // Past a known row, the keyset bound implies the filter's bound on the same side: dropping
  // that one leaves the planner a single bound to seek with, and the leading `time >=` / `<=`
  // term lets the index seek (an OR alone rescans from the start).
  const rest = whereOf(f.order === 'asc' ? { ...f, from: undefined } : { ...f, to: undefined });
  const after = `r.time ${cmp}= ? AND (r.time ${cmp} ? OR r.id ${cmp} ?)`;
  return {
    first: { sql: `${RECORD_SELECT} ${first.sql} ORDER BY r.time ${dir}, r.id ${dir}`, args: first.args },
    /** The same text for every row, so one prepared statement serves a whole walk. */
    after: (time: string, id: number) => ({
      sql: `${RECORD_SELECT} ${rest.sql ? `${rest.sql} AND` : 'WHERE'} ${after} ORDER BY r.time ${dir}, r.id ${dir}`,
      args: [...rest.args, time, time, id],
    }),
  };
}

/**
 * One page at an offset, in (time, id) order; its last two arguments are LIMIT and OFFSET.
 * The rows skipped are skipped inside an index alone: the subquery reads only ids, from
 * records_time (time filters) or records_user_time (a user, with or without dates), both of
 * which hold the filter's columns and the order (time, then rowid = id). Only the page's own
 * rows are then read from the table and joined to their user; skipping a million rows this
 * way costs about as much as counting them, instead of reading and joining each. CROSS JOIN
 * keeps the page first: left to choose, the planner may walk the whole of records_time for the
 * outer rows (to spare the page's sort) and look each up in the page.
 */
export function offsetQuery(f: RecordFilters & { order: Order }) {
  const { sql, args } = whereOf(f);
  const dir = f.order === 'asc' ? 'ASC' : 'DESC';
  const order = `ORDER BY r.time ${dir}, r.id ${dir}`;
  return {
    sql: `${RECORD_COLUMNS}
          FROM (SELECT r.id FROM records r ${sql} ${order} LIMIT ? OFFSET ?) page
          CROSS JOIN records r ON r.id = page.id ${USER_JOIN} ${order}`,
    args,
  };
}
