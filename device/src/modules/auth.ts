import { timingSafeEqual } from 'node:crypto';
import { chklogin, checkPower, Code, logout, ModifyPassword, MsgKey, PASSWORD_MAX } from '@tac/goform/contract';
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route, type Session } from '../goform/registry';
import { findAccount, resetAccounts, storePasswordHash } from '../auth/accounts';
import { factoryKey, SUPERUSER_ID } from '../auth/identity';
import { clearFailures, isLocked, recordFailure } from '../auth/lockout';
import { authMigrations } from '../auth/migrations';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { ensureSecret, issueToken, revokeAllSessions, revokeSession, revokeUserSessions } from '../auth/tokens';

export { revokeAllSessions, revokeUserSessions } from '../auth/tokens';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** What the factory service session may call: the machine section's calls (SN key, upgrade mode, firmware). */
const SERVICE_PERMISSION = 'machine';

/** Web passwords: 1 to 6 printable ASCII characters, no spaces. */
const WEB_PASSWORD = new RegExp(`^[\\x21-\\x7e]{1,${PASSWORD_MAX}}$`);

const requireSession = (session: Session | null): Session => {
  if (!session) throw new DeviceError(Code.NotLoggedIn);
  return session;
};

async function login(device: Device, userid: string, password: string) {
  const uid = userid.trim();
  if (!uid) throw new DeviceError(Code.UserNameEmpty);
  if (!password) throw new DeviceError(Code.PasswordEmpty);
  if (uid === SUPERUSER_ID) {
    if (sameText(password, factoryKey(device))) {
      // 11003 opens no console section, only the hidden pages (/snkey, /up), whose calls need a session of
      // their own: a service token limited to the machine calls (the console keeps it apart from a login).
      const token = await issueToken(device, SUPERUSER_ID, [SERVICE_PERMISSION]);
      throw new DeviceError(Code.Superuser, String(Code.Superuser), { token });
    }
    throw new DeviceError(Code.PasswordError);
  }
  const account = findAccount(device, uid);
  if (!account) throw new DeviceError(Code.UserNameUnknown);
  if (isLocked(device, uid)) throw new DeviceError(Code.PasswordError, MsgKey.PasswordErrorOrTimeout);
  if (!(await verifyPassword(password, account.passwordHash))) {
    const locked = recordFailure(device, uid);
    throw new DeviceError(Code.PasswordError, locked ? MsgKey.PasswordErrorOrTimeout : String(Code.PasswordError));
  }
  clearFailures(device, uid);
  const token = await issueToken(device, account.uid, account.funs);
  return { token, funs: account.funs, name: account.name, userid: account.uid };
}

export const authModule: DeviceModule = {
  name: 'auth',
  migrations: authMigrations,
  routes: [
    route(chklogin, ({ input, device }) => login(device, input.userid, input.password)),
    route(logout, ({ session, device }) => {
      revokeSession(device, requireSession(session).jti);
      return {};
    }),
    route(checkPower, ({ session, device }) => {
      const s = requireSession(session);
      return { funs: s.funs, name: findAccount(device, s.uid)?.name ?? s.uid, userid: s.uid };
    }),
    route(ModifyPassword, async ({ input, session, device }) => {
      const s = requireSession(session);
      if (input.userid.trim() !== s.uid) throw new DeviceError(Code.UserNameUnknown);
      if (!input.oldpassword || !input.password || !input.confirm) throw new DeviceError(Code.PasswordEmpty);
      if (!WEB_PASSWORD.test(input.password)) throw new DeviceError(Code.PasswordFormat);
      if (input.password !== input.confirm) throw new DeviceError(Code.PasswordMismatch, MsgKey.PasswordNotSame);
      const account = findAccount(device, s.uid);
      if (!account) throw new DeviceError(Code.UserNameUnknown);
      // A device user's password is also the PIN typed on the terminal's keypad.
      if (account.kind === 'user' && !/^\d+$/.test(input.password)) throw new DeviceError(Code.PasswordFormat);
      if (!(await verifyPassword(input.oldpassword, account.passwordHash))) throw new DeviceError(Code.PasswordError);
      const hash = await hashPassword(input.password);
      device.tx(() => {
        storePasswordHash(device, account, hash);
        revokeUserSessions(device, s.uid);
      });
      return {};
    }),
  ],
  factoryReset: (device) => {
    ensureSecret(device);
    resetAccounts(device);
    revokeAllSessions(device);
    device.db.prepare('DELETE FROM login_failures').run();
    device.db.prepare('DELETE FROM login_locks').run();
  },
};
