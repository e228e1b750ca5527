import { DownloadAuditLog, hasFullRights, searchAuditLog, type AuditRow } from '@tac/goform/contract';
import type { Device, DeviceModule } from '../device';
import { route, type Session } from '../goform/registry';
import { auditLimit, auditMigrations, clearAudit } from '../audit/log';
import { iterateAudit, searchAudit, type AuditFilters } from '../audit/query';
import { csvText, sendCsv, type CsvColumn, type CsvLayout } from '../records/csv';
import { coveredFileName } from '../records/filters';
import { settleAll } from '../settings/rollback';

/** An account without every right (the operator) sees only its own entries, whatever it asks for. */
const visibleTo = <F extends AuditFilters>(session: Session | null, f: F): F =>
  session && hasFullRights(session.funs) ? f : { ...f, account: session?.uid ?? '' };

type CsvEntry = Omit<AuditRow, 'changes' | 'count'> & { details: string };

const columns: CsvColumn<CsvEntry>[] = [
  { key: 'datetime', header: 'Date Time' },
  { key: 'kind', header: 'Event' },
  { key: 'account', header: 'Account' },
  { key: 'address', header: 'Address' },
  { key: 'target', header: 'Target' },
  { key: 'details', header: 'Details' },
];

/** Entries as the reader's spreadsheet shows them: the kind in their language, the changes as `field: old → new`. */
async function* forReader(layout: CsvLayout, rows: AsyncIterable<AuditRow>): AsyncGenerator<CsvEntry> {
  const secret = csvText(layout, 'secretChanged', 'changed');
  for await (const { changes, count, ...r } of rows) {
    const details = [
      ...(count && count > 1 ? [`×${count}`] : []),
      ...changes.map((c) => `${c.field}: ${c.secret ? secret : `${c.from ?? ''} → ${c.to ?? ''}`}`),
    ].join('; ');
    yield { ...r, kind: csvText(layout, `kind.${r.kind}`, r.kind), details };
  }
}

/** `audit_<serial>_<from>_<to>.csv`: open ends from the first entry's day, until today. */
const fileName = (device: Device, f: AuditFilters): string => coveredFileName(device, 'audit', 'audit_log', f);

/** The audit log's calls; what records into it is each change's own module (recordAudit). */
export const auditModule: DeviceModule = {
  name: 'audit',
  migrations: auditMigrations,
  routes: [
    route(searchAuditLog, ({ input, device, session }) => {
      settleAll(device);
      return {
        ...searchAudit(device, visibleTo(session, { ...input, start: input.start ?? 0, limit: input.limit ?? 20 })),
        max: auditLimit(device),
      };
    }),
    route(DownloadAuditLog, ({ input, device, session, reply }) => {
      const f = visibleTo(session, input);
      settleAll(device);
      return sendCsv(reply, fileName(device, f), columns, forReader(input, iterateAudit(device, f)), input);
    }),
  ],
  // Only a full initialization reaches here (InitMachine all=1), which then records itself.
  factoryReset: clearAudit,
};
