import { z } from 'zod';
import { endpoint } from './define';
import { blankable, paging, wireDate, wireInt, wireText } from './fields';
import { FieldMessage } from './messages';
import { withRule } from './rules';
import { isUserId, USERID_DIGITS, USERID_MAX, USERID_MIN } from './users';

/** Fever threshold in °C when the settings give none. */
export const DEFAULT_FEVER_THRESHOLD = 37.3;

/** The date range of a search: YYYY-MM-DD, inclusive, '' = open. */
export const dateRange = {
  from: blankable(wireDate()),
  to: blankable(wireDate()),
};

const filters = {
  userid: blankable(wireInt(1, USERID_MAX)),
  ...dateRange,
};
const order = blankable(z.enum(['asc', 'desc']));

/** Longest column title or value text a download takes. */
const CSV_TEXT_MAX = 64;

/**
 * How a download is written for the person who opens it:
 * - `sep`: the list separator their spreadsheet reads, `;` where the language writes decimals
 *   with a comma (de, ru, es…: Excel there splits only at `;`); with `;`, decimals are written
 *   with a comma too. `,` when absent.
 * - `texts`: JSON object of the column titles (and value texts) in their language, by key;
 *   a key left out is written in English.
 */
export function csvLayout<const K extends string>(keys: readonly K[]) {
  const text = wireText(CSV_TEXT_MAX).optional();
  const texts = z.strictObject(Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>);
  return {
    sep: blankable(z.enum([',', ';'])),
    texts: blankable(
      z
        .string()
        .max(keys.length * (CSV_TEXT_MAX + 8) + 64)
        .transform((json, ctx) => {
          try {
            return JSON.parse(json) as unknown;
          } catch {
            ctx.addIssue({ code: 'custom', message: FieldMessage.invalid });
            return z.NEVER;
          }
        })
        .pipe(texts),
    ),
  };
}

/** The columns of the record download, in order (the record's status is written as its status label). */
export const RECORD_CSV_COLUMNS = ['datetime', 'userid', 'username', 'status'] as const;
/** The columns of the report download, in order. */
export const REPORT_CSV_COLUMNS = ['userid', 'username', 'date', 'firstin', 'lastout', 'intime', 'outtime', 'late', 'early'] as const;
/** The columns of the temperature download, in order. */
export const THERMOMETRY_CSV_COLUMNS = ['datetime', 'userid', 'username', 'temperature', 'state'] as const;
/** Texts of the temperature download's `state` column. */
export const THERMOMETRY_CSV_STATES = ['stateAbnormal', 'stateNormal'] as const;

/** The user filter of a search as a person types it: empty (every user) or a user ID, as `userid` takes it. */
export const useridFilter = withRule(
  z
    .string()
    .trim()
    .refine((v) => v === '' || isUserId(v), FieldMessage.useridFilter),
  { maxLength: USERID_DIGITS, valueRange: { min: USERID_MIN, max: USERID_MAX }, message: FieldMessage.useridFilter },
);

/** A date filter of a search as a person's date input hands it: empty (no bound) or a day, as `from` and `to` take it. */
export const dateFilter = z.string().refine((v) => v === '' || wireDate().safeParse(v).success, FieldMessage.date);

/** A record as current firmware answers it. */
const currentRecordRow = z.object({
  /** Device local time, 'YYYY-MM-DD HH:mm:ss'. */
  datetime: z.string(),
  userid: z.string(),
  username: z.string(),
  /** Attendance status 0-7 (IN, OUT, status1..6). */
  status: z.number(),
  /**
   * Minutes local time ran ahead of UTC when the device wrote the record (its instant is datetime
   * minus this, whatever time zone is set later); absent on older firmware and older records.
   */
  utcoffset: z.number().optional(),
});

/** A record as older firmware answers it (DESIGN §5): `id` is the user's id, `name`, `time`, `status`. */
export const legacyRecordRow = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  time: z.string(),
  status: z.number(),
});
export type LegacyRecordRow = z.infer<typeof legacyRecordRow>;

/** A record row in either firmware's spelling, read as current firmware's. */
export const recordRow = z.union([
  currentRecordRow,
  legacyRecordRow
    .transform((r): z.input<typeof currentRecordRow> => ({ datetime: r.time, userid: String(r.id), username: r.name, status: r.status }))
    .pipe(currentRecordRow),
]);
export type RecordRow = z.output<typeof recordRow>;

export const searchrecord = endpoint({
  name: 'searchrecord',
  method: 'GET',
  access: 'dataReport',
  request: z.object({ ...paging, ...filters, order }),
  response: z.object({ count: z.number(), record: z.array(recordRow) }),
  doc:
    'Pages attendance records: start, limit (1-100), userid, from, to (YYYY-MM-DD, inclusive), order asc|desc ' +
    "(default desc); '' means no filter. Answers {count, record}. Codes: 10003 on an invalid field.",
});

export const DownloadRecordForm = endpoint({
  name: 'DownloadRecordForm',
  method: 'GET',
  access: 'dataReport',
  download: { contentType: 'text/csv' },
  request: z.object({ ...filters, order, ...csvLayout(RECORD_CSV_COLUMNS) }),
  response: z.string(),
  doc:
    'Same filters as searchrecord; streams every matching record as a CSV attachment (UTF-8 with BOM) named ' +
    'records_<serial>_<from>_<to>[_user<id>].csv (exportFileName, days YYYY-MM-DD), the status as its label (status group). sep , or ; (decimals then with a comma), ' +
    'texts: JSON of column titles by key (English when absent).',
});

export const reportRow = z.object({
  userid: z.string(),
  username: z.string(),
  date: z.string(),
  /** 'HH:mm' of the first punch of the day. */
  firstin: z.string(),
  /** 'HH:mm' of the last punch, '' when the day has one punch. */
  lastout: z.string(),
  /** Minutes between first and last punch, minus the breaks. */
  intime: z.number(),
  /** Minutes of breaks: from an OUT punch to the next punch. */
  outtime: z.number(),
  /** Minutes after work start of the first punch. */
  late: z.number(),
  /** Minutes before work end of the last punch. */
  early: z.number(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const GetReportFormInfo = endpoint({
  name: 'GetReportFormInfo',
  method: 'GET',
  access: 'dataReport',
  request: z.object({ ...paging, ...filters }),
  response: z.object({ count: z.number(), record: z.array(reportRow) }),
  doc:
    'Attendance report, one row per user per day (by date, then user): userid, from, to, start, limit. ' +
    'late/early use the work start/end of the attendance settings (default 09:00-18:00).',
});

export const DownloadReportForm = endpoint({
  name: 'DownloadReportForm',
  method: 'GET',
  access: 'dataReport',
  download: { contentType: 'text/csv' },
  request: z.object({ ...filters, ...csvLayout(REPORT_CSV_COLUMNS) }),
  response: z.string(),
  doc: 'Same filters as GetReportFormInfo; streams the whole report as a CSV attachment report_<serial>_<from>_<to>.csv; sep and texts as DownloadRecordForm.',
});

export const thermometryRow = z.object({
  datetime: z.string(),
  userid: z.string(),
  username: z.string(),
  temperature: z.number(),
  abnormal: z.number(),
});
export type ThermometryRow = z.infer<typeof thermometryRow>;

const thermometryType = blankable(z.enum(['all', 'abnormal', 'normal']));

export const searchThermometryRecord = endpoint({
  name: 'searchThermometryRecord',
  method: 'GET',
  access: 'dataReport',
  request: z.object({ ...paging, ...filters, type: thermometryType }),
  response: z.object({ count: z.number(), threshold: z.number(), record: z.array(thermometryRow) }),
  doc:
    'Temperature records: type all|abnormal|normal (abnormal = at or above the threshold, 37.3 °C by default), ' +
    'from, to, userid, start, limit. Answers {count, threshold, record}.',
});

export const DownloadThermometryForm = endpoint({
  name: 'DownloadThermometryForm',
  method: 'GET',
  access: 'dataReport',
  download: { contentType: 'text/csv' },
  request: z.object({
    ...filters,
    type: thermometryType,
    ...csvLayout([...THERMOMETRY_CSV_COLUMNS, ...THERMOMETRY_CSV_STATES]),
  }),
  response: z.string(),
  doc:
    'Same filters as searchThermometryRecord; streams every matching temperature, newest first, as a CSV attachment ' +
    'temperatures_<serial>_<from>_<to>.csv; sep and texts as DownloadRecordForm (texts also stateAbnormal, stateNormal).',
});
