import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { storedSecret } from '../db/secret';
import {
  BACKUP_FORMAT_NAME,
  BACKUP_FORMAT_VERSION,
  BACKUP_LEFT_OUT,
  BACKUP_LISTS,
  BACKUP_SETTINGS_GROUPS,
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
import { seal, type Sealed } from './seal';

/**
 * The backup file (device/README.md "Backup file"): what it holds and how it is signed. The
 * clock is no setting to bring back (an old file would set an old time): BACKUP_LEFT_OUT.
 */

export type Group = SingleGroup | RowsGroup;
type Value = Record<string, unknown>;

/** A device user as a backup carries them: never a PIN or a photo; fingerprint templates in base64. */
export interface BackupUser {
  userid: number;
  username: string;
  cardid: string;
  admin: number;
  groupid: number;
  identifymode: number;
  face: number;
  /** duress only on a duress finger: a file of ordinary fingers reads as one made before duress fingers. */
  fingerprints: { slot: number; template: string; duress?: 1 }[];
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
  /** HMAC-SHA256 (hex) of the canonical header and body with this device's backup key. */
  signature: string;
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

/** SHA-256 (hex) of the canonical header and body: the unkeyed checksum of format 1 files, still read. */
export function backupChecksum(header: unknown, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ header, body })).digest('hex');
}

/**
 * The device's backup key: 32 random bytes made at first use and kept in the database like the
 * token secret, but kept across a full initialization (a backup made before one still restores as
 * this device's own). Never leaves the device.
 */
export const backupKey = (device: Device): Buffer => storedSecret(device, 'backup_key');

/** HMAC-SHA256 (hex) of the canonical JSON of what a file signs, with this device's backup key. */
const sign = (device: Device, content: object) => createHmac('sha256', backupKey(device)).update(canonicalJson(content)).digest('hex');

/** The signature of a file in clear: its header and body. */
export function backupSignature(device: Device, header: unknown, body: unknown): string {
  return sign(device, { header, body });
}

/** Whether `signature` is this device's signature of `content` ({header, body} or {header, sealed}), compared in constant time. */
export function signedHere(device: Device, content: object, signature: string): boolean {
  const expected = Buffer.from(sign(device, content), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A settings group as it stands (a lapsed network change put back first). */
export function currentGroup(device: Device, group: Group): Value | Value[] {
  if (group.kind === 'rows') return readRows(device, group);
  settle(device, group);
  return readSingle(device, group);
}

/** A group's value without the fields a backup leaves out (BACKUP_LEFT_OUT). */
export function carried(group: Group, value: Value): Value {
  const leftOut = BACKUP_LEFT_OUT[group.id] ?? [];
  return Object.fromEntries(Object.entries(value).filter(([field]) => !leftOut.includes(field)));
}

export function currentUsers(device: Device): BackupUser[] {
  const users = device.db
    .prepare<[], Omit<BackupUser, 'fingerprints' | 'cardid'> & { cardid: string | null }>(
      'SELECT userid, username, cardid, admin, groupid, identifymode, face FROM users ORDER BY userid',
    )
    .all();
  const prints = new Map<number, BackupUser['fingerprints']>();
  const rows = device.db
    .prepare<[], { userid: number; slot: number; template: Buffer; duress: number }>(
      'SELECT userid, slot, template, duress FROM fingerprints ORDER BY userid, slot',
    )
    .all();
  for (const r of rows) {
    const print = { slot: r.slot, template: r.template.toString('base64'), ...(r.duress === 1 && { duress: 1 as const }) };
    prints.set(r.userid, [...(prints.get(r.userid) ?? []), print]);
  }
  return users.map((u) => ({ ...u, cardid: u.cardid ?? '', fingerprints: prints.get(u.userid) ?? [] }));
}

/** A backup with users: its body sealed with the administrator's passphrase (backup/seal.ts). */
export interface SealedBackupFile {
  header: BackupHeader;
  sealed: Sealed;
  /** HMAC-SHA256 (hex) of the canonical header and sealed part with this device's backup key. */
  signature: string;
}

/**
 * The backup file: in clear without users; with users (fingerprint templates: biometric data)
 * only sealed with `passphrase`, so they never leave the device in clear.
 */
export function buildBackup(device: Device, withUsers: false): BackupFile;
export function buildBackup(device: Device, withUsers: true, passphrase: string): SealedBackupFile;
export function buildBackup(device: Device, withUsers: boolean, passphrase?: string): BackupFile | SealedBackupFile {
  const file = buildClear(device, withUsers);
  if (!withUsers) return file;
  if (!passphrase) throw new Error('a backup with users is only made sealed');
  const sealed = seal(JSON.stringify(file.body), passphrase);
  return { header: file.header, sealed, signature: sign(device, { header: file.header, sealed }) };
}

function buildClear(device: Device, withUsers: boolean): BackupFile {
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
      settings: Object.fromEntries(
        BACKUP_SETTINGS_GROUPS.map((g) => {
          const value = currentGroup(device, g);
          return [g.id, Array.isArray(value) ? value : carried(g, value)];
        }),
      ),
      wiegandAuth: listPeripherals(device, BACKUP_LISTS.wiegandAuth),
      bluetoothAuth: listPeripherals(device, BACKUP_LISTS.bluetoothAuth),
      ...(withUsers ? { users: currentUsers(device) } : {}),
    };
    return { header, body, signature: backupSignature(device, header, body) };
  });
}
