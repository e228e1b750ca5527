import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import type { DoorState } from '../contract/door';

/** msw answers and a fake settings group, for screens' component tests against a pretend device. */
const ok = { code: 'success', retvalue: 0, msg: 'Success' } as const;

/** A door at rest: locked on its schedule, closed, no alarm (GetDoorState). */
export const DOOR_AT_REST: DoorState = {
  relay: 'locked',
  sensor: 'closed',
  mode: 'schedule',
  override: '',
  overridekept: 'persisted',
  alarms: [],
  relaydelay: 5,
  sensordelay: 10,
};
export const success = (payload: Record<string, unknown> = {}) => HttpResponse.json({ ...ok, ...payload } as JsonBodyType);
export const failure = (retvalue: number, msg = String(retvalue)) => HttpResponse.json({ code: 'fail', retvalue, msg });
/** The device's "still working, ask again" answer. */
export const waiting = (payload: Record<string, unknown> = {}) =>
  HttpResponse.json({ code: 'wait', retvalue: 0, msg: 'wait', ...payload } as JsonBodyType);

/** A call's query parameters exactly as sent, `_t` included. */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);

/** A GET call that records each request's query parameters in `calls` and answers `payload`. */
export const recordedCall = (name: string, calls: Record<string, string>[], payload: Record<string, unknown>) =>
  http.get(`*/goform/${name}`, ({ request }) => {
    calls.push(queryOf(request));
    return success(payload);
  });

/** Fields a call carried: query parameters for GET, the JSON body for POST. */
export async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    delete params._t;
    return params;
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A settings group of the contract (settings.ts), for the names and methods of its calls. */
export interface GroupCalls {
  read: { name: string };
  write: { name: string; method: 'GET' | 'POST' };
}

/** The write call of a group, as msw handles it. */
export const writeHandler = (group: GroupCalls) => (group.write.method === 'POST' ? http.post : http.get);

/**
 * A settings group on a fake device: reads answer the stored values, writes merge the
 * fields sent and are recorded in `writes`.
 */
export function fakeGroup(server: SetupServer, group: GroupCalls, initial: Record<string, unknown>) {
  const state = { stored: { ...initial }, writes: [] as Record<string, unknown>[] };
  server.use(
    http.get(`*/goform/${group.read.name}`, () => success(state.stored)),
    writeHandler(group)(`*/goform/${group.write.name}`, async ({ request }) => {
      const fields = await fieldsOf(request);
      state.writes.push(fields);
      state.stored = { ...state.stored, ...fields };
      return success(state.stored);
    }),
  );
  return state;
}

/** A settings group whose reads answer `stored` and whose writes the device refuses with `retvalue`. */
export function refusingGroup(server: SetupServer, group: GroupCalls, stored: Record<string, unknown>, retvalue: number) {
  server.use(
    http.get(`*/goform/${group.read.name}`, () => success(stored)),
    writeHandler(group)(`*/goform/${group.write.name}`, () => failure(retvalue)),
  );
}

/** One connection of a fake live stream: the request it came with, and what the device sends on it. */
export interface FakeLiveConnection {
  request: Request;
  send(event: string | undefined, data: unknown, id?: number): void;
  /** The device ends the stream (its session ended, it restarted). */
  end(): void;
}

/**
 * GET /goform/LiveEvents answered as a stream the test writes to (server-sent events): each
 * connection the console opens is kept in `connections`, newest last.
 */
export function fakeLiveStream(server: SetupServer) {
  const connections: FakeLiveConnection[] = [];
  const encoder = new TextEncoder();
  server.use(
    http.get('*/goform/LiveEvents', ({ request }) => {
      let writer!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (writer = controller) });
      connections.push({
        request,
        send: (event, data, id) =>
          writer.enqueue(encoder.encode(`${event ? `event: ${event}\n` : ''}${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`)),
        end: () => writer.close(),
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    connections,
    /** The newest connection (the one the console reads now). */
    get last(): FakeLiveConnection {
      const last = connections[connections.length - 1];
      if (!last) throw new Error('the console opened no live stream');
      return last;
    },
  };
}
