import type { ServerResponse } from 'node:http';
import {
  LIVE_ALARMS_MESSAGE,
  LIVE_DOOR_MESSAGE,
  LIVE_REFETCH_MESSAGE,
  LIVE_REPLAY_MAX,
  LIVE_STREAM_TYPE,
  type EventRow,
  type LiveAlarms,
} from '@tac/goform/contract';
import { currentSession } from '../auth/tokens';
import type { Device } from '../device';
import { doorState } from '../door/simulation';
import { eventsAfter, lastEventId } from '../events/query';
import type { Session } from '../goform/registry';

/**
 * Bytes a stream may hold unsent for a reader that does not keep up; past it the stream is cut
 * (the client reconnects and resumes from its last id) rather than buffered without bound.
 */
export const LIVE_BUFFER_MAX = 256 * 1024;
/** The door the relay drives, as the event log numbers it. */
const RELAY_DOOR = 1;
/** Rows sent at once; more wait for the next push (a burst is sent in steps, never read whole). */
const PUSH_BATCH = 100;

/** One open stream: whose it is, what it has sent, and its response. */
interface LiveStream {
  session: Session;
  response: ServerResponse;
  lastId: number;
  lastAlarms: string;
  lastDoor: string;
}

const streamsOf = new WeakMap<Device, Set<LiveStream>>();
const pushPending = new WeakSet<Device>();

function streams(device: Device): Set<LiveStream> {
  let set = streamsOf.get(device);
  if (!set) streamsOf.set(device, (set = new Set()));
  return set;
}

/** How many streams are open: the device's, this session's and its account's. */
export function openStreams(device: Device, session: Session): { device: number; account: number; session: number } {
  const all = [...streams(device)];
  return {
    device: all.length,
    account: all.filter((s) => s.session.uid === session.uid).length,
    session: all.filter((s) => s.session.jti === session.jti).length,
  };
}

/** One server-sent message: an optional event name and id, the data as JSON. */
const message = (data: unknown, event?: string, id?: number) =>
  `${event ? `event: ${event}\n` : ''}${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;

function end(device: Device, stream: LiveStream): void {
  streams(device).delete(stream);
  stream.response.end();
}

/** Writes to a stream; a reader that lets too much wait is cut off (answers whether the stream is still open). */
function write(device: Device, stream: LiveStream, text: string): boolean {
  stream.response.write(text);
  if (stream.response.writableLength <= LIVE_BUFFER_MAX) return true;
  streams(device).delete(stream);
  stream.response.destroy();
  return false;
}

/** Sends a stream what it has not seen: new log rows, the alarms in force, the door (with the right); ends it with its session. */
function bringUpToDate(device: Device, stream: LiveStream): void {
  const session = currentSession(device, stream.session);
  if (!session?.funs.includes('dataReport')) return end(device, stream);
  stream.session = session;
  const rows: EventRow[] = eventsAfter(device, stream.lastId, PUSH_BATCH);
  for (const row of rows) if (!write(device, stream, message(row, undefined, row.id))) return;
  if (rows.length > 0) stream.lastId = rows[rows.length - 1]!.id;
  if (rows.length === PUSH_BATCH) schedulePush(device);
  const door = doorState(device);
  const alarms: LiveAlarms = { door: RELAY_DOOR, alarms: door.alarms };
  const alarmsText = JSON.stringify(alarms);
  if (alarmsText !== stream.lastAlarms) {
    stream.lastAlarms = alarmsText;
    if (!write(device, stream, message(alarms, LIVE_ALARMS_MESSAGE))) return;
  }
  const doorText = JSON.stringify(door);
  if (session.funs.includes('accessControl') && doorText !== stream.lastDoor) {
    stream.lastDoor = doorText;
    write(device, stream, message(door, LIVE_DOOR_MESSAGE));
  }
}

/**
 * Something may have changed (a door event, the device's tick): every stream is brought up to
 * date once, after the call or tick that noticed it has finished (its rows are then committed).
 */
export function schedulePush(device: Device): void {
  if (pushPending.has(device) || streams(device).size === 0) return;
  pushPending.add(device);
  setImmediate(() => {
    pushPending.delete(device);
    if (!device.db.open) return;
    for (const stream of [...streams(device)]) bringUpToDate(device, stream);
  });
}

/** Where a stream starts: after the client's Last-Event-ID when the log still holds what followed it, else from now. */
function startingPoint(device: Device, lastEventIdHeader: string | undefined): { from: number; refetch: boolean } {
  const newest = lastEventId(device);
  const resumeFrom = Number(lastEventIdHeader);
  if (!lastEventIdHeader || !Number.isSafeInteger(resumeFrom) || resumeFrom < 0 || resumeFrom >= newest) return { from: newest, refetch: false };
  if (newest - resumeFrom > LIVE_REPLAY_MAX && eventsAfter(device, resumeFrom, LIVE_REPLAY_MAX + 1).length > LIVE_REPLAY_MAX) {
    return { from: newest, refetch: true };
  }
  return { from: resumeFrom, refetch: false };
}

/**
 * Opens a stream on `response` (whose caller was admitted): the headers, a refetch notice when the
 * client missed more than the replay, then what it has not seen; it stays open until the client
 * leaves, its session ends, it falls behind, or the device stops.
 */
export function openStream(
  device: Device,
  session: Session,
  response: ServerResponse,
  headers: Record<string, unknown>,
  lastEventIdHeader: string | undefined,
): void {
  const { from, refetch } = startingPoint(device, lastEventIdHeader);
  response.writeHead(200, {
    ...headers,
    'content-type': `${LIVE_STREAM_TYPE}; charset=utf-8`,
    'cache-control': 'no-store',
    // A reverse proxy must pass each message on at once.
    'x-accel-buffering': 'no',
  });
  const stream: LiveStream = { session, response, lastId: from, lastAlarms: '', lastDoor: '' };
  streams(device).add(stream);
  response.on('close', () => streams(device).delete(stream));
  if (refetch && !write(device, stream, message({}, LIVE_REFETCH_MESSAGE))) return;
  bringUpToDate(device, stream);
}

/** The heartbeat: a comment to every stream (keeps proxies from closing an idle one), and a look at each session. */
export function heartbeat(device: Device): void {
  for (const stream of [...streams(device)]) if (write(device, stream, ': heartbeat\n\n')) bringUpToDate(device, stream);
}

/** Ends every stream (the server or the device shutting down). */
export function endStreams(device: Device): void {
  for (const stream of [...streams(device)]) end(device, stream);
}
