import { randomBytes } from 'node:crypto';
import { Code, FP_SLOTS, type UserRow } from '@tac/goform/contract';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';
import { inListOrder, planPage } from '../records/paging';

/** Columns of `users` as stored. */
export interface StoredUser {
  userid: number;
  username: string;
  password_hash: string | null;
  cardid: string | null;
  admin: number;
  groupid: number;
  identifymode: number;
  face: number;
}

const ROW_SELECT = `
  SELECT u.userid, u.username, u.cardid, u.admin, u.groupid, u.identifymode, u.face,
         (SELECT count(*) FROM fingerprints f WHERE f.userid = u.userid) AS fpcount,
         EXISTS (SELECT 1 FROM user_photos p WHERE p.userid = u.userid) AS photo
  FROM users u`;

interface ListRow {
  userid: number;
  username: string;
  cardid: string | null;
  admin: number;
  groupid: number;
  identifymode: number;
  face: number;
  fpcount: number;
  photo: number;
}

export const toUserRow = (r: ListRow): UserRow => ({ ...r, userid: String(r.userid), cardid: r.cardid ?? '' });

export function getStoredUser(device: Device, userid: number): StoredUser | undefined {
  return device.db.prepare<[number], StoredUser>('SELECT * FROM users WHERE userid = ?').get(userid);
}

export function requireUser(device: Device, userid: number): StoredUser {
  const user = getStoredUser(device, userid);
  if (!user) throw new DeviceError(Code.InvalidUserId);
  return user;
}

export function getUserRow(device: Device, userid: number): UserRow | undefined {
  const row = device.db.prepare<[number], ListRow>(`${ROW_SELECT} WHERE u.userid = ?`).get(userid);
  return row && toUserRow(row);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of users by ascending id; `search` matches an id prefix or a name substring.
 * The same rows as `LIMIT limit OFFSET start`, read from the nearer end of the list (the
 * last page by descending id, like the first). A search reads every user once to count
 * them (LIKE '%x%' uses no index): about 15 ms at 100 000 users.
 */
export function listUsers(device: Device, start: number, limit: number, search?: string) {
  const filter = search
    ? {
        where: "WHERE CAST(u.userid AS TEXT) LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\'",
        args: [`${escapeLike(search)}%`, `%${escapeLike(search)}%`],
      }
    : { where: '', args: [] };
  // One read transaction: the page is planned from the count of the same list.
  return device.tx(() => {
    const { n } = device.db
      .prepare<string[], { n: number }>(`SELECT count(*) AS n FROM users u ${filter.where}`)
      .get(...filter.args)!;
    const plan = planPage(n, start, limit);
    if (!plan) return { count: n, record: [] };
    const rows = device.db
      .prepare<(string | number)[], ListRow>(
        `${ROW_SELECT} ${filter.where} ORDER BY u.userid ${plan.reverse ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`,
      )
      .all(...filter.args, plan.limit, plan.offset);
    return { count: n, record: inListOrder(plan, rows).map(toUserRow) };
  });
}

export function getPhoto(device: Device, userid: number): { mime: string; data: Buffer } | undefined {
  return device.db
    .prepare<[number], { mime: string; data: Buffer }>('SELECT mime, data FROM user_photos WHERE userid = ?')
    .get(userid);
}

/** One flag per slot each: which fingers are enrolled (fp) and which of them are duress fingers (fpduress). */
export function fingerprintFlags(device: Device, userid: number): { fp: number[]; fpduress: number[] } {
  const rows = device.db.prepare<[number], { slot: number; duress: number }>('SELECT slot, duress FROM fingerprints WHERE userid = ?').all(userid);
  const flags = (has: (slot: number) => boolean) => Array.from({ length: FP_SLOTS }, (_, i) => (has(i) ? 1 : 0));
  return {
    fp: flags((slot) => rows.some((r) => r.slot === slot)),
    fpduress: flags((slot) => rows.some((r) => r.slot === slot && r.duress === 1)),
  };
}

/** Whether the user's finger in this slot is enrolled, and whether it is a duress finger. */
export function storedFingerprint(device: Device, userid: number, slot: number): { duress: number } | undefined {
  return device.db.prepare<[number, number], { duress: number }>('SELECT duress FROM fingerprints WHERE userid = ? AND slot = ?').get(userid, slot);
}

/** Marks an enrolled slot a duress finger or an ordinary one. 40401 unknown user, 10003 a slot not enrolled. */
export function setFingerprintDuress(device: Device, userid: number, slot: number, duress: boolean): void {
  device.tx(() => {
    requireUser(device, userid);
    const changed = device.db.prepare('UPDATE fingerprints SET duress = ? WHERE userid = ? AND slot = ?').run(duress ? 1 : 0, userid, slot);
    if (changed.changes === 0) throw new DeviceError(Code.MissingParameters);
  });
}

/** Simulated template: the emulator stores opaque bytes as a terminal would. */
const fakeTemplate = () => randomBytes(384);

/**
 * Marks a fingerprint slot enrolled (with a simulated template) or clears it.
 * Called by the hardware module when a simulated capture completes. 40401 if the user is unknown.
 */
export function setFingerprint(device: Device, userid: number, slot: number, enrolled: boolean): void {
  if (!Number.isInteger(slot) || slot < 0 || slot >= FP_SLOTS) throw new DeviceError(Code.MissingParameters);
  device.tx(() => {
    requireUser(device, userid);
    if (enrolled) {
      device.db
        .prepare('INSERT INTO fingerprints (userid, slot, template) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET template = excluded.template')
        .run(userid, slot, fakeTemplate());
    } else {
      device.db.prepare('DELETE FROM fingerprints WHERE userid = ? AND slot = ?').run(userid, slot);
    }
  });
}

/** Marks the face enrolled or not. 40401 if the user is unknown. */
export function setFace(device: Device, userid: number, enrolled: boolean): void {
  device.tx(() => {
    requireUser(device, userid);
    device.db.prepare('UPDATE users SET face = ? WHERE userid = ?').run(enrolled ? 1 : 0, userid);
  });
}

/** Figures for system info (SetInfoParam). */
export function userStats(device: Device) {
  return device.db
    .prepare<[], { UserCount: number; FPCount: number; FaceCount: number; CardCount: number }>(
      `SELECT (SELECT count(*) FROM users) AS UserCount,
              (SELECT count(*) FROM fingerprints) AS FPCount,
              (SELECT count(*) FROM users WHERE face = 1) AS FaceCount,
              (SELECT count(*) FROM users WHERE cardid IS NOT NULL) AS CardCount`,
    )
    .get()!;
}

/** A device user who may log in to the console: admin flag and a password. */
export function findAdminUser(device: Device, uid: string) {
  // Only the canonical spelling (normalizeUserId): "043" is not an account of its own.
  if (!/^[1-9]\d{0,8}$/.test(uid)) return null;
  const user = getStoredUser(device, Number(uid));
  return user && user.admin === 1 && user.password_hash
    ? { username: user.username, passwordHash: user.password_hash }
    : null;
}

export function setUserPasswordHash(device: Device, userid: number, hash: string | null): void {
  device.db.prepare('UPDATE users SET password_hash = ? WHERE userid = ?').run(hash, userid);
}
