import {
  Code,
  LIVE_HEARTBEAT_MS,
  LIVE_STREAM_TYPE,
  LIVE_STREAMS_PER_ACCOUNT,
  LIVE_STREAMS_PER_DEVICE,
  LIVE_STREAMS_PER_SESSION,
  LiveEvents,
} from '@tac/goform/contract';
import type { Device, DeviceModule } from '../device';
import { onDoorEvent } from '../door/events';
import { DeviceError } from '../goform/errors';
import { route } from '../goform/registry';
import { endStreams, heartbeat, openStream, openStreams, schedulePush } from '../live/streams';

/** How often open streams are looked at besides the door's own events: rows the door did not raise, sessions that ended. */
const LOOK_MS = 1000;

const timers = new WeakMap<Device, NodeJS.Timeout[]>();

/** The live stream (device/README.md "Live stream"): new event-log rows, the alarms in force and the door, as they happen. */
export const liveModule: DeviceModule = {
  name: 'live',
  migrations: [],
  routes: [
    route(LiveEvents, ({ device, session, request, reply }) => {
      // Only a client that reads a stream gets one: any other caller gets the envelope.
      if (!request.headers.accept?.includes(LIVE_STREAM_TYPE)) throw new DeviceError(Code.MissingParameters);
      const open = openStreams(device, session!);
      const full = open.session >= LIVE_STREAMS_PER_SESSION || open.account >= LIVE_STREAMS_PER_ACCOUNT || open.device >= LIVE_STREAMS_PER_DEVICE;
      if (full) throw new DeviceError(Code.Busy);
      reply.hijack();
      const lastEventId = request.headers['last-event-id'];
      openStream(device, session!, reply.raw, reply.getHeaders(), typeof lastEventId === 'string' ? lastEventId : undefined);
      return reply;
    }),
  ],
  start: (device) => {
    onDoorEvent(device, () => schedulePush(device));
    // unref: an open stream's timers never keep a process (or a test run) alive by themselves.
    timers.set(device, [setInterval(() => schedulePush(device), LOOK_MS).unref(), setInterval(() => heartbeat(device), LIVE_HEARTBEAT_MS).unref()]);
  },
  stop: (device) => {
    for (const timer of timers.get(device) ?? []) clearInterval(timer);
    endStreams(device);
  },
};
