import { whereOf, type RecordFilters } from './filters';

export const RECORD_SELECT = `
  SELECT r.id, r.time AS datetime, r.userid, u.username, r.status
  FROM records r LEFT JOIN users u ON u.userid = r.userid`;

/**
 * Queries that read records in (time, id) order: from the start, and from just
 * after a given row (keyset), which seeks instead of skipping rows.
 */
export function orderedQueries(f: RecordFilters & { order: 'asc' | 'desc' }) {
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
