import type { Device } from '../device';

/**
 * The login lockout (DESIGN §6a, OWASP "device cookies").
 *
 * Every try is counted BEFORE its password is hashed: `reserve` takes a slot in one SQLite
 * transaction (the slot counts as a failure until `succeeded` gives it back), so concurrent
 * guesses cannot all pass a check that only later counts them.
 *
 * Three counters, each in its own scope:
 * - a client without a device cookie of the account, per account and client address: five
 *   tries within five minutes lock that account for that address for five minutes, and from
 *   the second on each try must wait a growing delay (1, 2, 4 s);
 * - the same clients together, per account whatever their address: twenty failures within
 *   fifteen minutes lock the account for every client without a device cookie, for fifteen
 *   minutes, doubling with each such lock within a day (at most 8 h);
 * - a client presenting a valid device cookie of the account (a browser that logged in as it
 *   before): its own five within five minutes, whatever the others did. Guesses made without
 *   the cookie, from anywhere, never keep the owner out.
 */
export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60_000;
export const LOCK_MS = 5 * 60_000;
export const ACCOUNT_LOCK_AFTER_FAILURES = 20;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LOCK_MS = 15 * 60_000;
const ACCOUNT_LOCK_MAX_MS = 8 * 3600_000;
const STRIKES_FORGOTTEN_MS = 24 * 3600_000;

/** The wait before the next try after `failures` recent failures. */
export const backoffMs = (failures: number) => (failures < 2 ? 0 : 1000 * 2 ** (failures - 2));

/** Who is trying: the account (its normalised id), from one client address, with a device cookie's id or ''. */
export interface Attempt {
  uid: string;
  client: string;
  /** The id of a valid device cookie of this account the client presented, '' without one. */
  cookie: string;
}

/** A slot reserved for one try (its row), or why the try is refused without a check. */
export type Reservation = { slot: number } | { refused: 'locked' };

/** Where a lock applies: an address (untrusted clients), the account (every untrusted client), a device cookie. */
const scopes = ({ client, cookie }: Attempt) =>
  cookie ? { own: `cookie:${cookie}`, shared: null } : { own: `addr:${client}`, shared: 'account' };

interface Count {
  n: number;
  last: number | null;
}

/** This client's recent failures toward the account (its device cookie's, or its address's without one). */
function clientFailures(device: Device, { uid, client, cookie }: Attempt, since: number): Count {
  return cookie
    ? device.db
        .prepare<[string, string, number], Count>('SELECT count(*) AS n, max(at) AS last FROM login_failures WHERE userid = ? AND cookie = ? AND at > ?')
        .get(uid, cookie, since)!
    : device.db
        .prepare<[string, string, number], Count>(
          "SELECT count(*) AS n, max(at) AS last FROM login_failures WHERE userid = ? AND client = ? AND cookie = '' AND at > ?",
        )
        .get(uid, client, since)!;
}

/** The account's recent failures from every client without its device cookie (the ceiling across addresses). */
const untrustedFailures = (device: Device, uid: string, since: number): number =>
  device.db
    .prepare<[string, number], { n: number }>("SELECT count(*) AS n FROM login_failures WHERE userid = ? AND cookie = '' AND at > ?")
    .get(uid, since)!.n;

/**
 * Counts this try before its check, or refuses it: locked, or its back-off delay not over.
 * One transaction, so two concurrent tries never both see room for one.
 */
export function reserve(device: Device, attempt: Attempt): Reservation {
  const now = device.now();
  const { uid, client, cookie } = attempt;
  const { own, shared } = scopes(attempt);
  return device.tx(() => {
    device.db.prepare('DELETE FROM login_failures WHERE at <= ?').run(now - ACCOUNT_WINDOW_MS);
    const lockedUntil = (scope: string) =>
      device.db
        .prepare<[string, string], { locked_until: number }>('SELECT locked_until FROM login_locks WHERE userid = ? AND scope = ?')
        .get(uid, scope)?.locked_until ?? 0;
    if (lockedUntil(own) > now || (shared && lockedUntil(shared) > now)) return { refused: 'locked' as const };
    const recent = clientFailures(device, attempt, now - FAILURE_WINDOW_MS);
    if (recent.n >= LOCK_AFTER_FAILURES) return { refused: 'locked' as const };
    if (recent.last !== null && now - recent.last < backoffMs(recent.n)) return { refused: 'locked' as const };
    if (!cookie && untrustedFailures(device, uid, now - ACCOUNT_WINDOW_MS) >= ACCOUNT_LOCK_AFTER_FAILURES) {
      return { refused: 'locked' as const };
    }
    const { lastInsertRowid } = device.db
      .prepare('INSERT INTO login_failures (userid, client, cookie, at) VALUES (?, ?, ?, ?)')
      .run(uid, client, cookie, now);
    return { slot: Number(lastInsertRowid) };
  });
}

/**
 * How long this client must wait before its next try toward the account counts (issue 34: the
 * login says "try again in N minutes"): the later of its locks' ends (its own, and the account's
 * for a client without the device cookie) and the end of its back-off delay; 0 when it may try now.
 */
export function retryAfterMs(device: Device, attempt: Attempt): number {
  const now = device.now();
  const { own, shared } = scopes(attempt);
  const ends = [own, shared]
    .filter((scope): scope is string => scope !== null)
    .map(
      (scope) =>
        device.db
          .prepare<[string, string], { locked_until: number }>('SELECT locked_until FROM login_locks WHERE userid = ? AND scope = ?')
          .get(attempt.uid, scope)?.locked_until ?? 0,
    );
  const recent = clientFailures(device, attempt, now - FAILURE_WINDOW_MS);
  if (recent.last !== null) ends.push(recent.last + backoffMs(recent.n));
  return Math.max(0, ...ends.map((end) => end - now));
}

/** What a failure locked: nothing, this client (address or device cookie), or the account for every untrusted client. */
export type Locked = null | 'client' | 'account';

function lock(device: Device, uid: string, scope: string, ms: number, strikes = 1): void {
  device.db
    .prepare(
      `INSERT INTO login_locks (userid, scope, locked_until, strikes, struck_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (userid, scope) DO UPDATE SET locked_until = excluded.locked_until, strikes = excluded.strikes, struck_at = excluded.struck_at`,
    )
    .run(uid, scope, device.now() + ms, strikes, device.now());
}

/** The reserved try was a wrong password: its slot stays counted. Answers what it locked. */
export function failed(device: Device, attempt: Attempt): Locked {
  const now = device.now();
  const { uid, client, cookie } = attempt;
  const { own } = scopes(attempt);
  return device.tx(() => {
    let locked: Locked = null;
    if (clientFailures(device, attempt, now - FAILURE_WINDOW_MS).n >= LOCK_AFTER_FAILURES) {
      lock(device, uid, own, LOCK_MS);
      if (cookie) device.db.prepare('DELETE FROM login_failures WHERE userid = ? AND cookie = ?').run(uid, cookie);
      else device.db.prepare("UPDATE login_failures SET client = '' WHERE userid = ? AND client = ? AND cookie = ''").run(uid, client);
      locked = 'client';
    }
    if (!cookie) {
      if (untrustedFailures(device, uid, now - ACCOUNT_WINDOW_MS) >= ACCOUNT_LOCK_AFTER_FAILURES) {
        const before = device.db
          .prepare<[string], { strikes: number; struck_at: number }>("SELECT strikes, struck_at FROM login_locks WHERE userid = ? AND scope = 'account'")
          .get(uid);
        const strikes = before && now - before.struck_at < STRIKES_FORGOTTEN_MS ? before.strikes + 1 : 1;
        lock(device, uid, 'account', Math.min(ACCOUNT_LOCK_MS * 2 ** (strikes - 1), ACCOUNT_LOCK_MAX_MS), strikes);
        device.db.prepare("DELETE FROM login_failures WHERE userid = ? AND cookie = ''").run(uid);
        locked = 'account';
      }
    }
    return locked;
  });
}

/**
 * A good login gives its slot back and forgets this client's failures (its address's, or its
 * device cookie's). The failures other addresses made toward the account's ceiling stay counted.
 */
export function succeeded(device: Device, attempt: Attempt, slot: number): void {
  const { uid, client, cookie } = attempt;
  device.tx(() => {
    device.db.prepare('DELETE FROM login_failures WHERE id = ?').run(slot);
    if (cookie) device.db.prepare('DELETE FROM login_failures WHERE userid = ? AND cookie = ?').run(uid, cookie);
    else device.db.prepare("DELETE FROM login_failures WHERE userid = ? AND client = ? AND cookie = ''").run(uid, client);
    device.db.prepare('DELETE FROM login_locks WHERE userid = ? AND scope = ?').run(uid, scopes(attempt).own);
  });
}

/** A try that ended without a check (an error): its slot is given back. */
export function released(device: Device, slot: number): void {
  device.db.prepare('DELETE FROM login_failures WHERE id = ?').run(slot);
}

export function clearAllFailures(device: Device): void {
  device.db.prepare('DELETE FROM login_failures').run();
  device.db.prepare('DELETE FROM login_locks').run();
}
