import { z } from 'zod';
import { endpoint } from './define';
import { blankable, paging, wireInt } from './fields';
import { csvLayout, dateRange } from './records';
import { USERID_MAX } from './users';

/**
 * The event log: what the terminal saw and did, apart from attendance punches and from the
 * audit log of administrators' changes. Each event has a numeric code, in blocks by type
 * (1xx access decisions, 2xx door, 3xx alarms, 4xx the device itself), as ZKTeco's terminals
 * number theirs; a code never changes meaning, new events take free codes in their block.
 */
export const EVENT_TYPES = ['access', 'door', 'alarm', 'device'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Each event's code, type and key (the key names its text in the console, `dataReport:events.kinds.<key>`). */
export const EVENT_CATALOGUE = [
  { code: 100, type: 'access', key: 'grantedFingerprint' },
  { code: 101, type: 'access', key: 'grantedCard' },
  { code: 102, type: 'access', key: 'grantedPassword' },
  { code: 103, type: 'access', key: 'grantedFace' },
  { code: 104, type: 'access', key: 'grantedMultiFactor' },
  { code: 150, type: 'access', key: 'deniedOutsideTimeZone' },
  { code: 151, type: 'access', key: 'deniedNotInGroup' },
  { code: 152, type: 'access', key: 'deniedUnknownCard' },
  { code: 153, type: 'access', key: 'deniedWrongVerification' },
  { code: 200, type: 'door', key: 'remoteOpen' },
  { code: 201, type: 'door', key: 'exitButton' },
  { code: 202, type: 'door', key: 'doorClosed' },
  { code: 300, type: 'alarm', key: 'heldOpen' },
  { code: 301, type: 'alarm', key: 'forcedOpen' },
  { code: 302, type: 'alarm', key: 'tamper' },
  { code: 303, type: 'alarm', key: 'duress' },
  { code: 400, type: 'device', key: 'started' },
  { code: 401, type: 'device', key: 'restarted' },
  { code: 402, type: 'device', key: 'linkUp' },
  { code: 403, type: 'device', key: 'linkDown' },
  { code: 404, type: 'device', key: 'firmwareUpgraded' },
  { code: 405, type: 'device', key: 'recordLogNearlyFull' },
  { code: 406, type: 'device', key: 'recordLogFull' },
  { code: 407, type: 'device', key: 'punchNotRecorded' },
] as const satisfies readonly { code: number; type: EventType; key: string }[];

export type EventDefinition = (typeof EVENT_CATALOGUE)[number];
export type EventCode = EventDefinition['code'];
export type EventKey = EventDefinition['key'];

export const EVENT_CODES = EVENT_CATALOGUE.map((e) => e.code);
export const isEventCode = (code: number): code is EventCode => (EVENT_CODES as readonly number[]).includes(code);
/** The catalogue entry of a code (undefined for a code this version does not know, such as newer firmware's). */
export const eventOf = (code: number): EventDefinition | undefined => EVENT_CATALOGUE.find((e) => e.code === code);

/** Doors a terminal drives (its relay routes, as the Bluetooth lock assignment numbers them). */
export const DOOR_MAX = 2;
/** Longest detail text an event keeps (a firmware version, a link's server, a verify mode's reader). */
export const EVENT_DETAIL_MAX = 128;

export const eventRow = z.object({
  id: z.number(),
  /** Device local time, 'YYYY-MM-DD HH:mm:ss', as records. */
  datetime: z.string(),
  code: z.number(),
  type: z.enum(EVENT_TYPES),
  door: z.number().optional(),
  userid: z.string().optional(),
  username: z.string().optional(),
  detail: z.string().optional(),
});
export type EventRow = z.infer<typeof eventRow>;

const eventFilters = {
  ...dateRange,
  type: blankable(z.enum(EVENT_TYPES)),
  code: blankable(wireInt(100, 999).refine(isEventCode)),
  door: blankable(wireInt(1, DOOR_MAX)),
  userid: blankable(wireInt(1, USERID_MAX)),
  order: blankable(z.enum(['asc', 'desc'])),
};

/** The columns of the event download, in order. */
export const EVENT_CSV_COLUMNS = ['datetime', 'code', 'type', 'event', 'door', 'userid', 'username', 'detail'] as const;
/** Value texts of the event download: each type's and each event's name. */
export const EVENT_CSV_TEXTS = [
  ...EVENT_TYPES.map((t) => `type.${t}` as const),
  ...EVENT_CATALOGUE.map((e) => `event.${e.key}` as const),
] as const;

export const searchEvents = endpoint({
  name: 'searchEvents',
  method: 'GET',
  access: 'dataReport',
  request: z.object({ ...paging, ...eventFilters }),
  response: z.object({ count: z.number(), max: z.number(), record: z.array(eventRow) }),
  doc:
    'Pages the event log (EVENT_CATALOGUE: 1xx access, 2xx door, 3xx alarm, 4xx device): start, limit (1-100), ' +
    'from, to (YYYY-MM-DD, inclusive), type (access|door|alarm|device), code, door, userid, order asc|desc (default desc); ' +
    "'' means no filter. Answers {count, max (events kept besides alarms; older ones are dropped, alarms kept longest), record}. " +
    'Codes: 10003 on an invalid field.',
});

export const DownloadEvents = endpoint({
  name: 'DownloadEvents',
  method: 'GET',
  access: 'dataReport',
  download: { contentType: 'text/csv' },
  request: z.object({ ...eventFilters, ...csvLayout([...EVENT_CSV_COLUMNS, ...EVENT_CSV_TEXTS]) }),
  response: z.string(),
  doc:
    'Same filters as searchEvents; streams every matching event as a CSV attachment events_<serial>_<from>_<to>.csv; ' +
    'sep and texts as DownloadRecordForm (texts also type.<type>, event.<key>).',
});
