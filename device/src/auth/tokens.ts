import { randomBytes, randomUUID } from 'node:crypto';
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
export function ensureSecret(device: Device): Buffer {
  const row = device.db.prepare<[], { secret: Buffer }>('SELECT secret FROM auth_secret WHERE id = 1').get();
  if (row) return row.secret;
  const secret = randomBytes(32);
  device.db.prepare('INSERT INTO auth_secret (id, secret) VALUES (1, ?)').run(secret);
  return secret;
}

/** A full initialization signs with a new secret: no token from before it can ever verify again. */
export function renewSecret(device: Device): void {
  device.db.prepare('DELETE FROM auth_secret').run();
  ensureSecret(device);
}

const nowS = (device: Device) => Math.floor(device.now() / 1000);

/** Signs a JWT-shaped HS256 token with string claims, as real terminals issue them, and opens its session. */
export async function issueToken(device: Device, uid: string, funs: string[]): Promise<string> {
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
  device.tx(() => {
    // Ended sessions are only bookkeeping: drop them as new ones open.
    device.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
    device.db
      .prepare('INSERT INTO sessions (jti, uid, funs, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(jti, uid, funs.join(','), now, now + device.config.tokenTtlS);
  });
  return token;
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
 * The session a token opens, or null when the token is missing, forged, expired
 * or revoked, or its account is gone or no longer may log in. A valid use slides
 * the session's expiry.
 */
export async function verifyToken(device: Device, token: string | undefined): Promise<Session | null> {
  if (!token || token.length > 4096) return null;
  const claims = await readClaims(device, token);
  if (!claims || typeof claims.jti !== 'string' || typeof claims.uid !== 'string') return null;
  const now = nowS(device);
  if (claims.iss !== tokenIssuer(device) || !(Number(claims.nbf) <= now) || !(Number(claims.exp) > now)) return null;
  const row = device.db
    .prepare<[string], SessionRow>('SELECT jti, uid, funs, expires_at FROM sessions WHERE jti = ?')
    .get(claims.jti);
  if (!row || row.uid !== claims.uid || row.expires_at <= now) return null;
  const funs = currentFuns(device, row);
  if (!funs) {
    revokeSession(device, row.jti);
    return null;
  }
  device.db.prepare('UPDATE sessions SET expires_at = ? WHERE jti = ?').run(now + device.config.tokenTtlS, row.jti);
  return { uid: row.uid, funs, jti: row.jti };
}

export function revokeSession(device: Device, jti: string): void {
  device.db.prepare('DELETE FROM sessions WHERE jti = ?').run(jti);
}

/** After a password change: every session of that account ends. */
export function revokeUserSessions(device: Device, uid: string): void {
  device.db.prepare('DELETE FROM sessions WHERE uid = ?').run(uid);
}

/** Restart and initialization end every session. */
export function revokeAllSessions(device: Device): void {
  device.db.prepare('DELETE FROM sessions').run();
}
