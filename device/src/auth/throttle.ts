import type { Device } from '../device';
import { mapPerDevice } from '../perDevice';

/**
 * Login tries per client address, before any password is hashed: a token bucket of
 * BURST tries refilled at one every REFILL_MS. A good login gives its token back, so
 * only failures spend them. An empty bucket answers at once, whatever the name (known,
 * unknown), with the lockout's answer: nothing to time, nothing to hash.
 */
export const BURST = 20;
export const REFILL_MS = 1000;
/** Addresses remembered at most; full buckets are forgotten first. */
const MAX_ADDRESSES = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

const bucketsOf = mapPerDevice<Bucket>();

const refilled = (b: Bucket, now: number): Bucket => ({
  tokens: Math.min(BURST, b.tokens + Math.max(0, now - b.at) / REFILL_MS),
  at: now,
});

/** Takes a try for `client` (`scope` keeps the upgrade password's apart); false when none is left. */
export function takeTry(device: Device, client: string, scope = 'login'): boolean {
  const map = bucketsOf(device);
  const key = `${scope}\n${client}`;
  const now = device.now();
  const bucket = refilled(map.get(key) ?? { tokens: BURST, at: now }, now);
  if (bucket.tokens < 1) {
    map.set(key, bucket);
    return false;
  }
  map.delete(key);
  map.set(key, { tokens: bucket.tokens - 1, at: now });
  if (map.size > MAX_ADDRESSES) {
    for (const [k, b] of map) {
      if (map.size <= MAX_ADDRESSES) break;
      if (refilled(b, now).tokens >= BURST) map.delete(k);
    }
    // Still over: the oldest (first inserted) go.
    for (const k of map.keys()) {
      if (map.size <= MAX_ADDRESSES) break;
      map.delete(k);
    }
  }
  return true;
}

/** A good login gives its try back. */
export function giveTryBack(device: Device, client: string, scope = 'login'): void {
  const map = bucketsOf(device);
  const key = `${scope}\n${client}`;
  const bucket = map.get(key);
  if (bucket) map.set(key, { ...bucket, tokens: Math.min(BURST, bucket.tokens + 1) });
}

export function forgetTries(device: Device): void {
  bucketsOf(device).clear();
}
