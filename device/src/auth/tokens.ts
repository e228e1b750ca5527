import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { storedSecret } from '../db/secret';
import { SESSION_KEY_DIGITS } from '@tac/goform/contract';
import { CompactSign, compactVerify } from 'jose';
import type { Device } from '../device';
import type { Session } from '../goform/registry';
import { findAccount } from './accounts';
import { SUPERUSER_ID, tokenIssuer } from './identity';

/** A token never outlives this, however active the session (the sliding expiry is kept server side). */
const ABSOLUTE_LIFETIME_S = 24 * 3600;

interface SessionRow {
  jti: string;
  uid: string;
  funs: string;
  expires_at: number;
  binding_hash: string | null;
}

interface Claims {
  iss?: unknown;
  uid?: unknown;
  jti?: unknown;
  exp?: unknown;
  iat?: unknown;
  nbf?: unknown;
}

/** The per-device signing secret, made on first start and kept in the database. */
export const ensureSecret = (device: Device): Buffer => storedSecret(device, 'auth_secret');

/** A full initialization signs with a new secret: no token from before it can ever verify again. */
export function renewSecret(device: Device): void {
  device.db.prepare('DELETE FROM auth_secret').run();
  ensureSecret(device);
}

const nowS = (device: Device) => Math.floor(device.now() / 1000);

/** A session's key: SESSION_KEY_DIGITS random digits, the first not 0 (a number to a script that reads one). */
function newSessionKey(): string {
  let key = String(randomInt(1, 10));
  while (key.length < SESSION_KEY_DIGITS) key += String(randomInt(0, 10));
  return key;
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** What a login opens: the signed token and the session key of the same session. */
export interface OpenedSession {
  token: string;
  sessionKey: string;
}

/**
 * Signs a JWT-shaped HS256 token with string claims, as real terminals issue them, and opens its
 * session, which scripts may also name by its session key. With a `binding` (a console login,
 * auth/sessionBinding.ts) the token is taken only beside it.
 */
export async function issueToken(device: Device, uid: string, funs: string[], binding?: string): Promise<OpenedSession> {
  const now = nowS(device);
  const jti = randomUUID();
  const claims = {
    iss: tokenIssuer(device),
    uid,
    jti,
    iat: String(now),
    nbf: String(now),
    exp: String(now + ABSOLUTE_LIFETIME_S),
  };
  const token = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(ensureSecret(device));
  const sessionKey = newSessionKey();
  device.tx(() => {
    // Ended sessions are only bookkeeping: drop them as new ones open.
    device.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
    device.db
      .prepare(
        'INSERT INTO sessions (jti, uid, funs, issued_at, expires_at, key_hash, binding_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(jti, uid, funs.join(','), now, now + device.config.tokenTtlS, keyHash(sessionKey), binding ? keyHash(binding) : null);
  });
  return { token, sessionKey };
}

async function readClaims(device: Device, token: string): Promise<Claims | null> {
  try {
    const { payload } = await compactVerify(token, ensureSecret(device), { algorithms: ['HS256'] });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

/**
 * What the session's account may do now: rights are looked up on every call, so a
 * deleted or demoted account loses them at once. The factory service session keeps
 * the narrow rights it was opened with.
 */
function currentFuns(device: Device, row: SessionRow): string[] | null {
  if (row.uid === SUPERUSER_ID) return row.funs ? row.funs.split(',') : [];
  return findAccount(device, row.uid)?.funs ?? null;
}

/**
 * The session of a stored row, once the caller has named it rightly: null when it has ended or its
 * account is gone or no longer may log in. A valid use slides the session's expiry (`slide`; not a
 * call the console made by itself, BACKGROUND_CALL_HEADER).
 */
function liveSession(device: Device, row: SessionRow | undefined, uid: string, slide: boolean): Session | null {
  const now = nowS(device);
  if (!row || row.uid !== uid || row.expires_at <= now) return null;
  const funs = currentFuns(device, row);
  if (!funs) {
    revokeSession(device, row.jti);
    return null;
  }
  if (slide) device.db.prepare('UPDATE sessions SET expires_at = ? WHERE jti = ?').run(now + device.config.tokenTtlS, row.jti);
  return { uid: row.uid, funs, jti: row.jti };
}

/**
 * A token as scripts send it: a JWT in base64url, or newer firmware's standard base64 (`+`, `/`, `=`),
 * whose `+` a query string turns into a space when the script put it there raw. Both read as base64url.
 */
export const asBase64url = (token: string): string =>
  token.replace(/ /g, '+').replace(/=+(?=\.|$)/g, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token in newer firmware's standard base64, as /anviz/login answers it. */
export const asStandardBase64 = (token: string): string =>
  token
    .split('.')
    .map((part) => Buffer.from(part, 'base64url').toString('base64'))
    .join('.');

/** Whether a session bound to a browser's cookie is presented with that cookie (an unbound one always is). */
function bindingHolds(row: SessionRow, binding: string | undefined): boolean {
  if (row.binding_hash === null) return true;
  if (!binding) return false;
  return timingSafeEqual(Buffer.from(keyHash(binding)), Buffer.from(row.binding_hash));
}

/**
 * The session a token opens, or null when the token is missing, forged, expired
 * or revoked, its account is gone or no longer may log in, or it is bound to a
 * cookie the call does not present. A valid use slides the session's expiry unless `slide` is false.
 */
export async function verifyToken(device: Device, token: string | undefined, binding?: string, slide = true): Promise<Session | null> {
  if (!token || token.length > 4096) return null;
  const claims = await readClaims(device, asBase64url(token));
  if (!claims || typeof claims.jti !== 'string' || typeof claims.uid !== 'string') return null;
  const now = nowS(device);
  if (claims.iss !== tokenIssuer(device) || !(Number(claims.nbf) <= now) || !(Number(claims.exp) > now)) return null;
  const row = device.db
    .prepare<[string], SessionRow>('SELECT jti, uid, funs, expires_at, binding_hash FROM sessions WHERE jti = ?')
    .get(claims.jti);
  return row && bindingHolds(row, binding) ? liveSession(device, row, claims.uid, slide) : null;
}

/** The session a script names by its account (`session_id`) and session key, or null as verifyToken. */
export function verifySessionKey(device: Device, account: string, key: string, binding?: string, slide = true): Session | null {
  if (!/^\d{1,32}$/.test(key)) return null;
  const row = device.db
    .prepare<[string], SessionRow & { issued_at: number }>(
      'SELECT jti, uid, funs, expires_at, issued_at, binding_hash FROM sessions WHERE key_hash = ?',
    )
    .get(keyHash(key));
  // A key, like a token, never outlives the absolute lifetime.
  if (!row || row.issued_at + ABSOLUTE_LIFETIME_S <= nowS(device) || !bindingHolds(row, binding)) return null;
  return liveSession(device, row, account, slide);
}

/**
 * The session as it stands now, or null once it has ended (logout, expiry, password change, restart)
 * or its account is gone: what a long-lived call (the live stream) checks again while it runs. Never slides.
 */
export function currentSession(device: Device, session: Session): Session | null {
  const row = device.db
    .prepare<[string], SessionRow>('SELECT jti, uid, funs, expires_at, binding_hash FROM sessions WHERE jti = ?')
    .get(session.jti);
  return liveSession(device, row, session.uid, false);
}

export function revokeSession(device: Device, jti: string): void {
  device.db.prepare('DELETE FROM sessions WHERE jti = ?').run(jti);
}

/** After a password change: every session of that account ends. Answers how many did. */
export function revokeUserSessions(device: Device, uid: string): number {
  return device.db.prepare('DELETE FROM sessions WHERE uid = ?').run(uid).changes;
}

/** Restart and initialization end every session. */
export function revokeAllSessions(device: Device): void {
  device.db.prepare('DELETE FROM sessions').run();
}
