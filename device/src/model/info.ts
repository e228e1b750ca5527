import { ethernetGroup, type GetDeviceStatus, type ResponseOf, type SystemInfo } from '@tac/goform/contract';
import type { Device } from '../device';
import { auditLimit } from '../audit/log';
import { userStats } from '../users/store';
import { recordCount, recordLimit, recordWarning } from '../records/log';
import { readSingle } from '../settings/store';
import { deviceMac, deviceSerial, modelProfile } from './profiles';
import { getState } from './state';

/** Installed firmware version: the last upgrade's, else the model's factory firmware. */
export function firmwareVersion(device: Device): string {
  return getState(device, 'firmware') ?? modelProfile(device).firmware.FirmwareVersion;
}

/** What SetInfoParam answers: live counts, model capacities and versions. */
export function systemInfo(device: Device): SystemInfo {
  const profile = modelProfile(device);
  const serial = deviceSerial(device);
  const version = firmwareVersion(device);
  const installed = getState(device, 'firmware') !== undefined;
  return {
    Model: profile.model,
    SerialNumber: serial,
    Serial: serial,
    ...userStats(device),
    IRISCount: 0,
    RecordCount: recordCount(device),
    ...profile.firmware,
    FirmwareVersion: version,
    Build_Version: installed ? version : profile.firmware.Build_Version,
    MaxUser: profile.MaxUser,
    MaxFP: profile.MaxFP,
    MaxFACE: profile.MaxFACE,
    MaxIRIS: profile.MaxIRIS,
    MaxRecord: recordLimit(device),
    MaxAudit: auditLimit(device),
    // The emulator has no DHCP server: in DHCP mode it keeps the address it last had.
    IPAddress: String(readSingle(device, ethernetGroup).ip),
    MACAddress: deviceMac(device),
    funOption: { ...profile.funOption },
  };
}

/** What GetDeviceStatus answers: uptime and the model's facts SetInfoParam leaves out. */
export function deviceStatus(device: Device): ResponseOf<typeof GetDeviceStatus> {
  const profile = modelProfile(device);
  return {
    uptime: Math.max(0, Math.floor((device.now() - device.startedAt) / 1000)),
    MaxCard: profile.MaxUser,
    recordfull: profile.recordLogFull,
    recordwarning: recordWarning(device),
  };
}
