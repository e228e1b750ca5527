import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { LIVE_STREAMS_PER_ACCOUNT, LIVE_STREAMS_PER_DEVICE, LIVE_STREAMS_PER_SESSION } from '@tac/goform/contract';
import { issueToken } from '../auth/tokens';
import { SUPERUSER_ID } from '../auth/identity';
import { recordEvent } from '../events/log';
import { LIVE_BUFFER_MAX, openStream, openStreams } from './streams';
import { listenOnLoopback, OPERATOR_PASSWORD, startTestDevice, type TestDevice } from '../testing/harness';

/** One message as a client of the stream reads it. */
interface Message {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

/** A client of GET /goform/LiveEvents on a listening device: its status, what it got, and when it ended. */
interface StreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  contentType: string;
  messages: Message[];
  body: () => string;
  ended: Promise<void>;
  waitFor: (found: (m: Message) => boolean, ms?: number) => Promise<Message>;
  close: () => void;
}

let t: TestDevice;
let port: number;
const clients: StreamClient[] = [];

beforeEach(async () => {
  t = await startTestDevice({ env: { SIM_DOOR_OPENS_MS: '1000', SIM_DOOR_CLOSES_MS: '4000' } });
  ({ http: port } = await listenOnLoopback(t));
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await t.close();
});

function parse(block: string): Message | null {
  const fields = block.split('\n').filter((line) => !line.startsWith(':'));
  const value = (name: string) => fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
  const data = value('data');
  return data === undefined ? null : { event: value('event') ?? 'message', id: value('id'), data: JSON.parse(data) as Record<string, unknown> };
}

function connect(headers: Record<string, string>, query = ''): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/goform/LiveEvents${query}`, headers: { accept: 'text/event-stream', ...headers } }, (res: IncomingMessage) => {
      let text = '';
      const messages: Message[] = [];
      const waiting = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const m = parse(block);
          if (m) messages.push(m);
        }
        for (const wake of waiting) wake();
      });
      let raw = '';
      res.on('data', (chunk: string) => (raw += chunk));
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      const client: StreamClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        contentType: String(res.headers['content-type']),
        messages,
        body: () => raw,
        ended,
        waitFor: (found, ms = 3000) =>
          new Promise((done, fail) => {
            const look = () => {
              const m = messages.find(found);
              if (!m) return;
              waiting.delete(look);
              clearTimeout(timer);
              done(m);
            };
            const timer = setTimeout(() => {
              waiting.delete(look);
              fail(new Error(`no such message within ${ms} ms; got ${JSON.stringify(messages)}`));
            }, ms);
            waiting.add(look);
            look();
          }),
        close: () => req.destroy(),
      };
      clients.push(client);
      resolve(client);
    });
    req.on('error', reject);
    req.end();
  });
}

const asAdmin = async (token: string, name: string, fields: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') =>
  t.call(name, fields, { token, method });
const isRow = (code: number) => (m: Message) => m.event === 'message' && m.data.code === code;
const within = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function doorWithSensorInTestMode(token: string) {
  await asAdmin(token, 'GetAccessControl', { doorsensor: 1 }, 'GET');
  await t.call('GetDebugParam', { mode: 'test' });
}

describe('the live stream', () => {
  it('pushes a forced-open alarm as it happens: the log row (its id), the alarms in force and the door', async () => {
    const admin = await t.login();
    await doorWithSensorInTestMode(admin);
    const stream = await connect({ 'x-token': admin });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect((await stream.waitFor((m) => m.event === 'alarms')).data).toEqual({ door: 1, alarms: [] });
    expect((await stream.waitFor((m) => m.event === 'door')).data).toMatchObject({ relay: 'locked', sensor: 'closed', alarms: [] });

    await asAdmin(admin, 'test_door', { event: 'forceOpen' });
    const row = await stream.waitFor(isRow(301), 2000);
    expect(row).toMatchObject({ id: String(row.data.id), data: { type: 'alarm', door: 1 } });
    await stream.waitFor((m) => m.event === 'alarms' && (m.data.alarms as string[]).includes('forcedOpen'), 2000);
    await stream.waitFor((m) => m.event === 'door' && m.data.sensor === 'open', 2000);

    await asAdmin(admin, 'AcknowledgeAlarm', { alarm: 'forcedOpen' });
    const raised = stream.messages.indexOf(row);
    await stream.waitFor((m) => m.event === 'alarms' && (m.data.alarms as string[]).length === 0 && stream.messages.indexOf(m) > raised, 2000);
  });

  it('notices the door closing by itself, with no call: the device looks at its door every second', async () => {
    const admin = await t.login();
    await doorWithSensorInTestMode(admin);
    await asAdmin(admin, 'DoorControl', { action: 'open' });
    const stream = await connect({ 'x-token': admin });
    await stream.waitFor((m) => m.event === 'door' && m.data.relay === 'unlocked');
    t.advance(6000);
    await stream.waitFor(isRow(202), 2500);
    await stream.waitFor((m) => m.event === 'door' && m.data.relay === 'locked' && m.data.sensor === 'closed', 2500);
  });

  it('resumes after the Last-Event-ID it is given: the rows after it, then what comes', async () => {
    const admin = await t.login();
    const ids = [200, 202, 401].map((code) => recordEvent(t.device, { code: code as 200 | 202 | 401, door: code < 300 ? 1 : undefined }));
    const stream = await connect({ 'x-token': admin, 'last-event-id': String(ids[0]) });
    await stream.waitFor(isRow(401));
    expect(stream.messages.filter((m) => m.event === 'message').map((m) => Number(m.id))).toEqual(ids.slice(1));
    recordEvent(t.device, { code: 403 });
    await stream.waitFor(isRow(403), 2500);
  });

  it('starts from now without a Last-Event-ID, and tells a client that missed more than it replays to read the log again', async () => {
    const admin = await t.login();
    const first = recordEvent(t.device, { code: 402 });
    for (let i = 0; i < 501; i++) recordEvent(t.device, { code: 403 });
    const fresh = await connect({ 'x-token': admin });
    const behind = await connect({ 'x-token': admin, 'last-event-id': String(first) });
    await behind.waitFor((m) => m.event === 'refetch');
    await fresh.waitFor((m) => m.event === 'alarms');
    await within(200);
    for (const c of [fresh, behind]) expect(c.messages.filter((m) => m.event === 'message')).toEqual([]);
  });

  it('refuses a caller without a token (40104) and one without the event log right (11000), in the envelope', async () => {
    const none = await connect({});
    await none.ended;
    expect(JSON.parse(none.body())).toMatchObject({ code: 'fail', retvalue: 40104 });
    const { token: service } = await issueToken(t.device, SUPERUSER_ID, ['machine']);
    const narrow = await connect({ 'x-token': service });
    await narrow.ended;
    expect(JSON.parse(narrow.body())).toMatchObject({ code: 'fail', retvalue: 11000 });
  });

  it("refuses another site's page even with the token in the query (an EventSource), and lets no origin read it", async () => {
    const admin = await t.login();
    const crossSite: Record<string, string>[] = [{ origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: 'http://evil.example' }];
    for (const headers of crossSite) {
      const page = await connect(headers, `?token=${encodeURIComponent(admin)}`);
      await page.ended;
      expect(page.contentType).not.toMatch(/event-stream/);
      expect(JSON.parse(page.body())).toMatchObject({ code: 'fail', retvalue: 10002 });
      expect(page.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('starts from now on a Last-Event-ID that is no event id (garbage, negative, huge, past the newest)', async () => {
    const admin = await t.login();
    for (let i = 0; i < 3; i++) recordEvent(t.device, { code: 403 });
    for (const lastId of ['garbage', '-5', '9'.repeat(4000), '1e400', String(Number.MAX_SAFE_INTEGER)]) {
      const stream = await connect({ 'x-token': admin, 'last-event-id': lastId });
      expect(stream.status).toBe(200);
      await stream.waitFor((m) => m.event === 'alarms');
      await within(50);
      expect(stream.messages.filter((m) => m.event !== 'alarms' && m.event !== 'door')).toEqual([]);
      stream.close();
      await stream.ended;
    }
  });

  it('refuses a client that does not ask for a stream (10003)', async () => {
    const admin = await t.login();
    expect(await t.call('LiveEvents', {}, { token: admin, method: 'GET' })).toMatchObject({ code: 'fail', retvalue: 10003 });
  });

  it('gives an account without the access-control right the alarms but not the door', async () => {
    const admin = await t.login();
    await doorWithSensorInTestMode(admin);
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    const stream = await connect({ 'x-token': operator });
    await asAdmin(admin, 'test_door', { event: 'tamper' });
    await stream.waitFor((m) => m.event === 'alarms' && (m.data.alarms as string[]).includes('tamper'), 2000);
    await stream.waitFor(isRow(302), 2000);
    expect(stream.messages.filter((m) => m.event === 'door')).toEqual([]);
  });

  it('ends with its session (logout, a restart) and never keeps the session alive', async () => {
    const admin = await t.login();
    const expiry = () => t.device.db.prepare<[], { e: number }>('SELECT max(expires_at) AS e FROM sessions').get()!.e;
    const before = expiry();
    t.advance(60_000);
    const stream = await connect({ 'x-token': admin });
    await stream.waitFor((m) => m.event === 'alarms');
    expect(expiry()).toBe(before);
    const other = await t.login();
    await t.call('logout', {}, { token: admin, method: 'GET' });
    await stream.ended;
    const restarted = await connect({ 'x-token': other });
    await restarted.waitFor((m) => m.event === 'alarms');
    await t.call('RestartMachine', {}, { token: other, method: 'POST' });
    await restarted.ended;
  });

  const refusedBusy = async (client: StreamClient) => {
    await client.ended;
    expect(JSON.parse(client.body())).toMatchObject({ code: 'fail', retvalue: 10005 });
  };

  it('holds at most 4 streams of one session (10005 beyond) and takes another once one closes', async () => {
    const admin = await t.login();
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i++) expect((await connect({ 'x-token': admin })).status).toBe(200);
    await refusedBusy(await connect({ 'x-token': admin }));
    clients[0]!.close();
    await clients[0]!.ended;
    await within(50);
    expect((await connect({ 'x-token': admin })).contentType).toMatch(/^text\/event-stream/);
  });

  /** Opens `count` streams of `account`, a session for each 4. */
  async function openAs(account: string, count: number) {
    for (let i = 0; i < count / LIVE_STREAMS_PER_SESSION; i++) {
      const { token } = await issueToken(t.device, account, ['dataReport']);
      for (let j = 0; j < LIVE_STREAMS_PER_SESSION; j++) expect((await connect({ 'x-token': token })).status).toBe(200);
    }
  }

  it('holds at most 16 streams of one account over its sessions (10005 beyond), leaving room for the others', async () => {
    await openAs('operator', LIVE_STREAMS_PER_ACCOUNT);
    await refusedBusy(await connect({ 'x-token': (await issueToken(t.device, 'operator', ['dataReport'])).token }));
    expect((await connect({ 'x-token': await t.login() })).status).toBe(200);
  });

  it('holds at most 32 streams on the device (10005 beyond)', async () => {
    await openAs('admin', LIVE_STREAMS_PER_DEVICE / 2);
    await openAs('operator', LIVE_STREAMS_PER_DEVICE / 2);
    await refusedBusy(await connect({ 'x-token': (await issueToken(t.device, SUPERUSER_ID, ['dataReport'])).token }));
  });
});

/** A response whose reader never takes a byte: everything written waits in its buffer. */
class UnreadResponse extends Writable {
  writeHead(): this {
    return this;
  }
  override _write(): void {}
}

it(`cuts off a reader that lets more than ${LIVE_BUFFER_MAX / 1024} KiB wait rather than buffer for it`, async () => {
  await issueToken(t.device, 'admin', ['dataReport']);
  const { jti } = t.device.db.prepare<[], { jti: string }>('SELECT jti FROM sessions ORDER BY issued_at DESC LIMIT 1').get()!;
  const session = { uid: 'admin', funs: ['dataReport'], jti };
  const response = new UnreadResponse();
  openStream(t.device, session, response as unknown as ServerResponse, {}, '0');
  expect(openStreams(t.device, session)).toEqual({ device: 1, account: 1, session: 1 });
  const detail = 'x'.repeat(100);
  t.device.tx(() => {
    for (let i = 0; i < 3000; i++) recordEvent(t.device, { code: 403, detail });
  });
  // The device's next look at its streams (every second) sends the rows.
  await within(1500);
  expect(response.destroyed).toBe(true);
  expect(response.writableLength).toBeLessThan(LIVE_BUFFER_MAX + 100 * 300);
  expect(openStreams(t.device, session)).toEqual({ device: 0, account: 0, session: 0 });
});
