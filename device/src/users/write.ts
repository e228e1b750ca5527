import { Code, USER_FULL_KEY } from '@tac/goform/contract';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';
import { assertMayManage } from '../model/permissions';
import { maxUsers } from './capacity';
import { assertPinWhereNeeded } from './rules';
import type { Photo } from './photo';
import { getStoredUser, type StoredUser } from './store';

/** The fields of a user a write may set; undefined = keep. */
export interface UserChanges {
  username?: string;
  /** New password hash; null clears it. */
  passwordHash?: string | null;
  /** '' clears the card. */
  cardid?: string;
  admin?: number;
  groupid?: number;
  identifymode?: number;
}

function assertCardFree(device: Device, cardid: string | null, userid: number): void {
  if (!cardid) return;
  const owner = device.db.prepare<[string], { userid: number }>('SELECT userid FROM users WHERE cardid = ?').get(cardid);
  if (owner && owner.userid !== userid) throw new DeviceError(Code.CardExists);
}

function store(device: Device, user: StoredUser, photo: Photo | null | undefined): void {
  device.db
    .prepare(
      `INSERT INTO users (userid, username, password_hash, cardid, admin, groupid, identifymode, face)
       VALUES (@userid, @username, @password_hash, @cardid, @admin, @groupid, @identifymode, @face)
       ON CONFLICT (userid) DO UPDATE SET username = excluded.username, password_hash = excluded.password_hash,
         cardid = excluded.cardid, admin = excluded.admin, groupid = excluded.groupid,
         identifymode = excluded.identifymode, face = excluded.face`,
    )
    .run(user);
  if (photo === null) device.db.prepare('DELETE FROM user_photos WHERE userid = ?').run(user.userid);
  if (photo) {
    device.db
      .prepare('INSERT INTO user_photos (userid, mime, data) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET mime = excluded.mime, data = excluded.data')
      .run(user.userid, photo.mime, photo.data);
  }
}

const merge = (base: StoredUser, c: UserChanges): StoredUser => ({
  ...base,
  username: c.username ?? base.username,
  password_hash: c.passwordHash === undefined ? base.password_hash : c.passwordHash,
  cardid: c.cardid === undefined ? base.cardid : c.cardid || null,
  admin: c.admin ?? base.admin,
  groupid: c.groupid ?? base.groupid,
  identifymode: c.identifymode ?? base.identifymode,
});

/** A user before a write (undefined when new) and after it, for the audit log. */
export interface UserWrite {
  before: StoredUser | undefined;
  after: StoredUser;
}

/** How a write may go: whether it replaces an existing user, and the rights of the account making it. */
export interface WriteRights {
  overwrite: boolean;
  /** Only an account with full rights may change, replace or create an administrator user (else 11000). */
  funs: readonly string[];
}

/** A write that touches an administrator user, before or after, needs full rights (model/permissions). */
const assertMayWrite = (before: StoredUser | undefined, after: StoredUser, funs: readonly string[]) =>
  assertMayManage(funs, before?.admin === 1 || after.admin === 1);

/**
 * Adds a user in one transaction. An existing id fails 40402 unless `overwrite`,
 * which replaces the user entirely (fingerprints, face and photo start over).
 */
export function addUser(
  device: Device,
  userid: number,
  changes: UserChanges & { username: string },
  photo: Photo | undefined,
  rights: WriteRights,
): UserWrite {
  return device.tx(() => {
    const existing = getStoredUser(device, userid);
    if (existing && !rights.overwrite) throw new DeviceError(Code.UserIdExists);
    const fresh: StoredUser = {
      userid,
      username: changes.username,
      password_hash: null,
      cardid: null,
      admin: 0,
      groupid: 0,
      identifymode: 0,
      face: 0,
    };
    const user = merge(fresh, changes);
    assertMayWrite(existing, user, rights.funs);
    assertPinWhereNeeded(user);
    assertCardFree(device, user.cardid, userid);
    if (!existing) {
      const { n } = device.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM users').get()!;
      if (n >= maxUsers(device)) throw new DeviceError(Code.InvalidUserId, USER_FULL_KEY);
    } else {
      device.db.prepare('DELETE FROM fingerprints WHERE userid = ?').run(userid);
    }
    store(device, user, photo ?? null);
    return { before: existing, after: user };
  });
}

/** Changes the given fields of an existing user in one transaction (read, merge, write). */
export function editUser(
  device: Device,
  userid: number,
  changes: UserChanges,
  photo: Photo | null | undefined,
  funs: readonly string[],
): UserWrite {
  return device.tx(() => {
    const existing = getStoredUser(device, userid);
    if (!existing) throw new DeviceError(Code.InvalidUserId);
    const user = merge(existing, changes);
    assertMayWrite(existing, user, funs);
    assertPinWhereNeeded(user);
    assertCardFree(device, user.cardid, userid);
    store(device, user, photo);
    return { before: existing, after: user };
  });
}
