import { createServer, type Socket } from 'node:net';
import { addRecord } from '../records/log';
import { setClock } from '../settings/clock';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { eventually, startFakePushServer, type FakePushServer } from '../testing/pushServer';
import { PushLink } from './link';

/** The link of a test device to a fake server: switched on through the console's own call. */
async function linked(options: { serverDelay?: number } = {}) {
  const server = await startFakePushServer({ delay: options.serverDelay });
  const t = await startTestDevice({ env: { DEVICE_SERIAL: 'LINK0001', PUSH_ERROR_DELAY_S: '1' } });
  const token = await t.login();
  const link = new PushLink(t.device).start();
  const state = async () => t.call('GetPushState', {}, { token, method: 'GET' });
  const switchOn = (fields: Record<string, unknown> = {}) =>
    t.call('GetCommMode', { pushswitch: 1, servertype: 'url', serverurl: server.url, ...fields }, { token, method: 'GET' });
  return { server, t, token, link, state, switchOn };
}

const opened: { server: FakePushServer; t: TestDevice; link: PushLink }[] = [];
afterEach(async () => {
  for (const { server, t, link } of opened.splice(0)) {
    link.stop();
    await server.close();
    await t.close();
  }
});
async function open(options?: { serverDelay?: number }) {
  const l = await linked(options);
  opened.push(l);
  return l;
}

/** Waits until an asynchronous check holds (the device's own answers). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const punch = (t: TestDevice, userid: number, time: string, status = 0) => addRecord(t.device, { userid, time, status });
const pins = (lines: string[]) => lines.map((l) => l.split('\t').slice(0, 3).join(' '));

describe('the central-server link: uploads', () => {
  it('stays off, contacting nobody, until the console switches it on', async () => {
    const { server, state } = await open();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.received).toHaveLength(0);
    expect(await state()).toMatchObject({ state: 'off', server: '', queued: 0 });
  });

  it('shakes hands, then sends every punch once, in the order made, as ATTLOG lines', async () => {
    const { server, t, switchOn, state } = await open();
    for (let i = 0; i < 1200; i++) punch(t, 1 + (i % 7), `2026-11-23 08:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`, i % 2);
    expect(await state()).toMatchObject({ queued: 1200 });
    await switchOn();
    await eventually('1200 punches stored', () => server.stored('ATTLOG').length === 1200);
    const handshake = server.received[0]!;
    expect(handshake.path).toBe('/iclock/cdata');
    expect(Object.fromEntries(handshake.query)).toMatchObject({ SN: 'LINK0001', options: 'all', pushver: '2.4.1' });
    expect(server.stored('ATTLOG')[0]).toBe('1\t2026-11-23 08:00:00\t0\t1\t0\t0');
    expect(new Set(server.stored('ATTLOG')).size).toBe(1200);
    // Batches of at most 500 lines, each with the stamp of its last.
    const uploads = server.received.filter((r) => r.query.get('table') === 'ATTLOG');
    expect(uploads.map((u) => [u.lines.length, u.query.get('Stamp')])).toEqual([
      [500, '500'],
      [500, '1000'],
      [200, '1200'],
    ]);
    await until('online', async () => (await state()).state === 'online');
    expect(await state()).toMatchObject({ server: server.url, queued: 0, problem: null, lastcontact: expect.stringMatching(/^2026-11-23 /) });
  });

  it('records the link coming up and going down in the event log, with the server', async () => {
    const { server, t, state, switchOn } = await open();
    await switchOn();
    await until('online', async () => (await state()).state === 'online');
    await t.call('GetCommMode', { pushswitch: 0 }, { token: await t.login(), method: 'GET' });
    await until('off', async () => (await state()).state === 'off');
    const events = t.device.db.prepare<[], { code: number; detail: string }>('SELECT code, detail FROM events WHERE code IN (402, 403) ORDER BY id').all();
    expect(events).toEqual([
      { code: 402, detail: server.url },
      { code: 403, detail: server.url },
    ]);
  });

  it("asks for the server's commands while a long queue is still going up, not only after it", async () => {
    const { server, t, switchOn } = await open();
    for (let i = 0; i < 3000; i++) punch(t, 1, `2026-11-2${1 + Math.floor(i / 1000)} 08:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`);
    await switchOn();
    await eventually('all 3000', () => server.stored('ATTLOG').length === 3000);
    const order = server.received.map((r) => r.query.get('table') ?? r.path);
    const firstPoll = order.indexOf('/iclock/getrequest');
    expect(firstPoll).toBeGreaterThan(-1);
    expect(order.lastIndexOf('ATTLOG')).toBeGreaterThan(firstPoll);
  });

  it("sends a punch made during the turn's last request (a slow poll) at once, not a Delay later", async () => {
    const { server, t, switchOn } = await open({ serverDelay: 60 });
    await switchOn();
    await eventually('first poll', () => server.received.some((r) => r.path === '/iclock/getrequest'));
    const polls = () => server.received.filter((r) => r.path === '/iclock/getrequest').length;
    const before = polls();
    // A new key means a new handshake and a poll at once; the server holds that poll's answer.
    server.holdNextPoll(800);
    await switchOn({ pushkey: 'second-key' });
    // Reaching the poll is not what is timed (a loaded machine may take a while): the punch after it is.
    await eventually('the held poll', () => polls() > before, 30_000);
    punch(t, 6, '2026-11-23 09:30:00');
    const made = Date.now();
    await eventually('the punch', () => server.stored('ATTLOG').length === 1, 5000);
    expect(Date.now() - made).toBeLessThan(2000);
    // Room for the 30 s wait above on a loaded machine (jest's 20 s would end the test first).
  }, 45_000);

  it('sends a punch made while online within a second, without waiting for the poll', async () => {
    const { server, t, switchOn } = await open({ serverDelay: 60 });
    await switchOn();
    await eventually('first poll', () => server.received.some((r) => r.path === '/iclock/getrequest'));
    const made = Date.now();
    punch(t, 5, '2026-11-23 09:00:00');
    await eventually('the punch', () => server.stored('ATTLOG').length === 1, 1000);
    expect(Date.now() - made).toBeLessThan(1000);
  });

  it('keeps a batch the server answered 500, 403 or garbage for, and sends it again after ErrorDelay', async () => {
    const { server, t, switchOn, state } = await open();
    punch(t, 1, '2026-11-23 08:00:00');
    punch(t, 2, '2026-11-23 08:00:01');
    server.failNext({ status: 500 }, { status: 403 }, { text: '<html>proxy error</html>' });
    const tries = () => server.received.filter((r) => r.query.get('table') === 'ATTLOG');
    await switchOn();
    await until('a failing state after the 500', async () => (await state()).state === 'failing');
    expect(await state()).toMatchObject({ problem: { kind: 'httpStatus', status: 500 }, queued: 2 });
    await until('waiting after the 403', async () => (await state()).state === 'waiting');
    expect(await state()).toMatchObject({ problem: { kind: 'httpStatus', status: 403 }, queued: 2 });
    await until('not a PUSH answer', async () => (await state() as { problem?: { kind: string } }).problem?.kind === 'notPush');
    await eventually('stored at last', () => server.stored('ATTLOG').length === 2, 5000);
    expect(pins(server.stored('ATTLOG'))).toEqual(['1 2026-11-23 08:00:00 0', '2 2026-11-23 08:00:01 0']);
    expect(tries()).toHaveLength(4);
    // After the 500 and the 403 the same upload went again (the server answered: it stored nothing);
    // after an answer that was not the protocol's, a handshake came first.
    const handshakes = server.received.filter((r) => r.path === '/iclock/cdata' && r.query.get('options') === 'all');
    expect(handshakes).toHaveLength(2);
    expect(await state()).toMatchObject({ state: 'online', problem: null, queued: 0 });
  });

  it('reports a server that is not there as refused', async () => {
    const { server, switchOn, state } = await open();
    await server.close();
    await switchOn();
    await until('refused', async () => (await state() as { problem?: { kind: string } }).problem?.kind === 'refused');
    expect(await state()).toMatchObject({ state: 'failing', lastcontact: '' });
  });

  it('reports a server that takes the connection and answers nothing as a timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const t = await startTestDevice({ env: { PUSH_TIMEOUT_MS: '300', PUSH_ERROR_DELAY_S: '1' } });
    const link = new PushLink(t.device).start();
    try {
      const token = await t.login();
      const port = (silent.address() as { port: number }).port;
      await t.call('GetCommMode', { pushswitch: 1, servertype: 'ip', serverip: '127.0.0.1', serverport: port }, { token, method: 'GET' });
      await until('a timeout', async () => ((await t.call('GetPushState', {}, { token, method: 'GET' })) as { problem?: { kind: string } }).problem?.kind === 'timeout');
    } finally {
      link.stop();
      await t.close();
      silent.close();
      for (const socket of sockets) socket.destroy();
    }
  });

  it('loses nothing when the clock is set back: the queue is in the order punches were made, not by their time', async () => {
    const { server, t, switchOn } = await open();
    punch(t, 1, '2026-11-23 10:00:00');
    setClock(t.device, '2026-11-20', '07:00:00');
    punch(t, 1, '2026-11-20 07:00:05');
    await switchOn();
    await eventually('both', () => server.stored('ATTLOG').length === 2);
    expect(pins(server.stored('ATTLOG'))).toEqual(['1 2026-11-23 10:00:00 0', '1 2026-11-20 07:00:05 0']);
  });

  it('follows the stamp a server states: from behind it sends again, ahead it does not send twice', async () => {
    const { server, t, switchOn, link } = await open();
    for (let i = 0; i < 10; i++) punch(t, 1, `2026-11-23 08:00:0${i}`);
    server.setStamp('ATTLOG', '6');
    await switchOn();
    await eventually('the four after stamp 6', () => server.stored('ATTLOG').length === 4);
    expect(pins(server.stored('ATTLOG'))[0]).toBe('1 2026-11-23 08:00:06 0');
    // A new server knowing stamp 2 only: the terminal sends from 3 on again.
    link.stop();
    server.setStamp('ATTLOG', '2');
    opened[0]!.link = new PushLink(t.device).start();
    await eventually('eight more', () => server.stored('ATTLOG').length === 12);
  });

  it('sends user changes made on the terminal as OPERLOG USER lines, deletions as OPLOG 9', async () => {
    const { server, t, token, switchOn } = await open();
    await switchOn();
    await t.call('adduser', { userid: 4100, username: 'Ayse Kaya', cardid: '445566', groupid: 3 }, { token });
    await t.call('adduser', { userid: 4101, username: 'Short Stay' }, { token });
    await t.call('deleteuser', { userid: 4101 }, { token });
    await eventually('the changes', () => server.stored('OPERLOG').some((l) => l.startsWith('OPLOG 9')));
    const lines = server.stored('OPERLOG');
    expect(lines).toContain('USER PIN=4100\tName=Ayse Kaya\tPri=0\tPasswd=\tCard=445566\tGrp=3');
    // Gone by the time it was sent: its USER line is not sent, its deletion is.
    expect(lines.filter((l) => l.includes('PIN=4101'))).toEqual([]);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^OPLOG 9\t0\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\t4101\t/)]));
  });
});
