import { filterLines } from '../../common/download';
import type { ExportDefinition } from '../../common/export/runExport';
import { formatDateTime, type DisplayFormat } from '../../common/format';

export interface RecordFilesInput {
  t: (key: string) => string;
  filter: { userid: string; from: string; to: string; order: 'asc' | 'desc' };
  display: DisplayFormat;
  statusLabel: (status: number) => string;
  rtl: boolean;
}

/** The record list's XLSX and PDF: the CSV's columns, the date and time as a date, the user ID as a number. */
export function recordFiles({ t, filter, display, statusLabel, rtl }: RecordFilesInput): ExportDefinition<'searchrecord'> {
  return {
    search: 'searchrecord',
    filter,
    what: 'records',
    qualifiers: filter.userid ? [`user${filter.userid}`] : [],
    table: {
      title: t('records.title'),
      header: [...filterLines(t, filter), { label: t('search.order'), value: t(`search.${filter.order}`) }],
      rtl,
    },
    columns: [
      { title: t('records.datetime'), kind: 'datetime', width: 20, value: (r) => r.datetime, text: (r) => formatDateTime(r.datetime, display) },
      { title: t('records.userId'), kind: 'integer', width: 12, value: (r) => Number(r.userid), text: (r) => r.userid },
      { title: t('records.userName'), kind: 'text', width: 24, value: (r) => r.username, text: (r) => r.username },
      { title: t('records.status'), kind: 'text', width: 16, value: (r) => statusLabel(r.status), text: (r) => statusLabel(r.status) },
    ],
    day: (r) => r.datetime.slice(0, 10),
  };
}
