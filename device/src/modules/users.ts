import {
  adduser,
  Code,
  deletsomeuser,
  deleteuser,
  EditPwd,
  edituser,
  GetUserInfo,
  MsgKey,
  userlist,
} from '@tac/goform/contract';
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route, type Session, type UploadedFile } from '../goform/registry';
import { assertMayManage } from '../model/permissions';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/tokens';
import { usersMigrations } from '../users/migrations';
import { checkPhoto, photoDataUrl, type Photo } from '../users/photo';
import { checkPin, checkUsername } from '../users/rules';
import { fingerprintFlags, getPhoto, getUserRow, listUsers, requireUser, setUserPasswordHash } from '../users/store';
import { addUser, editUser } from '../users/write';

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

function deleteUsers(device: Device, ids: number[], funs: readonly string[]): void {
  device.tx(() => {
    for (const id of ids) assertMayManage(funs, requireUser(device, id).admin === 1);
    const del = device.db.prepare('DELETE FROM users WHERE userid = ?');
    for (const id of ids) {
      del.run(id);
      revokeUserSessions(device, String(id));
    }
  });
}

function parseIdList(text: string): number[] {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0) throw new DeviceError(Code.MissingParameters, MsgKey.SelectUser);
  return [
    ...new Set(
      parts.map((p) => {
        if (!/^\d{1,9}$/.test(p) || Number(p) < 1) throw new DeviceError(Code.InvalidUserId);
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
          fp: fingerprintFlags(device, input.userid),
          haspassword: requireUser(device, input.userid).password_hash ? 1 : 0,
          photodata: photoDataUrl(getPhoto(device, input.userid)),
        };
      },
      { fieldCodes },
    ),
    route(
      adduser,
      async ({ input, files, device, session }) => {
        const funs = rightsOf(session);
        const username = checkUsername(input.username);
        const photo = optionalPhoto(files);
        const passwordHash = await passwordChange(input.password, input.confirm);
        addUser(device, input.userid, { ...input, username, passwordHash }, photo, {
          overwrite: input.overwrite === 1,
          funs,
        });
        return { userid: String(input.userid) };
      },
      { fieldCodes },
    ),
    route(
      edituser,
      async ({ input, files, device, session }) => {
        const funs = rightsOf(session);
        const username = input.username === undefined ? undefined : checkUsername(input.username);
        const photo = input.deletephoto === 1 ? null : optionalPhoto(files);
        const passwordHash = await passwordChange(input.password, input.confirm);
        editUser(device, input.userid, { ...input, username, passwordHash }, photo, funs);
        if (passwordHash) revokeUserSessions(device, String(input.userid));
        return { userid: String(input.userid) };
      },
      { fieldCodes },
    ),
    route(
      deleteuser,
      ({ input, device, session }) => {
        deleteUsers(device, [input.userid], rightsOf(session));
        return {};
      },
      { fieldCodes },
    ),
    route(deletsomeuser, ({ input, device, session }) => {
      const ids = parseIdList(input.someuserid);
      deleteUsers(device, ids, rightsOf(session));
      return { deleted: ids.length };
    }),
    route(
      EditPwd,
      async ({ input, device, session }) => {
        if (!input.password) throw new DeviceError(Code.PasswordEmpty);
        assertMayManage(rightsOf(session), requireUser(device, input.userid).admin === 1);
        const hash = await hashPassword(checkPin(input.password, input.confirm));
        device.tx(() => {
          assertMayManage(rightsOf(session), requireUser(device, input.userid).admin === 1);
          setUserPasswordHash(device, input.userid, hash);
          revokeUserSessions(device, String(input.userid));
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
