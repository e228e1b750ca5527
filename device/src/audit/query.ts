import type { AuditChange, AuditKind, AuditRow } from '@tac/goform/contract';
import type { Device } from '../device';
import { nextDay } from '../records/filters';
import { inListOrder, keysetBatches, planPage } from '../records/paging';

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
function whereOf(f: AuditFilters, extra: string[] = []): { sql: string; args: string[] } {
  const conditions: [string, string | undefined][] = [
    ['a.account = ?', f.account || undefined],
    ['a.kind = ?', f.kind || undefined],
    ['a.time >= ?', f.from ? `${f.from} 00:00:00` : undefined],
    ['a.time < ?', f.to ? `${nextDay(f.to)} 00:00:00` : undefined],
  ];
  const set = conditions.filter((c): c is [string, string] => c[1] !== undefined);
  const parts = [...extra, ...set.map(([sql]) => sql)];
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args: set.map(([, arg]) => arg) };
}

/**
 * One page of entries, newest first (time, then id). The page is read from the nearer end
 * of the list (`planPage`), and the rows before it are skipped inside an index (the
 * subquery reads ids only), so the last page of 100 000 entries costs like the first.
 */
export function searchAudit(device: Device, f: AuditFilters & { start: number; limit: number }) {
  return device.tx(() => {
    const { sql, args } = whereOf(f);
    const { n } = device.db.prepare<string[], { n: number }>(`SELECT count(*) AS n FROM audit_log a ${sql}`).get(...args)!;
    const plan = planPage(n, f.start, f.limit);
    if (!plan) return { count: n, record: [] };
    const dir = plan.reverse ? 'ASC' : 'DESC';
    const order = `ORDER BY a.time ${dir}, a.id ${dir}`;
    const rows = device.db
      .prepare<(string | number)[], RawEntry>(
        `SELECT ${COLUMNS} FROM (SELECT a.id FROM audit_log a ${sql} ${order} LIMIT ? OFFSET ?) page
         CROSS JOIN audit_log a ON a.id = page.id ${order}`,
      )
      .all(...args, plan.limit, plan.offset);
    return { count: n, record: inListOrder(plan, rows).map(answer) };
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
