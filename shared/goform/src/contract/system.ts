import { z } from 'zod';
import { endpoint } from './define';

/** Which hardware the model has: 1 = present (the info dialog shows a capacity only when its flag is 1). */
export const funOption = z.object({
  FP: z.number(),
  FACE: z.number(),
  IRIS: z.number(),
  CARD: z.number(),
  WIFI: z.number(),
  BLUETOOTH: z.number(),
  THERMOMETRY: z.number(),
});
export type FunOptionFlags = z.infer<typeof funOption>;

export const systemInfo = z.object({
  Model: z.string(),
  SerialNumber: z.string(),
  Serial: z.string(),
  UserCount: z.number(),
  FPCount: z.number(),
  FaceCount: z.number(),
  IRISCount: z.number(),
  CardCount: z.number(),
  RecordCount: z.number(),
  FirmwareVersion: z.string(),
  KernelVersion: z.string(),
  FileSystemVersion: z.string(),
  Build_Version: z.string(),
  MaxUser: z.number(),
  MaxFP: z.number(),
  MaxFACE: z.number(),
  MaxIRIS: z.number(),
  MaxRecord: z.number(),
  /** Audit log entries the device keeps (older ones are dropped); absent on firmware without an audit log. */
  MaxAudit: z.number().optional(),
  /** The wired interface's IPv4 address and MAC (AA:BB:CC:DD:EE:FF); absent on older firmware. */
  IPAddress: z.string().optional(),
  MACAddress: z.string().optional(),
  funOption,
});
export type SystemInfo = z.infer<typeof systemInfo>;

export const SetInfoParam = endpoint({
  name: 'SetInfoParam',
  method: 'GET',
  access: 'session',
  request: z.object({}),
  response: systemInfo,
  doc:
    'System info: live counts (users, fingerprints, faces, irises, cards, records), firmware/kernel/file-system ' +
    'versions, model capacities (MaxUser, MaxFP, MaxFACE, MaxIRIS, MaxRecord, MaxAudit), serial number, the wired ' +
    'interface\'s IPAddress and MACAddress, and funOption flags.',
});

/** What the model does with a new punch once the record log holds MaxRecord: drop the oldest, or record no more. */
export const RECORD_LOG_FULL = ['dropOldest', 'stopRecording'] as const;
export type RecordLogFull = (typeof RECORD_LOG_FULL)[number];
/** The share of MaxRecord from which the status home warns that the record log is nearly full (earlier when the device's recordwarning is). */
export const RECORD_LOG_WARNING_SHARE = 0.9;

export const GetDeviceStatus = endpoint({
  name: 'GetDeviceStatus',
  method: 'GET',
  access: 'session',
  request: z.object({}),
  response: z.object({
    /** Seconds since the device last started. */
    uptime: z.number(),
    /** Cards the device keeps (one per user). */
    MaxCard: z.number(),
    recordfull: z.enum(RECORD_LOG_FULL),
    /** Records from which the device raises its log alarm (event 405): MaxRecord less the Attendance screen's logalarm, at least 1; absent from older firmware. */
    recordwarning: z.number().optional(),
  }),
  doc:
    'What the status home adds to SetInfoParam: uptime (s since the last start), MaxCard (cards kept, one per user), ' +
    `recordfull (${RECORD_LOG_FULL.join('|')}: what the model does with a new punch once the log holds MaxRecord: ` +
    'event 406 when it fills, then 407 for each punch a stopRecording model does not record) and recordwarning (records from ' +
    'which the device raises its log alarm, event 405, once: MaxRecord less kaoqin logalarm, at least 1). ' +
    'Older firmware (DEVICE_QUIRKS=legacy) does not define the form: it answers 404 "Form GetDeviceStatus is not defined", as for any form it lacks.',
});
