import {
  DEFAULT_FEVER_THRESHOLD,
  applyGroup,
  DownloadRecordForm,
  DownloadReportForm,
  DownloadThermometryForm,
  GetReportFormInfo,
  searchrecord,
  searchThermometryRecord,
  type LegacyRecordRow,
  type RecordRow,
  type ReportRow,
  type ThermometryRow,
} from '@tac/goform/contract';
import type { Device, DeviceModule } from '../device';
import { route } from '../goform/registry';
import { csvText, sendCsv, type CsvColumn, type CsvLayout } from '../records/csv';
import { coveredFileName, type RecordFilters } from '../records/filters';
import { recordsMigrations } from '../records/migrations';
import { iterateReport, reportPage } from '../records/report';
import { iterateRecords, iterateThermometry, searchRecords, searchThermometry } from '../records/search';
import { readSingle } from '../settings/store';

export { addRecord } from '../records/log';

/** `<what>_<serial>_<from>_<to>[_user<id>].csv`: without `from` from the first record's day, without `to` until today. */
function fileName(device: Device, what: string, f: RecordFilters): string {
  return coveredFileName(device, what, 'records', f, f.userid === undefined ? [] : [`user${f.userid}`]);
}

/** Older firmware's spelling of a record row (DESIGN §5): `id` is the user's id. */
const legacyRow = (r: RecordRow): LegacyRecordRow => ({ id: r.userid, name: r.username, time: r.datetime, status: r.status });

type LabelledRecord = Omit<RecordRow, 'status'> & { status: string };

const recordColumns: CsvColumn<LabelledRecord>[] = [
  { key: 'datetime', header: 'Date Time' },
  { key: 'userid', header: 'User ID' },
  { key: 'username', header: 'User Name' },
  { key: 'status', header: 'Status' },
];

/** Records with the status written as the label the device shows for it (status group). */
async function* withStatusLabels(device: Device, records: AsyncIterable<RecordRow>): AsyncGenerator<LabelledRecord> {
  const labels = readSingle(device, applyGroup) as Record<string, string>;
  for await (const r of records) yield { ...r, status: labels[`status${r.status}`] ?? String(r.status) };
}

const thermometryColumns: CsvColumn<ThermometryRow & { state: string }>[] = [
  { key: 'datetime', header: 'Date Time' },
  { key: 'userid', header: 'User ID' },
  { key: 'username', header: 'User Name' },
  { key: 'temperature', header: 'Temperature (°C)' },
  { key: 'state', header: 'State' },
];

/** Temperatures with their state as a word of the reader's language. */
async function* withStates(layout: CsvLayout, rows: AsyncIterable<ThermometryRow>) {
  const abnormal = csvText(layout, 'stateAbnormal', 'Abnormal');
  const normal = csvText(layout, 'stateNormal', 'Normal');
  for await (const r of rows) yield { ...r, state: r.abnormal ? abnormal : normal };
}

const reportColumns: CsvColumn<ReportRow>[] = [
  { key: 'userid', header: 'User ID' },
  { key: 'username', header: 'User Name' },
  { key: 'date', header: 'Date' },
  { key: 'firstin', header: 'First In' },
  { key: 'lastout', header: 'Last Out' },
  { key: 'intime', header: 'Time Present (min)' },
  { key: 'outtime', header: 'Time Away (min)' },
  { key: 'late', header: 'Late (min)' },
  { key: 'early', header: 'Early (min)' },
];

export const recordsModule: DeviceModule = {
  name: 'records',
  migrations: recordsMigrations,
  routes: [
    route(searchrecord, ({ input, device }) => {
      const page = searchRecords(device, { ...input, order: input.order ?? 'desc', start: input.start ?? 0, limit: input.limit ?? 20 });
      return device.config.quirks === 'legacy' ? { ...page, record: page.record.map(legacyRow) } : page;
    }),
    route(DownloadRecordForm, ({ input, device, reply }) =>
      sendCsv(
        reply,
        fileName(device, 'records', input),
        recordColumns,
        withStatusLabels(device, iterateRecords(device, { ...input, order: input.order ?? 'desc' })),
        input,
      ),
    ),
    route(GetReportFormInfo, ({ input, device }) =>
      reportPage(device, { ...input, start: input.start ?? 0, limit: input.limit ?? 20 }),
    ),
    route(DownloadReportForm, ({ input, device, reply }) =>
      sendCsv(reply, fileName(device, 'report', input), reportColumns, iterateReport(device, input), input),
    ),
    route(searchThermometryRecord, ({ input, device }) =>
      searchThermometry(device, {
        ...input,
        type: input.type ?? 'all',
        threshold: DEFAULT_FEVER_THRESHOLD,
        start: input.start ?? 0,
        limit: input.limit ?? 20,
      }),
    ),
    route(DownloadThermometryForm, ({ input, device, reply }) =>
      sendCsv(
        reply,
        fileName(device, 'temperatures', input),
        thermometryColumns,
        withStates(input, iterateThermometry(device, { ...input, type: input.type ?? 'all', threshold: DEFAULT_FEVER_THRESHOLD })),
        input,
      ),
    ),
  ],
  factoryReset: (device) => {
    device.db.prepare('DELETE FROM records').run();
  },
};
