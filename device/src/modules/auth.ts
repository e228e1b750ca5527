import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  anvizLogin,
  AUDIT_NOT_AN_ACCOUNT,
  chklogin,
  checkPower,
  Code,
  isWebPassword,
  LOCKED_FOR_EVERY_ADDRESS,
  logout,
  ModifyPassword,
  MsgKey,
} from '@tac/goform/contract';
import { recordAudit, recordRefusal, type Actor } from '../audit/log';
import { deviceCookieOf, giveDeviceCookie } from '../auth/deviceCookie';
import { dropBinding, giveBinding, wantsBinding } from '../auth/sessionBinding';
import { forgetTries, giveTryBack, takeTry } from '../auth/throttle';
import { looksLikeBrowserLoad } from '../goform/origin';
import type { Device, DeviceModule } from '../device';
import { DeviceError } from '../goform/errors';
import { route, type Session } from '../goform/registry';
import { accountMigrations, findAccount, normalizeUserId, provisionAccounts, resetAccounts, storePasswordHash } from '../auth/accounts';
import { factoryKey, SUPERUSER_ID } from '../auth/identity';
import { clearAllFailures, failed, released, reserve, retryAfterMs, succeeded, type Attempt } from '../auth/lockout';
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
 * The answer of a try refused without a check: locked, waiting out its delay, or too many tries
 * from the address. With the attempt, it says when the account may be tried again from this
 * client (`retry_after`, whole seconds, rounded up; contract envelope), so the login can say so.
 */
function waitAnswer(device?: Device, attempt?: Attempt): DeviceError {
  const ms = device && attempt ? retryAfterMs(device, attempt) : 0;
  return new DeviceError(Code.PasswordError, MsgKey.PasswordErrorOrTimeout, ms > 0 ? { retry_after: Math.ceil(ms / 1000) } : {});
}

/**
 * Checks a login and records it in the audit log: success (the factory key's as its own
 * kind), failures (one entry a minute per account and address, with a count) and the lockout
 * a failure starts, each with the client address. A failed login names the account only when
 * one exists by that name: whatever else was typed (a password in the name field) is not kept.
 *
 * In order, before any password is hashed: a GET that looks like a browser loading an image or
 * page is refused as cross-site (`looksLikeBrowserLoad`: nothing counted, nothing logged); the
 * address's bucket of tries (`takeTry`) must hold one, unknown names included; the try is counted
 * (`reserve`, one transaction) unless the account is locked for this client. A browser holding
 * the account's device cookie is counted on its own (auth/deviceCookie.ts).
 */
async function login(device: Device, typed: string, password: string, request: FastifyRequest, reply: FastifyReply) {
  if (looksLikeBrowserLoad(request)) throw new DeviceError(Code.TokenFailed);
  const client = request.ip;
  const uid = normalizeUserId(typed);
  if (!uid) throw new DeviceError(Code.UserNameEmpty);
  if (!password) throw new DeviceError(Code.PasswordEmpty);
  const account = candidate(device, uid);
  const who: Actor = { account: account ? uid : AUDIT_NOT_AN_ACCOUNT, address: client };
  if (!takeTry(device, client)) {
    recordRefusal(device, { ...who, kind: 'loginFailed' });
    throw waitAnswer();
  }
  if (!account) {
    await verifyPassword(password, decoy());
    recordRefusal(device, { ...who, kind: 'loginFailed' });
    throw new DeviceError(Code.UserNameUnknown);
  }
  const attempt: Attempt = { uid, client, cookie: deviceCookieOf(device, request, uid) };
  const reservation = reserve(device, attempt);
  if ('refused' in reservation) {
    recordRefusal(device, { ...who, kind: 'loginFailed' });
    throw waitAnswer(device, attempt);
  }
  let matches: boolean;
  try {
    matches = await account.matches(password);
  } catch (err) {
    released(device, reservation.slot);
    throw err;
  }
  if (!matches) {
    const locked = failed(device, attempt);
    recordRefusal(device, { ...who, kind: 'loginFailed' });
    if (locked) recordAudit(device, { ...who, kind: 'lockout', target: locked === 'account' ? LOCKED_FOR_EVERY_ADDRESS : '' });
    throw locked ? waitAnswer(device, attempt) : new DeviceError(Code.PasswordError, String(Code.PasswordError));
  }
  succeeded(device, attempt, reservation.slot);
  giveTryBack(device, client);
  const binding = wantsBinding(request) ? giveBinding(request, reply) : undefined;
  const { token, sessionKey } = await issueToken(device, account.uid, account.funs, binding);
  if (uid === SUPERUSER_ID) {
    recordAudit(device, { ...who, kind: 'factoryKey' });
    // 11003 opens no console section, only the hidden pages (/snkey, /up, /test's camera), whose calls
    // need a session of their own: a service token limited to those calls (the console keeps it apart).
    throw new DeviceError(Code.Superuser, String(Code.Superuser), { token });
  }
  giveDeviceCookie(device, request, reply, account.uid, attempt.cookie);
  recordAudit(device, { ...who, kind: 'login' });
  return { token, session_key: sessionKey, funs: account.funs, name: account.name, userid: account.uid, idle: device.config.tokenTtlS };
}

export const authModule: DeviceModule = {
  name: 'auth',
  migrations: [...authMigrations, ...accountMigrations],
  routes: [
    route(chklogin, ({ input, device, request, reply }) => login(device, input.userid, input.password, request, reply)),
    route(anvizLogin, async ({ input, device, request, reply }) => {
      const { token } = await login(device, input.userid, input.password, request, reply);
      return { token: asStandardBase64(token) };
    }),
    route(logout, ({ session, actor, device, request, reply }) => {
      revokeSession(device, requireSession(session).jti);
      dropBinding(request, reply);
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
    forgetTries(device);
  },
};
