import type { Device } from '../device';

/** Five wrong passwords within five minutes lock the account for five minutes. */
export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 5 * 60_000;
export const LOCK_MS = 5 * 60_000;

export function isLocked(device: Device, uid: string): boolean {
  const row = device.db
    .prepare<[string], { locked_until: number }>('SELECT locked_until FROM login_locks WHERE userid = ?')
    .get(uid);
  return row !== undefined && row.locked_until > device.now();
}

/** Counts a wrong password; answers true when this one locks the account. */
export function recordFailure(device: Device, uid: string): boolean {
  const now = device.now();
  return device.tx(() => {
    device.db.prepare('DELETE FROM login_failures WHERE userid = ? AND at <= ?').run(uid, now - FAILURE_WINDOW_MS);
    device.db.prepare('INSERT INTO login_failures (userid, at) VALUES (?, ?)').run(uid, now);
    const { n } = device.db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM login_failures WHERE userid = ?')
      .get(uid)!;
    if (n < LOCK_AFTER_FAILURES) return false;
    device.db.prepare('DELETE FROM login_failures WHERE userid = ?').run(uid);
    device.db
      .prepare('INSERT INTO login_locks (userid, locked_until) VALUES (?, ?) ON CONFLICT (userid) DO UPDATE SET locked_until = excluded.locked_until')
      .run(uid, now + LOCK_MS);
    return true;
  });
}

export function clearFailures(device: Device, uid: string): void {
  device.tx(() => {
    device.db.prepare('DELETE FROM login_failures WHERE userid = ?').run(uid);
    device.db.prepare('DELETE FROM login_locks WHERE userid = ?').run(uid);
  });
}
