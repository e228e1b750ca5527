import {
  adduser,
  Code,
  deletsomeuser,
  deleteuser,
  EditPwd,
  edituser,
  GetUserInfo,
  isUserId,
  SetFpDuress,
  MsgKey,
  userlist,
  type ParsedRequestOf,
} from '@tac/goform/contract';
import { changedFields, recordAudit, type Actor, type ChangeInput } from '../audit/log';
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route, type Session, type UploadedFile } from '../goform/registry';
import { assertMayManage } from '../model/permissions';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/tokens';
import { usersMigrations } from '../users/migrations';
import { checkPhoto, photoDataUrl, type Photo } from '../users/photo';
import { checkPin, checkUsername } from '../users/rules';
import {
  fingerprintFlags,
  getPhoto,
  getUserRow,
  listUsers,
  requireUser,
  setFingerprintDuress,
  setUserPasswordHash,
  storedFingerprint,
} from '../users/store';
import { addUser, editUser, type UserWrite } from '../users/write';

export { setFace, setFingerprint, userStats } from '../users/store';

/** Which catalogue code a malformed field answers (others: 10003). */
const fieldCodes = {
  userid: Code.InvalidUserId,
  username: Code.UserNameFormat,
  password: Code.PasswordRules,
  confirm: Code.PasswordRules,
};

const optionalPhoto = (files: Record<string, UploadedFile>): Photo | undefined =>
  files.photo ? checkPhoto(files.photo) : undefined;

async function passwordChange(password: string | undefined, confirm: string | undefined) {
  return password === undefined ? undefined : hashPassword(checkPin(password, confirm));
}

/** The session's funs; every users call has one (the dispatcher refuses calls without a token). */
const rightsOf = (session: Session | null) => session?.funs ?? [];

/** The fields of a user the audit log follows; the PIN and the photo only as changed. */
const AUDITED_FIELDS = ['username', 'cardid', 'admin', 'groupid', 'identifymode'] as const;

/** What a new user is compared with: its fields before it had any. */
const NO_USER = { username: '', cardid: null, admin: 0, groupid: 0, identifymode: 0 };

function userChanges({ before, after }: UserWrite, photo: Photo | null | undefined): ChangeInput[] {
  const changes = changedFields(before ?? NO_USER, after, AUDITED_FIELDS);
  if ((before?.password_hash ?? null) !== after.password_hash) changes.push({ field: 'password' });
  if (photo !== undefined) changes.push({ field: 'photo', to: photo ? '1' : '0' });
  return changes;
}

type AddInput = ParsedRequestOf<typeof adduser>;
type EditInput = ParsedRequestOf<typeof edituser>;

/**
 * Adds a user (or replaces one, with overwrite=1) as the add screen does, with its audit entry:
 * whoever asks — the console or a central server's command (push/commands.ts) — the same rules.
 */
export async function saveNewUser(device: Device, actor: Actor, funs: readonly string[], input: AddInput, photo?: Photo) {
  const username = checkUsername(input.username);
  const passwordHash = await passwordChange(input.password, input.confirm);
  const kind = input.import === 1 ? 'userImport' : 'userAdd';
  device.tx(() => {
    const written = addUser(device, input.userid, { ...input, username, passwordHash }, photo, {
      overwrite: input.overwrite === 1,
      funs,
    });
    const changes = userChanges(written, photo);
    // A user replaced (overwrite=1) is a new user: the sessions the one before opened end.
    if (written.before && revokeUserSessions(device, String(input.userid)) > 0) changes.push({ field: 'sessions', to: 'ended' });
    recordAudit(device, { ...actor, kind, target: String(input.userid), changes });
  });
}

/** Changes the fields given of a user as the edit screen does (fingerprints and face kept), with its audit entry. */
export async function saveUserEdit(device: Device, actor: Actor, funs: readonly string[], input: EditInput, photo?: Photo | null) {
  const username = input.username === undefined ? undefined : checkUsername(input.username);
  const passwordHash = await passwordChange(input.password, input.confirm);
  const written = editUser(device, input.userid, { ...input, username, passwordHash }, photo, funs);
  const changes = userChanges(written, photo);
  const kind = input.import === 1 ? 'userImport' : 'userEdit';
  if (changes.length > 0) recordAudit(device, { ...actor, kind, target: String(input.userid), changes });
  if (passwordHash) revokeUserSessions(device, String(input.userid));
}

/** Deletes users as the list screen does, all or none, each with its audit entry. */
export function deleteUsers(device: Device, actor: Actor, ids: number[], funs: readonly string[]): void {
  device.tx(() => {
    const users = ids.map((id) => requireUser(device, id));
    for (const user of users) assertMayManage(funs, user.admin === 1);
    const del = device.db.prepare('DELETE FROM users WHERE userid = ?');
    for (const user of users) {
      del.run(user.userid);
      revokeUserSessions(device, String(user.userid));
      const changes = [{ field: 'username', from: user.username }];
      recordAudit(device, { ...actor, kind: 'userDelete', target: String(user.userid), changes });
    }
  });
}

function parseIdList(text: string): number[] {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0) throw new DeviceError(Code.MissingParameters, MsgKey.SelectUser);
  return [
    ...new Set(
      parts.map((p) => {
        if (!isUserId(p)) throw new DeviceError(Code.InvalidUserId);
        return Number(p);
      }),
    ),
  ];
}

export const usersModule: DeviceModule = {
  name: 'users',
  migrations: usersMigrations,
  routes: [
    route(userlist, ({ input, device }) => listUsers(device, input.start ?? 0, input.limit ?? 20, input.search?.trim())),
    route(
      GetUserInfo,
      ({ input, device }) => {
        const row = getUserRow(device, input.userid);
        if (!row) throw new DeviceError(Code.InvalidUserId);
        return {
          ...row,
          ...fingerprintFlags(device, input.userid),
          haspassword: requireUser(device, input.userid).password_hash ? 1 : 0,
          photodata: photoDataUrl(getPhoto(device, input.userid)),
        };
      },
      { fieldCodes },
    ),
    route(
      adduser,
      async ({ input, files, device, session, actor }) => {
        await saveNewUser(device, actor, rightsOf(session), input, optionalPhoto(files));
        return { userid: String(input.userid) };
      },
      { fieldCodes },
    ),
    route(
      edituser,
      async ({ input, files, device, session, actor }) => {
        const photo = input.deletephoto === 1 ? null : optionalPhoto(files);
        await saveUserEdit(device, actor, rightsOf(session), input, photo);
        return { userid: String(input.userid) };
      },
      { fieldCodes },
    ),
    route(
      deleteuser,
      ({ input, device, session, actor }) => {
        deleteUsers(device, actor, [input.userid], rightsOf(session));
        return {};
      },
      { fieldCodes },
    ),
    route(deletsomeuser, ({ input, device, session, actor }) => {
      const ids = parseIdList(input.someuserid);
      deleteUsers(device, actor, ids, rightsOf(session));
      return { deleted: ids.length };
    }),
    route(
      EditPwd,
      async ({ input, device, session, actor }) => {
        if (!input.password) throw new DeviceError(Code.PasswordEmpty);
        assertMayManage(rightsOf(session), requireUser(device, input.userid).admin === 1);
        const hash = await hashPassword(checkPin(input.password, input.confirm));
        device.tx(() => {
          assertMayManage(rightsOf(session), requireUser(device, input.userid).admin === 1);
          setUserPasswordHash(device, input.userid, hash);
          revokeUserSessions(device, String(input.userid));
          recordAudit(device, { ...actor, kind: 'userPassword', target: String(input.userid), changes: [{ field: 'password' }] });
        });
        return {};
      },
      { fieldCodes },
    ),
    route(
      SetFpDuress,
      ({ input, device, session, actor }) => {
        device.tx(() => {
          assertMayManage(rightsOf(session), requireUser(device, input.userid).admin === 1);
          const before = storedFingerprint(device, input.userid, input.slot)?.duress;
          setFingerprintDuress(device, input.userid, input.slot, input.duress === 1);
          if (before !== input.duress) {
            const changes = [{ field: `fp${input.slot}duress`, from: String(before), to: String(input.duress) }];
            recordAudit(device, { ...actor, kind: 'userEdit', target: String(input.userid), changes });
          }
        });
        return {};
      },
      { fieldCodes },
    ),
  ],
  factoryReset: (device) => {
    device.db.prepare('DELETE FROM users').run();
  },
};
