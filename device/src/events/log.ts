import { EVENT_DETAIL_MAX, eventOf, type EventCode } from '@tac/goform/contract';
import type { Migration } from '../db/migrations';
import type { Device } from '../device';
import { cleanText } from '../audit/log';
import { readClock } from '../settings/clock';

/**
 * The event log (contract EVENT_CATALOGUE): one row per event, oldest first by id. Alarms and
 * the other events each keep their own bound, so a busy door's thousands of accesses never
 * rotate an alarm out. `event_counts` holds how many of each there are, kept by triggers in
 * the same transaction as the rows: bounding the log never counts a million rows.
 */
export const eventsMigrations: Migration[] = [
  {
    id: 'events-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE events (
          id INTEGER PRIMARY KEY,
          time TEXT NOT NULL,
          code INTEGER NOT NULL,
          type TEXT NOT NULL CHECK (type IN ('access', 'door', 'alarm', 'device')),
          door INTEGER,
          userid INTEGER,
          detail TEXT
        );
        CREATE INDEX events_time ON events (time);
        CREATE INDEX events_type_time ON events (type, time);
        CREATE INDEX events_code_time ON events (code, time);
        CREATE INDEX events_door_time ON events (door, time) WHERE door IS NOT NULL;
        CREATE INDEX events_user_time ON events (userid, time) WHERE userid IS NOT NULL;
        CREATE INDEX events_alarm_id ON events (id) WHERE type = 'alarm';
        CREATE TABLE event_counts (alarm INTEGER PRIMARY KEY, n INTEGER NOT NULL);
        INSERT INTO event_counts (alarm, n) VALUES (0, 0), (1, 0);
        CREATE TRIGGER events_count_insert AFTER INSERT ON events BEGIN
          UPDATE event_counts SET n = n + 1 WHERE alarm = (new.type = 'alarm');
        END;
        CREATE TRIGGER events_count_delete AFTER DELETE ON events BEGIN
          UPDATE event_counts SET n = n - 1 WHERE alarm = (old.type = 'alarm');
        END;
      `),
  },
];

/** Events kept besides alarms when EVENTS_MAX does not say (the 1 000 000 the log is sized and benchmarked for). */
const EVENTS_MAX = 1_000_000;
/** Alarms kept when EVENT_ALARMS_MAX does not say: a budget of their own, rarer events kept far longer. */
const ALARMS_MAX = 100_000;

const positive = (text: string | undefined, fallback: number) => {
  const wanted = Number(text);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : fallback;
};

/** How many events of a class the log keeps (EVENTS_MAX, EVENT_ALARMS_MAX in the environment, tests). */
export function eventLimit(device: Device, alarm: boolean): number {
  return alarm ? positive(device.config.env.EVENT_ALARMS_MAX, ALARMS_MAX) : positive(device.config.env.EVENTS_MAX, EVENTS_MAX);
}

/**
 * Rows dropped at once past a bound (1 % of it): the log then takes that many inserts before the
 * next prune, so an insert costs O(1) amortized and the log never holds more than its bound.
 */
const pruneBatch = (limit: number) => Math.ceil(limit / 100);

function bound(device: Device, alarm: boolean): void {
  const { n } = device.db.prepare<[number], { n: number }>('SELECT n FROM event_counts WHERE alarm = ?').get(alarm ? 1 : 0)!;
  const limit = eventLimit(device, alarm);
  if (n <= limit) return;
  const drop = n - limit + pruneBatch(limit) - 1;
  device.db
    .prepare(`DELETE FROM events WHERE id IN (SELECT id FROM events WHERE ${alarm ? "type = 'alarm'" : "type <> 'alarm'"} ORDER BY id LIMIT ?)`)
    .run(drop);
}

/** What happened (a code of EVENT_CATALOGUE), and where and to whom when it concerns a door or a user. */
export interface EventInput {
  code: EventCode;
  /** The door (relay route, 1..DOOR_MAX) of an access decision, a door event or a door's alarm. */
  door?: number;
  /** The user an access decision or a duress alarm concerns (unknown cards have none). */
  userid?: number;
  /** A short text: a firmware version, the server a link reached. Cleaned of invisible characters, cut at EVENT_DETAIL_MAX. */
  detail?: string;
}

/**
 * Records one event at the device clock and drops the oldest of its class past the bound; answers
 * its id. What the simulated hardware, the door and the device itself call; inside a transaction,
 * the event lands or goes with it.
 */
export function recordEvent(device: Device, event: EventInput): number {
  const definition = eventOf(event.code);
  if (!definition) throw new Error(`recordEvent: ${event.code} is no code of EVENT_CATALOGUE`);
  const { date, time } = readClock(device);
  const detail = event.detail === undefined ? null : cleanText(event.detail).slice(0, EVENT_DETAIL_MAX);
  return device.tx(() => {
    const id = Number(
      device.db
        .prepare('INSERT INTO events (time, code, type, door, userid, detail) VALUES (?, ?, ?, ?, ?, ?)')
        .run(`${date} ${time}`, event.code, definition.type, event.door ?? null, event.userid ?? null, detail).lastInsertRowid,
    );
    bound(device, definition.type === 'alarm');
    return id;
  });
}

/** Empties the log (a full initialization). */
export function clearEvents(device: Device): void {
  device.db.prepare('DELETE FROM events').run();
}
