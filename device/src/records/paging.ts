import type Database from 'better-sqlite3';
/** How to read one page of an ordered list: from which end, skipping how many rows, taking how many. */
export interface PagePlan {
  /** Read the list in the reverse order (then turn the page back round). */
  reverse: boolean;
  offset: number;
  limit: number;
}

/**
 * Rows [start, start + limit) of an ordered list of `count` rows, read from the nearer end:
 * forwards skipping `start` rows, or in the reverse order skipping the rows after the page
 * (`count - start - limit`, clamped at the list's end) and turned back round. The same rows
 * as `LIMIT limit OFFSET start`, but the last page costs like the first and no page skips
 * more than half the list. Undefined when the page lies past the end (an empty page).
 * `count` must be the count of the same list in the same read transaction.
 */
export function planPage(count: number, start: number, limit: number): PagePlan | undefined {
  const take = Math.min(limit, count - start);
  if (take <= 0) return undefined;
  const fromEnd = count - start - take;
  return fromEnd < start ? { reverse: true, offset: fromEnd, limit: take } : { reverse: false, offset: start, limit: take };
}

/** The rows of a page read by `plan`, in the list's own order. */
export const inListOrder = <T>(plan: PagePlan, rows: T[]): T[] => (plan.reverse ? rows.reverse() : rows);

/** One table's page query: `table` under `alias`, its `select` columns, more tables by `join`. */
export interface PageQuery {
  table: string;
  alias: string;
  select: string;
  where: { sql: string; args: (string | number)[] };
  /** ORDER BY on the alias's columns, in the direction `plan` reads. */
  order: string;
  join?: string;
}

/**
 * The rows of a page read by `plan`, in the list's own order: the rows before the page are skipped
 * inside an index (the subquery reads ids only), then the page's rows are joined by id.
 */
export function pageRows<R>(db: Database.Database, q: PageQuery, plan: PagePlan): R[] {
  const { table, alias, select, where, order, join = '' } = q;
  const rows = db
    .prepare<(string | number)[], R>(
      `SELECT ${select} FROM (SELECT ${alias}.id FROM ${table} ${alias} ${where.sql} ${order} LIMIT ? OFFSET ?) page
       CROSS JOIN ${table} ${alias} ON ${alias}.id = page.id ${join} ${order}`,
    )
    .all(...where.args, plan.limit, plan.offset);
  return inListOrder(plan, rows);
}

/**
 * Every row of a list in order, read `size` rows at a time, each batch after the last row of the
 * one before (keyset, `read(after)`): memory stays constant while a download streams, and other
 * requests run between batches.
 */
export async function* keysetBatches<R>(size: number, read: (after: R | undefined) => R[]): AsyncGenerator<R> {
  let batch = read(undefined);
  while (batch.length > 0) {
    yield* batch;
    await new Promise((resolve) => setImmediate(resolve));
    if (batch.length < size) break;
    batch = read(batch[batch.length - 1]);
  }
}
