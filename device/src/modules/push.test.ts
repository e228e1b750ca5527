import { Code } from '@tac/goform/contract';
import { freePort } from '../testing/freePort';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { startFakePushServer, type FakePushServer } from '../testing/pushServer';

let server: FakePushServer;
let t: TestDevice;
let token: string;
let closedPort: number;
beforeAll(async () => {
  closedPort = await freePort();
  server = await startFakePushServer();
  t = await startTestDevice({ env: { DEVICE_SERIAL: 'TEST0001' } });
  token = await t.login();
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const test = (fields: Record<string, unknown>) => t.call('TestPushServer', { servertype: 'url', serverip: '10.0.0.1', serverport: 8081, serverurl: '', ...fields }, { token });

/** TestPushServer against the fake server answering its handshake with `make`. */
async function testAnswering(make: (serial: string) => string) {
  server.answerHandshakeWith(make);
  try {
    return await test({ serverurl: server.url });
  } finally {
    server.answerHandshakeWith(undefined);
  }
}

describe('TestPushServer', () => {
  it('answers ok for a PUSH server, trying the values sent (not saved), with the serial and protocol version', async () => {
    expect(await test({ serverurl: server.url })).toMatchObject({ code: 'success', ok: 1, server: server.url, problem: null });
    expect(Object.fromEntries(server.received.at(-1)!.query)).toMatchObject({ SN: 'TEST0001', options: 'all', pushver: '2.4.1' });
    expect((await t.call('SetCommMode', {}, { token, method: 'GET' })).pushswitch).toBe(0);
  });

  it('builds the address from server IP and port', async () => {
    expect(await test({ servertype: 'ip', serverip: '127.0.0.1', serverport: server.port })).toMatchObject({ ok: 1, server: server.url });
  });

  it.each([
    ['refused', () => ({ serverurl: `http://127.0.0.1:${closedPort}` }), { kind: 'refused' }],
    ['notResolved', () => ({ serverurl: 'http://no-such-server.invalid' }), { kind: 'notResolved' }],
    ['httpStatus', () => ({ serverurl: `${server.url}/elsewhere` }), { kind: 'httpStatus', status: 404 }],
  ])('says exactly what failed: %s', async (_kind, fields, problem) => {
    expect(await test(fields())).toMatchObject({ code: 'success', ok: 0, problem });
  });

  it('says notPush for a server that answers, but not as a PUSH server', async () => {
    expect(await testAnswering(() => '<html><body>Welcome to nginx</body></html>')).toMatchObject({ ok: 0, problem: { kind: 'notPush' } });
  });

  it('refuses an address the contract refuses (10003), and a session without the network right', async () => {
    expect(await test({ serverurl: 'cloud example com' })).toMatchObject({ retvalue: Code.MissingParameters });
    expect(await test({ servertype: 'ip', serverip: '127.0.0.1', serverport: 0 })).toMatchObject({ retvalue: Code.MissingParameters });
    expect(await test({ servertype: 'url', serverurl: '' })).toMatchObject({ retvalue: Code.MissingParameters });
    const operator = await t.login('operator');
    const answer = await t.call('TestPushServer', { servertype: 'url', serverurl: server.url }, { token: operator });
    expect(answer.code).not.toBe('success');
  });

  it('sends the stored device key as pushcommkey, which no read ever answers', async () => {
    await t.call('GetCommMode', { pushkey: 'site-key_42' }, { token, method: 'GET' });
    expect(await t.call('SetCommMode', {}, { token, method: 'GET' })).toMatchObject({ pushkey: '', pushkeyset: 1 });
    await test({ serverurl: server.url });
    expect(server.received.at(-1)!.query.get('pushcommkey')).toBe('site-key_42');
  });
});

describe('GetPushState', () => {
  it('answers the link as its settings have it when no link runs, with the queues counted', async () => {
    t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (1, '2026-11-23 08:00:00', 0)").run();
    const state = await t.call('GetPushState', {}, { token, method: 'GET' });
    expect(state).toMatchObject({ code: 'success', state: 'off', server: '', lastcommand: null, clockoffset: null, problem: null });
    expect(state.queued).toBe((t.device.db.prepare('SELECT count(*) AS n FROM records').get() as { n: number }).n);
  });
});

describe('what a server may answer', () => {
  it('reads an answer to 256 KiB at most: a longer one is not a PUSH server', async () => {
    const long = (serial: string) => `GET OPTION FROM: ${serial}\n${'Padding=x\n'.repeat(30_000)}`;
    expect(await testAnswering(long)).toMatchObject({ ok: 0, problem: { kind: 'notPush' } });
  });
});
