import { originStorage } from './originStorage';

/**
 * How long the session has left. The device slides a session's end by its idle limit at every call
 * it takes with the token (device TOKEN_TTL_S), and says that limit at login (chklogin `idle`). The
 * console counts from the last answer it had, which every tab shares (this origin's localStorage),
 * so one tab in use keeps the others from warning. Counted in the browser's own time: the device's
 * clock may be set to anything.
 */
export const SESSION_IDLE_KEY = 'tac-session-idle-s';
export const SESSION_USED_KEY = 'tac-session-used-at';

const listeners = new Set<() => void>();

function readNumber(key: string): number | undefined {
  const value = Number(originStorage()?.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function write(key: string, value: number): void {
  try {
    originStorage()?.setItem(key, String(value));
  } catch {
    // Storage full or denied: no warning then, as with a device that says no limit.
  }
  for (const listener of listeners) listener();
}

/**
 * The idle limits the console warns of: under two minutes a warning a minute ahead would come at
 * once; over a day, past what a browser's timer counts. Outside them the console says nothing.
 */
const WARNED_IDLE_S = { min: 120, max: 24 * 3600 };

/** At login: the idle limit the device gave (none from a terminal that does not say it). */
export function rememberIdleLimit(seconds: number | undefined, now = Date.now()): void {
  const warned = seconds !== undefined && Number.isFinite(seconds) && seconds >= WARNED_IDLE_S.min && seconds <= WARNED_IDLE_S.max;
  if (warned) write(SESSION_IDLE_KEY, seconds);
  else originStorage()?.removeItem(SESSION_IDLE_KEY);
  // A new session starts now, whatever an older one left.
  write(SESSION_USED_KEY, now);
}

/** The device took a call, sent at `sentAt`, with the session's token: its end moved on (never back, for an answer that came late). */
export function recordSessionUse(sentAt = Date.now()): void {
  if (sentAt > (readNumber(SESSION_USED_KEY) ?? 0)) write(SESSION_USED_KEY, sentAt);
}

/** Milliseconds before the device ends the session if nothing is done; undefined when the device said no limit. */
export function sessionTimeLeft(now = Date.now()): number | undefined {
  const idle = readNumber(SESSION_IDLE_KEY);
  const used = readNumber(SESSION_USED_KEY);
  if (idle === undefined || used === undefined) return undefined;
  return used + idle * 1000 - now;
}

/** Calls `listener` when the session was used, in this tab or another one. */
export function onSessionUse(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_USED_KEY || event.key === SESSION_IDLE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** With the rest of the session when it ends. */
export function forgetSessionClock(): void {
  originStorage()?.removeItem(SESSION_IDLE_KEY);
  originStorage()?.removeItem(SESSION_USED_KEY);
}
