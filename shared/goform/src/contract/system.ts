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
