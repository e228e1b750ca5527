import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { addRecord } from '../records/log';
import { startTestDevice, type TestDevice } from './harness';
import { scheduleTimeSync } from './timeSync';

const HOUR = 3_600_000;
const NTP_TO_UNIX_S = 2_208_988_800;

/** How a fake server answers a request: the answer's bytes, or nothing (a silent server). */
type Answering = (request: Buffer) => Buffer | undefined;

/** A server answer: mode 4, version 4, the request's transmit time as originate, `ms` as receive and transmit time. */
function serverAnswer(request: Buffer, ms: number, { stratum = 2, leap = 0 } = {}): Buffer {
  const answer = Buffer.alloc(48);
  answer[0] = (leap << 6) | (4 << 3) | 4;
  answer[1] = stratum;
  request.copy(answer, 24, 40, 48);
  const seconds = Math.floor(ms / 1000);
  for (const at of [32, 40]) {
    answer.writeUInt32BE(seconds + NTP_TO_UNIX_S, at);
    answer.writeUInt32BE(Math.floor(((ms % 1000) / 1000) * 2 ** 32), at + 4);
  }
  return answer;
}

/** The time a request was sent at (its transmit timestamp), in ms. */
const sentAt = (request: Buffer) => (request.readUInt32BE(40) - NTP_TO_UNIX_S) * 1000 + (request.readUInt32BE(44) / 2 ** 32) * 1000;

/** A fake NTP server on the loopback, answering as told; `requests` counts what it got. */
async function fakeServer(answering: Answering): Promise<{ port: number; requests: Buffer[]; close: () => void }> {
  const socket: Socket = createSocket('udp4');
  const requests: Buffer[] = [];
  socket.on('message', (request, from) => {
    requests.push(request);
    const answer = answering(request);
    if (answer) socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: (socket.address() as AddressInfo).port, requests, close: () => socket.close() };
}

/** Runs `test` with a fake server answering as told, closed afterwards whatever happens. */
async function withServer(answering: Answering, test: (server: Awaited<ReturnType<typeof fakeServer>>) => Promise<void>): Promise<void> {
  const server = await fakeServer(answering);
  try {
    await test(server);
  } finally {
    server.close();
  }
}

/** A port nothing listens on: bound, then let go. */
async function closedPort(): Promise<number> {
  const server = await fakeServer(() => undefined);
  server.close();
  return server.port;
}

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice();
  await t.login();
});
afterEach(() => t.close());

/** The group as read once `done` holds of it (within 5 s). */
async function readWhen(done: (answer: Awaited<ReturnType<TestDevice['call']>>) => boolean) {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    const answer = await t.call('SetDateTimeParam');
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the network time status never came');
}

/** Saves network time against 127.0.0.1:port and reads the group once the exchange it starts is over. */
async function syncWith(port: number, more: Record<string, unknown> = {}) {
  const saved = await t.call('GetDateTimeParam', { timemode: 'ntp', ntpserver1: '127.0.0.1', ntpport: port, ...more });
  expect(saved.code).toBe('success');
  return readWhen((answer) => answer.ntplastsync !== '' || answer.ntperror !== '');
}

describe('network time (SNTP) against a fake server on the loopback', () => {
  it('sets the clock an hour off right and reports the sync and the offset applied', async () => {
    await t.call('GetDateTimeParam', { date: '2026-03-02', time: '09:00:00' });
    await withServer((request) => serverAnswer(request, sentAt(request) + HOUR), async (server) => {
      const status = await syncWith(server.port);
      expect(status).toMatchObject({ timemode: 'ntp', date: '2026-03-02', time: '10:00:00', ntperror: '' });
      expect(status.ntpoffsetms).toBeCloseTo(HOUR, -1);
      expect(status.ntplastsync).toBe('2026-03-02T10:00:00.000Z');
      const request = server.requests[0]!;
      expect(request).toHaveLength(48);
      expect(request[0]).toBe((4 << 3) | 3);
    });
  });

  it('reports a server that does not answer as a timeout, and leaves the clock alone', async () => {
    await withServer(() => undefined, async (server) => {
      const before = await t.call('SetDateTimeParam');
      const status = await syncWith(server.port);
      expect(status).toMatchObject({ ntperror: 'timeout', ntplastsync: '', time: before.time });
      expect(server.requests).toHaveLength(1);
    });
  });

  it('reports a closed port as refused', async () => {
    expect(await syncWith(await closedPort())).toMatchObject({ ntperror: 'refused', ntplastsync: '' });
  });

  it.each([
    ['a short answer', (r: Buffer) => serverAnswer(r, sentAt(r) + HOUR).subarray(0, 40), 'badAnswer'],
    ['an answer in client mode', (r: Buffer) => Buffer.from(r), 'badAnswer'],
    ['an answer to another request', (r: Buffer) => serverAnswer(Buffer.alloc(48), sentAt(r) + HOUR), 'badAnswer'],
    ["a kiss-o'-death (stratum 0)", (r: Buffer) => serverAnswer(r, sentAt(r) + HOUR, { stratum: 0 }), 'kissOfDeath'],
    ['an unsynchronized server (leap 3)', (r: Buffer) => serverAnswer(r, sentAt(r) + HOUR, { leap: 3 }), 'unsynchronized'],
  ])('refuses %s: the error is reported and the clock not moved', async (_, answering, error) => {
    await withServer(answering, async (server) => {
      const before = await t.call('SetDateTimeParam');
      expect(await syncWith(server.port)).toMatchObject({ ntperror: error, ntplastsync: '', time: before.time });
    });
  });

  it('tries the next server when the first refuses', async () => {
    await withServer((request) => serverAnswer(request, sentAt(request) - 5000), async (good) => {
      const status = await syncWith(good.port, { ntpserver1: '127.0.0.2', ntpserver2: '127.0.0.1' });
      expect(status).toMatchObject({ ntperror: '', time: '09:59:55' });
    });
  });

  it('a date and time written in ntp mode leave the clock to the servers; manual mode forgets the status', async () => {
    await withServer((request) => serverAnswer(request, sentAt(request)), async (server) => {
      await syncWith(server.port);
      await t.call('GetDateTimeParam', { date: '2030-01-01', time: '00:00:00' });
      expect((await t.call('SetDateTimeParam')).date).toBe('2026-03-02');
      await t.call('GetDateTimeParam', { timemode: 'manual' });
      expect(await readWhen((answer) => answer.ntplastsync === '')).toMatchObject({ timemode: 'manual', ntperror: '' });
    });
  });

  it('an initialization of the settings puts manual time back and forgets the status', async () => {
    await withServer((request) => serverAnswer(request, sentAt(request)), async (server) => {
      expect((await syncWith(server.port)).ntplastsync).not.toBe('');
      expect((await t.call('InitMachine', { settings: 1 })).code).toBe('success');
      // The device restarts (SIM_RESTART_MS) and ends every session.
      t.advance(1000);
      await t.login();
      expect(await t.call('SetDateTimeParam')).toMatchObject({ timemode: 'manual', ntplastsync: '', ntperror: '' });
    });
  });

  it('stops with the device: no exchange once it is closed', async () => {
    const server = await fakeServer((request) => serverAnswer(request, sentAt(request)));
    try {
      await syncWith(server.port);
      const asked = server.requests.length;
      t.device.close();
      await scheduleTimeSync(t.device);
      expect(server.requests).toHaveLength(asked);
    } finally {
      server.close();
      t = await startTestDevice();
    }
  });

  it.each([
    [{ timemode: 'ntp', ntpserver1: '' }, 'ntpserver1'],
    [{ ntpserver1: 'ntp server' }, 'ntpserver1'],
    [{ ntpserver2: 'pool.ntp.org:123' }, 'ntpserver2'],
    [{ ntpserver3: '300.1.1.1' }, 'ntpserver3'],
    [{ ntpserver1: `${'a'.repeat(63)}.`.repeat(4) + 'org' }, 'ntpserver1'],
    [{ ntpport: 0 }, 'ntpport'],
    [{ ntpport: 65536 }, 'ntpport'],
    [{ ntpinterval: 0 }, 'ntpinterval'],
    [{ ntpinterval: 1441 }, 'ntpinterval'],
    [{ timezone: 'Mars/Olympus_Mons' }, 'timezone'],
    [{ timezone: '../../etc/passwd' }, 'timezone'],
    [{ timezone: 'europe/paris' }, 'timezone'],
  ])('refuses %j (10003) and keeps what was stored', async (fields, field) => {
    const before = await t.call('SetDateTimeParam');
    const answer = await t.call('GetDateTimeParam', fields);
    expect(answer).toMatchObject({ code: 'fail', retvalue: 10003 });
    expect(answer.field).toBe(field);
    const after = await t.call('SetDateTimeParam');
    expect({ ...after, time: before.time }).toEqual(before);
  });
});

describe('a time zone', () => {
  it('gives local time by its rules, daylight saving included, and the DST group is then not applied', async () => {
    await t.call('GetDSTParam', { mode: 'date', offset: 2, startmonth: 1, startday: 1, starttime: '00:00', endmonth: 12, endday: 31, endtime: '23:00' }, { method: 'POST' });
    expect((await t.call('GetDateTimeParam', { timezone: 'Europe/Paris' })).code).toBe('success');
    // 2026-03-02T10:00Z is 11:00 in Paris in winter; on 29 March Paris goes to summer time.
    expect(await t.call('SetDateTimeParam')).toMatchObject({ timezone: 'Europe/Paris', date: '2026-03-02', time: '11:00:00' });
    t.advance(27 * 24 * HOUR);
    await t.login();
    expect(await t.call('SetDateTimeParam')).toMatchObject({ date: '2026-03-29', time: '12:00:00' });
  });

  it('a change of zone moves local times but no stored record’s instant', async () => {
    await t.call('GetDateTimeParam', { timezone: 'Europe/Paris' });
    const { date, time } = await t.call('SetDateTimeParam');
    addRecord(t.device, { userid: 1, time: `${date} ${time}`, status: 0 });

    expect((await t.call('GetDateTimeParam', { timezone: 'Asia/Tokyo' })).code).toBe('success');
    expect(await t.call('SetDateTimeParam')).toMatchObject({ date: '2026-03-02', time: '19:00:00' });
    const { date: later, time: laterTime } = await t.call('SetDateTimeParam');
    addRecord(t.device, { userid: 1, time: `${later} ${laterTime}`, status: 1 });

    const { record } = await t.call('searchrecord', { start: 0, limit: 10, order: 'asc' });
    expect(record).toMatchObject([
      { datetime: '2026-03-02 11:00:00', utcoffset: 60 },
      { datetime: '2026-03-02 19:00:00', utcoffset: 540 },
    ]);
    // Both were punched at the same instant: local stamp minus its offset.
    const instant = (r: { datetime: string; utcoffset: number }) => Date.parse(`${r.datetime.replace(' ', 'T')}Z`) - r.utcoffset * 60_000;
    expect(instant(record[0])).toBe(Date.parse('2026-03-02T10:00:00Z'));
    expect(instant(record[1])).toBe(instant(record[0]));
  });

  it('a date and time set by hand are the zone’s local time', async () => {
    await t.call('GetDateTimeParam', { timezone: 'America/New_York' });
    await t.call('GetDateTimeParam', { date: '2026-07-04', time: '12:00:00' });
    await t.call('GetDateTimeParam', { timezone: '' });
    // Back to no zone: the instant 16:00Z read in the host's zone (UTC under test).
    expect(await t.call('SetDateTimeParam')).toMatchObject({ date: '2026-07-04', time: '16:00:00' });
  });
});
