import { z } from 'zod';
import { endpoint } from './define';
import { DOOR_ALARMS } from './door';

/** The media type of the live stream (server-sent events); a client must ask for it (Accept). */
export const LIVE_STREAM_TYPE = 'text/event-stream';
/** The message of a door change: its data is the GetDoorState answer (sent only to sessions with the accessControl right). */
export const LIVE_DOOR_MESSAGE = 'door';
/** The message of the alarms in force changing: its data is `{ door, alarms }` (every session of the stream). */
export const LIVE_ALARMS_MESSAGE = 'alarms';
/** The message telling a resuming client that the rows after its Last-Event-ID are more than the stream replays: read the log again. */
export const LIVE_REFETCH_MESSAGE = 'refetch';
/** Event-log rows replayed after a reconnect (Last-Event-ID); beyond, the stream sends refetch. */
export const LIVE_REPLAY_MAX = 500;
/** Streams one session may hold open at once (a console page holds one). */
export const LIVE_STREAMS_PER_SESSION = 4;
/** Streams the device holds open at once. */
export const LIVE_STREAMS_PER_DEVICE = 32;
/** Streams one account may hold open over all its sessions: half the device's, so one account never takes them all. */
export const LIVE_STREAMS_PER_ACCOUNT = LIVE_STREAMS_PER_DEVICE / 2;
/** Milliseconds between the heartbeat comments that keep idle proxies from closing the stream. */
export const LIVE_HEARTBEAT_MS = 15_000;

export const liveAlarms = z.object({
  /** The door whose alarms these are (the relay's, door 1 of the event log). */
  door: z.number(),
  alarms: z.array(z.enum(DOOR_ALARMS)),
});
export type LiveAlarms = z.infer<typeof liveAlarms>;

export const LiveEvents = endpoint({
  name: 'LiveEvents',
  method: 'GET',
  access: 'dataReport',
  stream: { contentType: LIVE_STREAM_TYPE },
  request: z.object({}),
  response: z.string(),
  doc:
    'A live stream of server-sent events (Accept: text/event-stream; without it 10003) for as long as the session lives: ' +
    'each new event-log row as a message whose id is the event id and data the searchEvents row; `event: alarms` with ' +
    '{door, alarms} (the door and the alarms in force there) at the start and when they change; `event: door` with the GetDoorState answer at ' +
    'the start and when it changes, for a session with the accessControl right. After a reconnect with Last-Event-ID the ' +
    `rows after it are replayed (at most ${LIVE_REPLAY_MAX}; beyond, \`event: refetch\` and the stream goes on from now). ` +
    `A comment every ${LIVE_HEARTBEAT_MS / 1000} s. Does not keep the session alive; ends when the session ends ` +
    '(logout, expiry, password change, restart). A client that reads too slowly is cut off. Codes: 10005 beyond ' +
    `${LIVE_STREAMS_PER_SESSION} streams of one session, ${LIVE_STREAMS_PER_ACCOUNT} of one account or ${LIVE_STREAMS_PER_DEVICE} of the device.`,
});
