import { createHash } from 'node:crypto';
import {
  BACKUP_FORMAT_NAME,
  BACKUP_FORMAT_VERSION,
  BACKUP_LISTS,
  SETTINGS_GROUPS,
  type Peripheral,
  type RowsGroup,
  type SingleGroup,
} from '@tac/goform/contract';
import type { Device } from '../device';
import { listPeripherals } from '../hardware/peripherals';
import { firmwareVersion } from '../model/info';
import { deviceSerial, modelProfile } from '../model/profiles';
import { deviceNow } from '../settings/clock';
import { settle } from '../settings/rollback';
import { readRows, readSingle } from '../settings/store';

/**
 * The backup file (device/README.md "Backup file"): what it holds and how its checksum is
 * made. The clock is no setting to bring back (an old file would set an old time).
 */

export type Group = SingleGroup | RowsGroup;
type Value = Record<string, unknown>;

/** Every settings group a backup carries. */
export const BACKUP_GROUPS = (SETTINGS_GROUPS as readonly Group[]).filter((g) => g.id !== 'datetime');

/** A device user as a backup carries them: never a PIN or a photo; fingerprint templates in base64. */
export interface BackupUser {
  userid: number;
  username: string;
  cardid: string;
  admin: number;
  groupid: number;
  identifymode: number;
  face: number;
  fingerprints: { slot: number; template: string }[];
}

export interface BackupHeader {
  format: string;
  version: number;
  model: string;
  firmware: string;
  serial: string;
  created: string;
}

export interface BackupBody {
  settings: Record<string, Value | Value[]>;
  wiegandAuth: Peripheral[];
  bluetoothAuth: Peripheral[];
  users?: BackupUser[];
}

export interface BackupFile {
  header: BackupHeader;
  body: BackupBody;
  checksum: string;
}

/** JSON with every object's keys sorted: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the canonical header and body. */
export function backupChecksum(header: unknown, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ header, body })).digest('hex');
}

/** A settings group as it stands (a lapsed network change put back first). */
export function currentGroup(device: Device, group: Group): Value | Value[] {
  if (group.kind === 'rows') return readRows(device, group);
  settle(device, group);
  return readSingle(device, group);
}

export function currentUsers(device: Device): BackupUser[] {
  const users = device.db
    .prepare<[], Omit<BackupUser, 'fingerprints' | 'cardid'> & { cardid: string | null }>(
      'SELECT userid, username, cardid, admin, groupid, identifymode, face FROM users ORDER BY userid',
    )
    .all();
  const prints = new Map<number, BackupUser['fingerprints']>();
  const rows = device.db
    .prepare<[], { userid: number; slot: number; template: Buffer }>('SELECT userid, slot, template FROM fingerprints ORDER BY userid, slot')
    .all();
  for (const r of rows) prints.set(r.userid, [...(prints.get(r.userid) ?? []), { slot: r.slot, template: r.template.toString('base64') }]);
  return users.map((u) => ({ ...u, cardid: u.cardid ?? '', fingerprints: prints.get(u.userid) ?? [] }));
}

export function buildBackup(device: Device, withUsers: boolean): BackupFile {
  return device.tx(() => {
    const header: BackupHeader = {
      format: BACKUP_FORMAT_NAME,
      version: BACKUP_FORMAT_VERSION,
      model: modelProfile(device).model,
      firmware: firmwareVersion(device),
      serial: deviceSerial(device),
      // The device's clock as the administrator set it, not the host's it runs on.
      created: new Date(deviceNow(device)).toISOString(),
    };
    const body: BackupBody = {
      settings: Object.fromEntries(BACKUP_GROUPS.map((g) => [g.id, currentGroup(device, g)])),
      wiegandAuth: listPeripherals(device, BACKUP_LISTS.wiegandAuth),
      bluetoothAuth: listPeripherals(device, BACKUP_LISTS.bluetoothAuth),
      ...(withUsers ? { users: currentUsers(device) } : {}),
    };
    return { header, body, checksum: backupChecksum(header, body) };
  });
}
