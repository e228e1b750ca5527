import { randomBytes } from 'node:crypto';
import { eventOf } from '@tac/goform/contract';
import type { Device } from '../device';
import { hashPasswordSync } from '../auth/passwords';
import { deviceTime } from '../records/filters';
import { NAME_SETS } from './names';

/** Deterministic pseudo-random numbers (mulberry32): the same seed makes the same device. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const BATCH = 10_000;

/** Runs `insertOne(i)` for i in [0, count) in transactions of BATCH rows. */
function batched(device: Device, count: number, insertOne: (i: number) => void): void {
  for (let done = 0; done < count; done += BATCH) {
    device.tx(() => {
      for (let i = done; i < Math.min(count, done + BATCH); i++) insertOne(i);
    });
  }
}

/**
 * Users 1..count with names in several scripts, most with a card, many with
 * fingerprints, some with a face and a PIN (one hash shared: hashing is slow on purpose).
 */
export function seedUsers(device: Device, count: number, rand = prng(1)): void {
  const pinHash = hashPasswordSync('1234');
  const user = device.db.prepare(
    'INSERT INTO users (userid, username, password_hash, cardid, admin, groupid, identifymode, face) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const fp = device.db.prepare('INSERT INTO fingerprints (userid, slot, template) VALUES (?, ?, ?)');
  const template = randomBytes(384);
  batched(device, count, (i) => {
    const id = i + 1;
    const set = pick(rand, NAME_SETS);
    const card = rand() < 0.7 ? String(1_000_000_000 + ((id * 7919) % 3_000_000_000)).slice(0, 10) : null;
    user.run(
      id,
      set.join(pick(rand, set.given), pick(rand, set.family)),
      rand() < 0.1 ? pinHash : null,
      card,
      id <= 3 ? 1 : 0,
      Math.floor(rand() * 4),
      0,
      rand() < 0.3 ? 1 : 0,
    );
    if (rand() < 0.6) fp.run(id, 0, template);
    if (rand() < 0.3) fp.run(id, 5, template);
  });
}

const DAY_MS = 86_400_000;

interface Punch {
  t: number;
  userid: number;
  status: number;
  temperature: number | null;
}

/** One user's working day: IN around 09:00 (with a temperature, a few at fever level), sometimes a lunch break, OUT around 18:00. */
function workday(rand: () => number, base: number, userid: number): Punch[] {
  const at = (h: number, spreadS: number) => base + (h * 3600 + Math.floor(rand() * spreadS)) * 1000;
  const temperature = Math.round((36 + rand() * 1.2 + (rand() < 0.03 ? 1 : 0)) * 10) / 10;
  const day: Punch[] = [{ t: at(8.5, 3600), userid, status: 0, temperature }];
  if (rand() < 0.2) {
    day.push({ t: at(12, 1800), userid, status: 1, temperature: null });
    day.push({ t: at(12.75, 1800), userid, status: 0, temperature: null });
  }
  day.push({ t: at(17.5, 4500), userid, status: rand() < 0.03 ? 2 + Math.floor(rand() * 6) : 1, temperature: null });
  return day;
}

/**
 * `count` punches over the `days` days before the device's clock, written in time
 * order as a terminal writes them: each day a rotating share of the users works a day.
 */
export function seedRecords(device: Device, count: number, userCount: number, days = 90, rand = prng(2)): void {
  if (count === 0 || userCount === 0) return;
  const insert = device.db.prepare('INSERT INTO records (userid, time, status, temperature) VALUES (?, ?, ?, ?)');
  const today = Math.floor(device.now() / DAY_MS) * DAY_MS;
  const usersPerDay = Math.max(1, Math.ceil(count / days / 2.4));
  let next = 0;
  let day = days;
  const pending: Punch[] = [];
  batched(device, count, () => {
    while (pending.length === 0) {
      const base = today - Math.max(1, day--) * DAY_MS;
      for (let k = 0; k < usersPerDay; k++) pending.push(...workday(rand, base, 1 + ((next + k) % userCount)));
      next = (next + usersPerDay) % userCount;
      pending.sort((a, b) => b.t - a.t);
    }
    const r = pending.pop()!;
    insert.run(r.userid, deviceTime(r.t), r.status, r.temperature);
  });
}

/** How often each event occurs in a busy door's log: mostly access decisions, a few door events, rare alarms and device events. */
const EVENT_MIX: { codes: number[]; share: number; door: boolean; user: boolean }[] = [
  { codes: [100, 101, 102, 103, 104], share: 0.8, door: true, user: true },
  { codes: [150, 151, 153], share: 0.05, door: true, user: true },
  { codes: [152], share: 0.03, door: true, user: false },
  { codes: [200, 201, 202], share: 0.1, door: true, user: false },
  { codes: [300, 301, 302, 303], share: 0.015, door: true, user: false },
  { codes: [400, 401, 402, 403, 404], share: 0.005, door: false, user: false },
];

/**
 * `count` events over the last `days`, oldest first (as the log keeps them), written straight
 * into the table: a full log for benches, without a million bound checks.
 */
export function seedEvents(device: Device, count: number, userCount: number, days = 365, rand = prng(3)): void {
  const insert = device.db.prepare('INSERT INTO events (time, code, type, door, userid) VALUES (?, ?, ?, ?, ?)');
  const end = device.now();
  const step = (days * DAY_MS) / Math.max(1, count);
  batched(device, count, (i) => {
    let roll = rand();
    const kind = EVENT_MIX.find((k) => (roll -= k.share) < 0) ?? EVENT_MIX[0]!;
    const code = pick(rand, kind.codes);
    const user = kind.user && userCount > 0 ? 1 + Math.floor(rand() * userCount) : null;
    insert.run(deviceTime(end - (count - i) * step), code, eventOf(code)!.type, kind.door ? 1 + Math.floor(rand() * 2) : null, user);
  });
}
