import type { Device } from '../device';

/**
 * Wrong passwords are counted per account and client address: five within five
 * minutes lock that account for that address for five minutes, and from the
 * second one on each try must wait a growing delay (1, 2, 4 s). Guesses from one
 * address never keep the owner out at another.
 */
export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60_000;
export const LOCK_MS = 5 * 60_000;

/** The wait before the next try after `failures` recent failures. */
export const backoffMs = (failures: number) => (failures < 2 ? 0 : 1000 * 2 ** (failures - 2));

/** Who is trying: the account (its normalised id) from one client address. */
export interface Attempt {
  uid: string;
  client: string;
}

/** True while the account is locked for this address, or its back-off delay has not passed. */
export function mustWait(device: Device, { uid, client }: Attempt): boolean {
  const now = device.now();
  const lock = device.db
    .prepare<[string, string], { locked_until: number }>('SELECT locked_until FROM login_locks WHERE userid = ? AND client = ?')
    .get(uid, client);
  if (lock && lock.locked_until > now) return true;
  const recent = device.db
    .prepare<[string, string, number], { n: number; last: number | null }>(
      'SELECT count(*) AS n, max(at) AS last FROM login_failures WHERE userid = ? AND client = ? AND at > ?',
    )
    .get(uid, client, now - FAILURE_WINDOW_MS)!;
  return recent.last !== null && now - recent.last < backoffMs(recent.n);
}

/** Counts a wrong password; answers true when this one locks the account for this address. */
export function recordFailure(device: Device, { uid, client }: Attempt): boolean {
  const now = device.now();
  return device.tx(() => {
    device.db.prepare('DELETE FROM login_failures WHERE at <= ?').run(now - FAILURE_WINDOW_MS);
    device.db.prepare('INSERT INTO login_failures (userid, client, at) VALUES (?, ?, ?)').run(uid, client, now);
    const { n } = device.db
      .prepare<[string, string], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE userid = ? AND client = ?')
      .get(uid, client)!;
    if (n < LOCK_AFTER_FAILURES) return false;
    device.db.prepare('DELETE FROM login_failures WHERE userid = ? AND client = ?').run(uid, client);
    device.db
      .prepare(
        `INSERT INTO login_locks (userid, client, locked_until) VALUES (?, ?, ?)
         ON CONFLICT (userid, client) DO UPDATE SET locked_until = excluded.locked_until`,
      )
      .run(uid, client, now + LOCK_MS);
    return true;
  });
}

/** A good login forgets this address's failures for the account. */
export function clearFailures(device: Device, { uid, client }: Attempt): void {
  device.tx(() => {
    device.db.prepare('DELETE FROM login_failures WHERE userid = ? AND client = ?').run(uid, client);
    device.db.prepare('DELETE FROM login_locks WHERE userid = ? AND client = ?').run(uid, client);
  });
}

export function clearAllFailures(device: Device): void {
  device.db.prepare('DELETE FROM login_failures').run();
  device.db.prepare('DELETE FROM login_locks').run();
}
