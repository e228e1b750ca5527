import { anvizLogin, chklogin, checkPower, Code, isWebPassword, logout, ModifyPassword, MsgKey } from '@tac/goform/contract';
import { recordAudit, type Actor } from '../audit/log';
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route, type Session } from '../goform/registry';
import { accountMigrations, findAccount, normalizeUserId, provisionAccounts, resetAccounts, storePasswordHash } from '../auth/accounts';
import { factoryKey, SUPERUSER_ID } from '../auth/identity';
import { clearAllFailures, clearFailures, mustWait, recordFailure, type Attempt } from '../auth/lockout';
import { authMigrations } from '../auth/migrations';
import { SERVICE } from '../model/permissions';
import { hashPassword, hashPasswordSync, sameSecret, verifyPassword } from '../auth/passwords';
import { asStandardBase64, issueToken, renewSecret, revokeAllSessions, revokeSession, revokeUserSessions } from '../auth/tokens';

export { revokeAllSessions, revokeUserSessions } from '../auth/tokens';

/** A ModifyPassword field against its rule (the contract's: a web account's policy, a device user's PIN) answers 40202. */
const notWebPassword = { oldpassword: Code.PasswordFormat, password: Code.PasswordFormat, confirm: Code.PasswordFormat };

const requireSession = (session: Session | null): Session => {
  if (!session) throw new DeviceError(Code.NotLoggedIn);
  return session;
};

/** An unknown name is checked against this, so it takes as long to refuse as a wrong password. */
let decoyHash: string | undefined;
const decoy = () => (decoyHash ??= hashPasswordSync('decoy'));

/** Someone who may log in, and how a typed password is checked against them. */
interface Candidate {
  uid: string;
  name: string;
  funs: string[];
  matches: (password: string) => Promise<boolean>;
}

/**
 * The factory service account: its per-device key is checked like a password (at a
 * stored hash's cost, so timing tells nothing) and locked out like any account.
 */
const factoryCandidate = (device: Device): Candidate => ({
  uid: SUPERUSER_ID,
  name: SUPERUSER_ID,
  funs: [SERVICE],
  matches: async (password) => {
    await verifyPassword(password, decoy());
    return sameSecret(password, factoryKey(device));
  },
});

function candidate(device: Device, uid: string): Candidate | null {
  if (uid === SUPERUSER_ID) return factoryCandidate(device);
  const account = findAccount(device, uid);
  return account && { ...account, matches: (password) => verifyPassword(password, account.passwordHash) };
}

/**
 * Checks a login and records it in the audit log: success (the factory key's as its own
 * kind), failure with the name typed, and the lockout a failure starts, each with the
 * client address.
 */
async function login(device: Device, typed: string, password: string, client: string) {
  const uid = normalizeUserId(typed);
  if (!uid) throw new DeviceError(Code.UserNameEmpty);
  if (!password) throw new DeviceError(Code.PasswordEmpty);
  const who: Actor = { account: uid, address: client };
  const account = candidate(device, uid);
  if (!account) {
    await verifyPassword(password, decoy());
    recordAudit(device, { ...who, kind: 'loginFailed' });
    throw new DeviceError(Code.UserNameUnknown);
  }
  const attempt: Attempt = { uid, client };
  if (mustWait(device, attempt)) {
    recordAudit(device, { ...who, kind: 'loginFailed' });
    throw new DeviceError(Code.PasswordError, MsgKey.PasswordErrorOrTimeout);
  }
  if (!(await account.matches(password))) {
    const locked = recordFailure(device, attempt);
    recordAudit(device, { ...who, kind: 'loginFailed' });
    if (locked) recordAudit(device, { ...who, kind: 'lockout' });
    throw new DeviceError(Code.PasswordError, locked ? MsgKey.PasswordErrorOrTimeout : String(Code.PasswordError));
  }
  clearFailures(device, attempt);
  const { token, sessionKey } = await issueToken(device, account.uid, account.funs);
  if (uid === SUPERUSER_ID) {
    recordAudit(device, { ...who, kind: 'factoryKey' });
    // 11003 opens no console section, only the hidden pages (/snkey, /up, /test's camera), whose calls
    // need a session of their own: a service token limited to those calls (the console keeps it apart).
    throw new DeviceError(Code.Superuser, String(Code.Superuser), { token });
  }
  recordAudit(device, { ...who, kind: 'login' });
  return { token, session_key: sessionKey, funs: account.funs, name: account.name, userid: account.uid };
}

export const authModule: DeviceModule = {
  name: 'auth',
  migrations: [...authMigrations, ...accountMigrations],
  routes: [
    route(chklogin, ({ input, device, request }) => login(device, input.userid, input.password, request.ip)),
    route(anvizLogin, async ({ input, device, request }) => {
      const { token } = await login(device, input.userid, input.password, request.ip);
      return { token: asStandardBase64(token) };
    }),
    route(logout, ({ session, actor, device }) => {
      revokeSession(device, requireSession(session).jti);
      recordAudit(device, { ...actor, kind: 'logout' });
      return {};
    }),
    route(checkPower, ({ session, device }) => {
      const s = requireSession(session);
      return { funs: s.funs, name: findAccount(device, s.uid)?.name ?? s.uid, userid: s.uid };
    }),
    route(ModifyPassword, async ({ input, session, actor, device }) => {
      const s = requireSession(session);
      if (normalizeUserId(input.userid) !== s.uid) throw new DeviceError(Code.UserNameUnknown);
      if (!input.oldpassword || !input.password || !input.confirm) throw new DeviceError(Code.PasswordEmpty);
      if (input.password !== input.confirm) throw new DeviceError(Code.PasswordMismatch, MsgKey.PasswordNotSame);
      const account = findAccount(device, s.uid);
      if (!account) throw new DeviceError(Code.UserNameUnknown);
      // A device user's password is also the PIN typed on the terminal's keypad.
      if (account.kind === 'user' && !/^\d+$/.test(input.password)) throw new DeviceError(Code.PasswordFormat);
      // A web account's, the policy (the contract checks it too, by the name typed): the account's own name is the one compared.
      if (account.kind === 'web' && !isWebPassword(input.password, account.uid)) throw new DeviceError(Code.PasswordFormat);
      if (!(await verifyPassword(input.oldpassword, account.passwordHash))) throw new DeviceError(Code.PasswordError);
      const hash = await hashPassword(input.password);
      device.tx(() => {
        storePasswordHash(device, account, hash);
        revokeUserSessions(device, s.uid);
        recordAudit(device, { ...actor, kind: 'passwordChange', target: s.uid, changes: [{ field: 'password' }] });
      });
      return {};
    }, { fieldCodes: notWebPassword }),
  ],
  // A database made before per-unit passwords: an account still at the shared one gets its own.
  provision: provisionAccounts,
  factoryReset: (device) => {
    renewSecret(device);
    resetAccounts(device);
    revokeAllSessions(device);
    clearAllFailures(device);
  },
};
