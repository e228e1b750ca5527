import {
  DEFAULT_FEVER_THRESHOLD,
  DownloadRecordForm,
  DownloadReportForm,
  GetReportFormInfo,
  searchrecord,
  searchThermometryRecord,
  type ReportRow,
} from '@tac/goform/contract';
import type { DeviceModule } from '../device';
import { route } from '../goform/registry';
import { sendCsv } from '../records/csv';
import { deviceTime } from '../records/filters';
import { recordsMigrations } from '../records/migrations';
import { iterateReport, reportPage } from '../records/report';
import { iterateRecords, searchRecords, searchThermometry, type AnsweredRecord } from '../records/search';

export { addRecord } from '../records/search';

const stamp = (ms: number) => deviceTime(ms).slice(0, 10).replaceAll('-', '');

const recordColumns: { key: keyof AnsweredRecord & string; header: string }[] = [
  { key: 'datetime', header: 'Date Time' },
  { key: 'userid', header: 'User ID' },
  { key: 'username', header: 'User Name' },
  { key: 'status', header: 'Status' },
];

const reportColumns: { key: keyof ReportRow & string; header: string }[] = [
  { key: 'userid', header: 'User ID' },
  { key: 'username', header: 'User Name' },
  { key: 'date', header: 'Date' },
  { key: 'firstin', header: 'First In' },
  { key: 'lastout', header: 'Last Out' },
  { key: 'intime', header: 'In Time (min)' },
  { key: 'outtime', header: 'Out Time (min)' },
  { key: 'late', header: 'Late (min)' },
  { key: 'early', header: 'Early (min)' },
];

export const recordsModule: DeviceModule = {
  name: 'records',
  migrations: recordsMigrations,
  routes: [
    route(searchrecord, ({ input, device }) =>
      searchRecords(device, { ...input, order: input.order ?? 'desc', start: input.start ?? 0, limit: input.limit ?? 20 }),
    ),
    route(DownloadRecordForm, ({ input, device, reply }) =>
      sendCsv(reply, `records-${stamp(device.now())}.csv`, recordColumns, iterateRecords(device, { ...input, order: input.order ?? 'desc' })),
    ),
    route(GetReportFormInfo, ({ input, device }) =>
      reportPage(device, { ...input, start: input.start ?? 0, limit: input.limit ?? 20 }),
    ),
    route(DownloadReportForm, ({ input, device, reply }) =>
      sendCsv(reply, `report-${stamp(device.now())}.csv`, reportColumns, iterateReport(device, input)),
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
  ],
  factoryReset: (device) => {
    device.db.prepare('DELETE FROM records').run();
  },
};
