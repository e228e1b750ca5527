import { z } from 'zod';
import { MsgKey } from './codes';
import { endpoint } from './define';
import { wireFlag, wireInt, wireShellSafeText } from './fields';
import { MAC } from './hardware';
import { FieldMessage } from './messages';
import { SETTINGS_GROUPS } from './settings';
import { screenOf, wireChoice, type RowsGroup, type ScreenRef, type SingleGroup } from './settingsKit';
import { FP_SLOTS, USERID_MAX, userFormFields, wireUserGroup } from './users';

/**
 * Configuration backup and restore: one JSON file with a header (what made it), a body (every
 * setting group, the authorization lists, optionally the users) and the device's signature
 * (HMAC-SHA256 with a key of its own) of the canonical header and body. Layout in
 * device/README.md "Backup file".
 */

/**
 * The layout this firmware writes (2: signed); a file of a newer layout is refused
 * (10102/backupFormat). Layout 1 (an unkeyed SHA-256 checksum) is still read, as not from this device.
 */
export const BACKUP_FORMAT_VERSION = 2;
/** Shortest passphrase a backup with users is encrypted with (the console asks it twice). */
export const BACKUP_PASSPHRASE_MIN = 12;
/** Longest passphrase the device takes. */
export const BACKUP_PASSPHRASE_MAX = 256;
/** Deepest nesting of arrays and objects a backup file may have (its own layout needs 6), scanned before it is parsed. */
export const BACKUP_MAX_DEPTH = 16;
/** At most this many problems are listed; the others are counted (`problemsMore`). */
export const BACKUP_MAX_PROBLEMS = 50;
/** Where a file comes from: signed by this device, signed by another (or changed since), not signed at all (hand-made, layout 1). */
export const BACKUP_ORIGINS = ['device', 'other', 'unsigned'] as const;
export type BackupOrigin = (typeof BACKUP_ORIGINS)[number];
/** What a backup file says it is, in its header. */
export const BACKUP_FORMAT_NAME = 'tac-backup';
/** A backup file is at most this many bytes (10101 beyond, refused before it is read). */
export const BACKUP_MAX_BYTES = 32 * 1024 * 1024;

/** Screen of a problem or change that is not a settings group. */
export const BACKUP_USERS = 'users';
/** The authorization lists a backup carries, by their name in the file (and in its problems and changes). */
export const BACKUP_LISTS = { wiegandAuth: 'wiegand', bluetoothAuth: 'bluetooth' } as const;
/**
 * The screens that edit what a backup carries besides the settings groups (each group records
 * its own: `screen`), by the name the backup's problems and changes give them.
 */
export const BACKUP_SCREENS: Record<keyof typeof BACKUP_LISTS | typeof BACKUP_USERS, ScreenRef> = {
  wiegandAuth: 'advancedSetup:wiegandAuthorization',
  bluetoothAuth: 'advancedSetup:bluetoothAuthorization',
  users: 'users:userList',
};

/** Every settings group a backup carries, each whole but for its BACKUP_LEFT_OUT fields. */
export const BACKUP_SETTINGS_GROUPS = SETTINGS_GROUPS as readonly (SingleGroup | RowsGroup)[];

/**
 * Fields of a settings group a backup neither carries nor restores: the clock itself (an old file
 * would set an old time). How the device keeps its time (manual or NTP, the servers, port,
 * interval, time zone) it does carry; a file made before it did restores without it.
 */
export const BACKUP_LEFT_OUT: Readonly<Record<string, readonly string[]>> = { datetime: ['date', 'time'] };

/**
 * The groups a restore may be limited to (RestoreBackup `groups`), by the name its changes and
 * problems give them — each settings group, each authorization list, the users — with the
 * screen that edits each, whose title names it.
 */
export const BACKUP_GROUP_SCREENS: Readonly<Record<string, ScreenRef>> = {
  ...Object.fromEntries(BACKUP_SETTINGS_GROUPS.map((g) => [g.id, g.screen])),
  ...BACKUP_SCREENS,
};
export const BACKUP_GROUPS: readonly string[] = Object.keys(BACKUP_GROUP_SCREENS);

/**
 * The groups that make a terminal's place on the network its own (addresses, DNS, gateway, the
 * Wi-Fi it joins or runs): two terminals with the same would clash, so a file from another
 * terminal (another serial) is proposed without them.
 */
export const BACKUP_NETWORK_IDENTITY: readonly string[] = ['ethernet', 'internet', 'wifi'];

/** A Wiegand reader or Bluetooth device of an authorization list, as a backup carries it. */
export const backupPeripheral = z.object({
  mac: z.string().toUpperCase().regex(MAC, FieldMessage.invalid),
  model: wireShellSafeText(32),
  machine: wireInt(1, 9999),
  route: wireInt(1, 2),
  status: wireFlag(),
});

/** A fingerprint template: base64 of at most 2 KiB. */
const TEMPLATE = /^[A-Za-z0-9+/]{1,2732}={0,2}$/;

/** A device user as a backup carries them, checked with the user screen's own rules. */
export const backupUser = z.object({
  userid: wireInt(1, USERID_MAX),
  username: userFormFields.username,
  cardid: userFormFields.cardid,
  admin: wireFlag(),
  groupid: wireUserGroup(),
  identifymode: wireInt(0, 15),
  face: wireFlag(),
  fingerprints: z
    .array(
      z.object({
        slot: wireInt(0, FP_SLOTS - 1),
        template: z.string().regex(TEMPLATE, FieldMessage.invalid),
        /** 1: a duress finger (SetFpDuress); absent for an ordinary one, as in backups made before duress fingers. */
        duress: wireFlag().optional(),
      }),
    )
    .max(FP_SLOTS),
});
export type BackupUserRow = z.output<typeof backupUser>;

/**
 * What the screens edit, by the name a backup's changes and problems give it (a settings
 * group's id, a list of BACKUP_LISTS, users): its fields' schemas and the screen each field
 * is edited on, whose texts name it (the label convention, @tac/i18n screenKeys).
 */
export const FIELD_OWNERS: Record<string, { fields: z.ZodRawShape; screenOf: (field: string) => ScreenRef }> = {
  ...Object.fromEntries(SETTINGS_GROUPS.map((g) => [g.id, { fields: g.fields, screenOf: (field: string) => screenOf(g, field) }])),
  ...Object.fromEntries(
    (Object.keys(BACKUP_LISTS) as (keyof typeof BACKUP_LISTS)[]).map((list) => [
      list,
      { fields: backupPeripheral.shape, screenOf: () => BACKUP_SCREENS[list] },
    ]),
  ),
  [BACKUP_USERS]: { fields: backupUser.shape, screenOf: () => BACKUP_SCREENS[BACKUP_USERS] },
};

/** One setting the restore would change: its group (a settings group id, a list of BACKUP_LISTS, users), row, field. */
export const backupChange = z.object({
  group: z.string(),
  /** The row's key in a table group (time zone 3, status 1), the MAC of a peripheral. */
  row: z.union([z.number(), z.string()]).optional(),
  field: z.string(),
  current: z.unknown(),
  restored: z.unknown(),
});
export type BackupChange = z.infer<typeof backupChange>;

/** A value of the file the device refuses, by screen (group) and field, with the contract's message key. */
export const backupProblem = z.object({
  group: z.string(),
  row: z.union([z.number(), z.string()]).optional(),
  field: z.string(),
  /** The i18n key of the message the field's screen shows (the contract's FieldMessage, or the form's own). */
  message: z.string(),
  /** The numbers the message names ({{max}}, {{maxLength}}…), from the field's rule. */
  values: z.record(z.string(), z.number()).optional(),
});
export type BackupProblem = z.infer<typeof backupProblem>;

export const backupUsersSummary = z.object({ added: z.number(), changed: z.number(), removed: z.number() });

export const backupPreview = z.object({
  /** The file's header: model, firmware, serial, format version, created. */
  header: z.object({ model: z.string(), firmware: z.string(), serial: z.string(), version: z.number(), created: z.string() }),
  /** Whether this device signed the file; any other needs foreign=1 to apply. */
  origin: z.enum(BACKUP_ORIGINS),
  changes: z.array(backupChange),
  /** null when the file carries no users (the device's users stay as they are). */
  users: backupUsersSummary.nullable(),
  /** At most BACKUP_MAX_PROBLEMS problems… */
  problems: z.array(backupProblem),
  /** …and how many more there are. */
  problemsMore: z.number().optional(),
  /** The groups the file carries (BACKUP_GROUPS order), whichever were chosen. */
  groups: z.array(z.string()),
  /** The groups the device proposes to restore: all of the file's, but BACKUP_NETWORK_IDENTITY when the file's serial is not this device's. */
  proposed: z.array(z.string()),
  /** After apply: the network groups whose change awaits keep=1 on their write call, with ms left. */
  rollback: z.array(z.object({ group: z.string(), write: z.string(), rollbackms: z.number() })).optional(),
});
export type BackupPreview = z.infer<typeof backupPreview>;

/** A list of distinct BACKUP_GROUPS names, at least one: an array or comma-separated text. */
const wireBackupGroups = () =>
  z
    .union([z.array(z.string()), z.string().transform((s) => (s.trim() === '' ? [] : s.split(',').map((g) => g.trim())))])
    .pipe(z.array(z.enum(BACKUP_GROUPS as [string, ...string[]])).min(1).max(BACKUP_GROUPS.length))
    .refine((groups) => new Set(groups).size === groups.length, FieldMessage.invalid);

export const DownloadBackup = endpoint({
  name: 'DownloadBackup',
  method: 'GET',
  access: 'machine',
  download: { contentType: 'application/json' },
  request: z.object({
    users: wireFlag().optional(),
    /** With users=1, required, in a POST body (never the query): the file is encrypted with it. */
    passphrase: z.string().min(BACKUP_PASSPHRASE_MIN).max(BACKUP_PASSPHRASE_MAX).optional(),
  }),
  response: z.string(),
  doc:
    'Downloads the configuration as one JSON attachment backup_<serial>_<YYYY-MM-DD>.json (exportFileName): header {format, version, model, ' +
    'firmware, serial, created}, body {settings (every settings group; of datetime not the clock (date, time), only how it is kept), wiegandAuth and ' +
    'bluetoothAuth (the authorization lists), users with users=1 (ids, names, cards, groups, admin, identify mode, fingerprint templates with duress=1 on a duress finger; ' +
    'never PINs or photos)} and signature (HMAC-SHA256 of the canonical header and body with the device\'s own backup key). ' +
    `With users=1 the body carries fingerprint templates and is sent only encrypted: a passphrase of ${BACKUP_PASSPHRASE_MIN}–${BACKUP_PASSPHRASE_MAX} ` +
    'characters is required in a POST body (10003 without it, or in the query), and the file holds sealed ' +
    '{alg aes-256-gcm, kdf scrypt, n, r, p, salt, iv, tag, data} instead of body (signed as {header, sealed}). See "Backup file".',
});

export const RestoreBackup = endpoint({
  name: 'RestoreBackup',
  method: 'POST',
  access: 'machine',
  request: z.object({
    mode: wireChoice(['check', 'apply']),
    foreign: wireFlag().optional(),
    /** The passphrase of an encrypted file (one with users). */
    passphrase: z.string().max(BACKUP_PASSPHRASE_MAX).optional(),
    /** Only these groups (BACKUP_GROUPS), as an array or comma-separated; absent: every group of the file. */
    groups: wireBackupGroups().optional(),
  }),
  response: backupPreview,
  upload: { maxBytes: BACKUP_MAX_BYTES, field: 'backup' },
  doc:
    'Restores a DownloadBackup file (multipart field `backup`, any name when it is the only file). mode=check ' +
    'validates it whole and changes nothing: answers the header, origin (device: signed by this device; other: signed ' +
    'by another or changed since; unsigned: hand-made or layout 1), changes [{group, row?, field, current, restored}], ' +
    `users {added, changed, removed} (null without users), problems [{group, row?, field, message}] (at most ${BACKUP_MAX_PROBLEMS}) ` +
    `and problemsMore (how many more). An encrypted file needs passphrase (10003/${MsgKey.BackupPassphrase} without it or wrong). ` +
    'mode=apply validates again and, with no problem, applies it in one transaction ' +
    `(a file not signed by this device only with foreign=1, else 10003/${MsgKey.BackupForeign}); network groups then await keep=1 on their ` +
    'own write (rollback [{group, write, rollbackms}]). Groups missing from the file stay as they are. ' +
    'groups (comma-separated BACKUP_GROUPS names, absent = all) limits both modes to those groups: the preview answers ' +
    'only their changes, users and problems, apply writes only them; the answer always lists the file\'s groups and ' +
    `proposed (all of them, but ${BACKUP_NETWORK_IDENTITY.join(', ')} when the file's serial is not this device's). ` +
    `An unknown or no group is refused 10003/${MsgKey.BackupGroups} before the file is opened. Codes: 10003 ` +
    `no file; 10101 over ${BACKUP_MAX_BYTES / 1024 / 1024} MiB; 10102 not a backup file, 10102/${MsgKey.BackupChecksum} ` +
    `a layout 1 checksum wrong, 10102 nesting deeper than ${BACKUP_MAX_DEPTH}, 10102/${MsgKey.BackupModel} another model, 10102/${MsgKey.BackupFormat} a newer format; ` +
    `10003/${MsgKey.BackupInvalid} (apply) with problems; 10003/${MsgKey.BackupLockout} no administrator could log in ` +
    'after it (or the caller would lose its own); 11000 users touching an administrator without full rights.',
});
