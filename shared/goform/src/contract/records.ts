import { z } from 'zod';
import { endpoint } from './define';
import { blankable, paging, wireDate, wireInt } from './fields';
import { FieldMessage } from './messages';
import { withRule } from './rules';
import { isUserId, USERID_DIGITS, USERID_MAX } from './users';

/** Fever threshold in °C when the settings give none. */
export const DEFAULT_FEVER_THRESHOLD = 37.3;

const filters = {
  userid: blankable(wireInt(1, USERID_MAX)),
  from: blankable(wireDate()),
  to: blankable(wireDate()),
};
const order = blankable(z.enum(['asc', 'desc']));

/** The user filter of a search as a person types it: empty (every user) or a user ID, as `userid` takes it. */
export const useridFilter = withRule(
  z
    .string()
    .trim()
    .refine((v) => v === '' || isUserId(v), FieldMessage.useridFilter),
  { maxLength: USERID_DIGITS, message: FieldMessage.useridFilter },
);

export const recordRow = z.object({
  /** Device local time, 'YYYY-MM-DD HH:mm:ss'. */
  datetime: z.string(),
  userid: z.string(),
  username: z.string(),
  /** Attendance status 0-7 (IN, OUT, status1..6). */
  status: z.number(),
});
export type RecordRow = z.infer<typeof recordRow>;

export const searchrecord = endpoint({
  name: 'searchrecord',
  method: 'GET',
  request: z.object({ ...paging, ...filters, order }),
  response: z.object({ count: z.number(), record: z.array(recordRow) }),
  doc:
    'Pages attendance records: start, limit (1-100), userid, from, to (YYYY-MM-DD, inclusive), order asc|desc ' +
    "(default desc); '' means no filter. Answers {count, record}. Codes: 10003 on an invalid field.",
});

export const DownloadRecordForm = endpoint({
  name: 'DownloadRecordForm',
  method: 'GET',
  request: z.object({ ...filters, order }),
  response: z.string(),
  doc: 'Same filters as searchrecord; streams every matching record as a CSV attachment (UTF-8 with BOM).',
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
  request: z.object({ ...paging, ...filters }),
  response: z.object({ count: z.number(), record: z.array(reportRow) }),
  doc:
    'Attendance report, one row per user per day (by date, then user): userid, from, to, start, limit. ' +
    'late/early use the work start/end of the attendance settings (default 09:00-18:00).',
});

export const DownloadReportForm = endpoint({
  name: 'DownloadReportForm',
  method: 'GET',
  request: z.object({ ...filters }),
  response: z.string(),
  doc: 'Same filters as GetReportFormInfo; streams the whole report as a CSV attachment.',
});

export const thermometryRow = z.object({
  datetime: z.string(),
  userid: z.string(),
  username: z.string(),
  temperature: z.number(),
  abnormal: z.number(),
});
export type ThermometryRow = z.infer<typeof thermometryRow>;

export const searchThermometryRecord = endpoint({
  name: 'searchThermometryRecord',
  method: 'GET',
  request: z.object({ ...paging, ...filters, type: blankable(z.enum(['all', 'abnormal', 'normal'])) }),
  response: z.object({ count: z.number(), threshold: z.number(), record: z.array(thermometryRow) }),
  doc:
    'Temperature records: type all|abnormal|normal (abnormal = at or above the threshold, 37.3 °C by default), ' +
    'from, to, userid, start, limit. Answers {count, threshold, record}.',
});
