import { createHash } from 'node:crypto';
import type { RecordLogFull } from '@tac/goform/contract';
import type { Device } from '../device';

/** Which hardware a model carries (SetInfoParam funOption: 1 = present). */
export interface FunOption {
  FP: 0 | 1;
  FACE: 0 | 1;
  IRIS: 0 | 1;
  CARD: 0 | 1;
  WIFI: 0 | 1;
  BLUETOOTH: 0 | 1;
  THERMOMETRY: 0 | 1;
}

/** A terminal model: capacities, hardware and firmware it ships with. */
export interface ModelProfile {
  /** Model name as the device reports it; also the id firmware images must carry. */
  model: string;
  /** Serial number prefix; the rest comes from DEVICE_SERIAL or the default. */
  defaultSerial: string;
  MaxUser: number;
  MaxFP: number;
  MaxFACE: number;
  MaxIRIS: number;
  MaxRecord: number;
  /** What the model does with a new punch once the record log holds MaxRecord. */
  recordLogFull: RecordLogFull;
  /** Audit log entries kept; past it the oldest are dropped. */
  MaxAudit: number;
  funOption: FunOption;
  firmware: { FirmwareVersion: string; KernelVersion: string; FileSystemVersion: string; Build_Version: string };
}

const firmware = (version: string, build: string) => ({
  FirmwareVersion: version,
  KernelVersion: 'Linux 4.19.111',
  FileSystemVersion: 'rootfs 2.4.1',
  Build_Version: `${version} build ${build}`,
});

/** The models the emulator can be; DEVICE_MODEL picks one (default TAC-EMU). */
export const MODEL_PROFILES: readonly ModelProfile[] = [
  {
    model: 'TAC-EMU',
    defaultSerial: '0000000000000001',
    MaxUser: 10_000,
    MaxFP: 10_000,
    MaxFACE: 3_000,
    MaxIRIS: 0,
    MaxRecord: 200_000,
    recordLogFull: 'dropOldest',
    MaxAudit: 100_000,
    funOption: { FP: 1, FACE: 1, IRIS: 0, CARD: 1, WIFI: 1, BLUETOOTH: 1, THERMOMETRY: 1 },
    firmware: firmware('V3.2.8', '20260105'),
  },
  {
    model: 'TAC-FP100',
    defaultSerial: '1000000000000001',
    MaxUser: 3_000,
    MaxFP: 3_000,
    MaxFACE: 0,
    MaxIRIS: 0,
    MaxRecord: 100_000,
    recordLogFull: 'stopRecording',
    MaxAudit: 50_000,
    funOption: { FP: 1, FACE: 0, IRIS: 0, CARD: 1, WIFI: 0, BLUETOOTH: 0, THERMOMETRY: 0 },
    firmware: firmware('V2.1.4', '20250611'),
  },
  {
    model: 'TAC-IRIS500',
    defaultSerial: '5000000000000001',
    MaxUser: 50_000,
    MaxFP: 0,
    MaxFACE: 50_000,
    MaxIRIS: 50_000,
    MaxRecord: 500_000,
    recordLogFull: 'dropOldest',
    MaxAudit: 100_000,
    funOption: { FP: 0, FACE: 1, IRIS: 1, CARD: 1, WIFI: 1, BLUETOOTH: 1, THERMOMETRY: 0 },
    firmware: firmware('V4.0.2', '20260210'),
  },
];

/** The profile chosen by DEVICE_MODEL (a model name, any case); unknown or unset → the first. */
export function modelProfile(device: Device): ModelProfile {
  const wanted = device.config.env.DEVICE_MODEL?.toUpperCase();
  return MODEL_PROFILES.find((p) => p.model === wanted) ?? MODEL_PROFILES[0]!;
}

/** The serial number: DEVICE_SERIAL, else the model's default. */
export function deviceSerial(device: Device): string {
  return device.config.env.DEVICE_SERIAL ?? modelProfile(device).defaultSerial;
}

/**
 * The wired interface's MAC: the vendor prefix, then three bytes of the serial's hash, so each
 * emulated unit (DEVICE_SERIAL) has its own and keeps it.
 */
export function deviceMac(device: Device): string {
  const hash = createHash('sha256').update(deviceSerial(device)).digest();
  return [0x00, 0x17, 0x61, hash[0]!, hash[1]!, hash[2]!].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}
