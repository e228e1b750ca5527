import type { Device } from '../device';
import { deviceNow } from '../settings/clock';

/** The two tables the link uploads, as the protocol names them. */
export type PushTable = 'ATTLOG' | 'OPERLOG';

/** Lines per upload: a bounded body (about 40 bytes a punch) that still moves thousands a second. */
export const BATCH_LINES = 500;

/** The last stamp a server answered OK for, per table (0: nothing yet). */
export function cursorOf(device: Device, table: PushTable): number {
  return device.db.prepare<[string], { stamp: number }>('SELECT stamp FROM push_cursors WHERE tbl = ?').get(table)?.stamp ?? 0;
}

export function setCursor(device: Device, table: PushTable, stamp: number): void {
  device.db
    .prepare('INSERT INTO push_cursors (tbl, stamp) VALUES (?, ?) ON CONFLICT (tbl) DO UPDATE SET stamp = excluded.stamp')
    .run(table, stamp);
}

const QUEUE_TABLE = { ATTLOG: 'push_attlog', OPERLOG: 'push_operlog' } as const;

/** The newest stamp queued in a table (0 when it never held anything). */
export function lastStamp(device: Device, table: PushTable): number {
  return device.db.prepare<[], { stamp: number | null }>(`SELECT max(stamp) AS stamp FROM ${QUEUE_TABLE[table]}`).get()?.stamp ?? 0;
}

/** How many entries wait for a server's OK. */
export function queuedCount(device: Device, table: PushTable): number {
  return device.db
    .prepare<[number], { n: number }>(`SELECT count(*) AS n FROM ${QUEUE_TABLE[table]} WHERE stamp > ?`)
    .get(cursorOf(device, table))!.n;
}

/**
 * Adopts the cursor a server's handshake states (its ATTLOGStamp/OPERLOGStamp), when it is one of
 * this terminal's stamps: behind ours (a server that lost data, or a new one) the terminal sends
 * again from there; ahead of ours (it stored a batch whose OK never arrived: the terminal was
 * killed) it does not send that batch twice. 'None', 0 or a stamp this terminal never made (another
 * unit's, a database replaced) leaves the terminal's own cursor.
 */
export function adoptServerStamp(device: Device, table: PushTable, stated: string | undefined): void {
  const stamp = Number(stated);
  if (!Number.isSafeInteger(stamp) || stamp <= 0 || stamp > lastStamp(device, table)) return;
  setCursor(device, table, stamp);
}

/** One upload: its lines and the stamp of the last, which becomes the cursor once the server answers OK. */
export interface Batch {
  lines: string[];
  stamp: number;
}

const TAB = '\t';

/**
 * The next punches after the cursor as ATTLOG lines: user id, the terminal's wall-clock time,
 * status, verify mode (1 fingerprint: the emulator does not record which), work code 0, reserved 0.
 */
export function nextPunches(device: Device, limit = BATCH_LINES): Batch | undefined {
  const rows = device.db
    .prepare<[number, number], { stamp: number; userid: number; time: string; status: number }>(
      `SELECT q.stamp, r.userid, r.time, r.status FROM push_attlog q JOIN records r ON r.id = q.record_id
       WHERE q.stamp > ? ORDER BY q.stamp LIMIT ?`,
    )
    .all(cursorOf(device, 'ATTLOG'), limit);
  if (rows.length === 0) return undefined;
  return { lines: rows.map((r) => [r.userid, r.time, r.status, 1, 0, 0].join(TAB)), stamp: rows[rows.length - 1]!.stamp };
}

interface OperRow {
  stamp: number;
  kind: 'user' | 'userDelete' | 'fp' | 'fpDelete';
  userid: number;
  slot: number | null;
  at: number;
}

interface UserNow {
  userid: number;
  username: string;
  cardid: string | null;
  admin: number;
  groupid: number;
}

/** The protocol's privilege: 14 an administrator, 0 a user. */
export const ADMIN_PRIVILEGE = 14;

/** A user as a USER line (PIN, Name, Pri, Passwd, Card, Grp): the PIN's hash never leaves the terminal. */
export function userLine(u: UserNow): string {
  const fields = [`PIN=${u.userid}`, `Name=${u.username}`, `Pri=${u.admin === 1 ? ADMIN_PRIVILEGE : 0}`, 'Passwd=', `Card=${u.cardid ?? ''}`, `Grp=${u.groupid}`];
  return `USER ${fields.join(TAB)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms as the terminal's local wall time (its clock offset applied now). */
function wallTime(device: Device, at: number): string {
  const d = new Date(at + (deviceNow(device) - device.now()));
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** OPLOG operation codes of the protocol this terminal reports. */
const OPLOG = { userDelete: 9, fpDelete: 10 } as const;
/** An FP line's Valid: 1 an ordinary finger, 3 a duress finger (as ZKTeco's template flag). */
const FP_VALID = { ordinary: 1, duress: 3 } as const;

function operLine(device: Device, row: OperRow, templates: boolean): string | undefined {
  if (row.kind === 'userDelete' || row.kind === 'fpDelete') {
    const objects = [row.userid, row.slot ?? 0, 0, 0];
    return `OPLOG ${OPLOG[row.kind]}${TAB}0${TAB}${wallTime(device, row.at)}${TAB}${objects.join(TAB)}`;
  }
  if (row.kind === 'user') {
    const user = device.db
      .prepare<[number], UserNow>('SELECT userid, username, cardid, admin, groupid FROM users WHERE userid = ?')
      .get(row.userid);
    return user && userLine(user);
  }
  if (!templates) return undefined;
  const print = device.db
    .prepare<[number, number], { template: Buffer; duress: number }>('SELECT template, duress FROM fingerprints WHERE userid = ? AND slot = ?')
    .get(row.userid, row.slot ?? 0);
  if (!print) return undefined;
  const tmp = print.template.toString('base64');
  const valid = print.duress === 1 ? FP_VALID.duress : FP_VALID.ordinary;
  return `FP PIN=${row.userid}${TAB}FID=${row.slot}${TAB}Size=${tmp.length}${TAB}Valid=${valid}${TAB}TMP=${tmp}`;
}

/**
 * The next user changes after the cursor as OPERLOG lines. A change whose user or fingerprint is
 * gone by now sends nothing (the deletion that follows it does); the batch's stamp still covers it.
 * Fingerprint templates (FP lines) are biometric data: they go only to a server reached over HTTPS
 * (`templates`), never in clear (device/SECURITY.md).
 */
export function nextChanges(device: Device, { templates }: { templates: boolean }, limit = BATCH_LINES): Batch | undefined {
  const rows = device.db
    .prepare<[number, number], OperRow>('SELECT stamp, kind, userid, slot, at FROM push_operlog WHERE stamp > ? ORDER BY stamp LIMIT ?')
    .all(cursorOf(device, 'OPERLOG'), limit);
  if (rows.length === 0) return undefined;
  const lines = rows.map((r) => operLine(device, r, templates)).filter((l): l is string => l !== undefined);
  return { lines, stamp: rows[rows.length - 1]!.stamp };
}

/** A server answered OK for a batch: its cursor moves; user changes sent are not kept (punches are, for a new server). */
export function acknowledge(device: Device, table: PushTable, stamp: number): void {
  device.tx(() => {
    setCursor(device, table, stamp);
    if (table === 'OPERLOG') device.db.prepare('DELETE FROM push_operlog WHERE stamp <= ?').run(stamp);
  });
}
