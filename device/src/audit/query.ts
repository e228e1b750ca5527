import type { AuditChange, AuditKind, AuditRow } from '@tac/goform/contract';
import type { Device } from '../device';
import { dayRange, whereClause } from '../records/filters';
import { keysetBatches, pageRows, planPage } from '../records/paging';

export interface AuditFilters {
  from?: string | undefined;
  to?: string | undefined;
  account?: string | undefined;
  kind?: AuditKind | undefined;
}

interface RawEntry {
  id: number;
  datetime: string;
  kind: string;
  account: string;
  address: string;
  target: string;
  changes: string;
  count: number;
}

const COLUMNS = 'a.id, a.time AS datetime, a.kind, a.account, a.address, a.target, a.changes, a.count';

/** An entry as answered: `count` only for one that stands for several (repeated refusals). */
const answer = ({ count, ...r }: RawEntry): AuditRow => ({
  ...r,
  changes: JSON.parse(r.changes) as AuditChange[],
  ...(count > 1 ? { count } : {}),
});

/** A WHERE clause (on alias a) and its arguments; `to` is inclusive. Each filter has an index led by it. */
function whereOf(f: AuditFilters, extra: string[] = []) {
  return whereClause([['a.account = ?', f.account || undefined], ['a.kind = ?', f.kind || undefined], ...dayRange('a.time', f.from, f.to)], extra);
}

/**
 * One page of entries, newest first (time, then id). The page is read from the nearer end
 * of the list (`planPage`), and the rows before it are skipped inside an index (the
 * subquery reads ids only), so the last page of 100 000 entries costs like the first.
 */
export function searchAudit(device: Device, f: AuditFilters & { start: number; limit: number }) {
  return device.tx(() => {
    const { sql, args } = whereOf(f);
    const { n } = device.db.prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM audit_log a ${sql}`).get(...args)!;
    const plan = planPage(n, f.start, f.limit);
    if (!plan) return { count: n, record: [] };
    const dir = plan.reverse ? 'ASC' : 'DESC';
    const rows = pageRows<RawEntry>(device.db, { table: 'audit_log', alias: 'a', select: COLUMNS, where: { sql, args }, order: `ORDER BY a.time ${dir}, a.id ${dir}` }, plan);
    return { count: n, record: rows.map(answer) };
  });
}

const BATCH = 2000;

/** Every matching entry, newest first, in keyset batches (`keysetBatches`). */
export async function* iterateAudit(device: Device, f: AuditFilters): AsyncGenerator<AuditRow> {
  const read = (after: RawEntry | undefined) => {
    const { sql, args } = whereOf(f, after ? ['(a.time < ? OR (a.time = ? AND a.id < ?))'] : []);
    const keyset = after ? [after.datetime, after.datetime, after.id] : [];
    return device.db
      .prepare<(string | number)[], RawEntry>(`SELECT ${COLUMNS} FROM audit_log a ${sql} ORDER BY a.time DESC, a.id DESC LIMIT ${BATCH}`)
      .all(...keyset, ...args);
  };
  for await (const r of keysetBatches(BATCH, read)) yield answer(r);
}
