import { addRecord } from '../records/log';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { eventually, startFakePushServer, type FakePushServer } from '../testing/pushServer';
import { execute } from './commands';
import { PushLink } from './link';
import { queuedCount } from './queue';

let server: FakePushServer;
let t: TestDevice;
let link: PushLink;
let token: string;

beforeEach(async () => {
  server = await startFakePushServer();
  t = await startTestDevice({ env: { DEVICE_SERIAL: 'CMD00001', PUSH_ERROR_DELAY_S: '1' } });
  token = await t.login();
  await t.call('GetCommMode', { pushswitch: 1, servertype: 'url', serverurl: server.url }, { token, method: 'GET' });
  link = new PushLink(t.device).start();
  await eventually('the first poll', () => server.received.some((r) => r.path === '/iclock/getrequest'));
});
afterEach(async () => {
  link.stop();
  await server.close();
  await t.close();
});

/** Queues commands and waits for the reply naming the last one. */
async function run(...commands: [number, string][]) {
  for (const [id, text] of commands) server.queueCommand(id, text);
  const last = commands[commands.length - 1]![0];
  await eventually(`the reply to ${last}`, () => server.replies().some((l) => l.startsWith(`ID=${last}&`)));
  return server.replies();
}
const reply = (id: number) => server.replies().find((l) => l.startsWith(`ID=${id}&`));
const user = (userid: number) => t.call('GetUserInfo', { userid }, { token });
/** The newest audit entries (read from the database: a restarting terminal answers no call). */
const audit = async () =>
  t.device.db.prepare('SELECT kind, account, target FROM audit_log ORDER BY id DESC LIMIT 5').all() as { kind: string; account: string; target: string }[];

describe("the central server's commands", () => {
  it('DATA UPDATE USERINFO adds a user, then changes only what it sends, keeping the fingerprints; audited as the server', async () => {
    await run([1, 'DATA UPDATE USERINFO PIN=5001\tName=Jonas Berg\tPri=0\tPasswd=\tCard=7001\tGrp=2\tTZ=0000000100000000\tVerify=0']);
    expect(reply(1)).toBe('ID=1&Return=0&CMD=DATA');
    expect(await user(5001)).toMatchObject({ code: 'success', username: 'Jonas Berg', cardid: '7001', groupid: 2, admin: 0 });
    t.device.db.prepare('INSERT INTO fingerprints (userid, slot, template) VALUES (5001, 0, ?)').run(Buffer.from('tmpl'));
    await run([2, 'DATA UPDATE USERINFO PIN=5001\tName=Jonas Berg-Lund']);
    expect(await user(5001)).toMatchObject({ username: 'Jonas Berg-Lund', cardid: '7001', fp: expect.arrayContaining([1]) });
    expect((await audit()).slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'userEdit', account: 'server', target: '5001' }),
      expect.objectContaining({ kind: 'userAdd', account: 'server', target: '5001' }),
    ]);
  });

  it('refuses with -1 what the screens refuse: a bad PIN, a taken card, a new user without a name, an administrator', async () => {
    await run([10, 'DATA UPDATE USERINFO PIN=6001\tName=Card Owner\tCard=9001']);
    await run(
      [11, 'DATA UPDATE USERINFO PIN=abc\tName=Bad Pin'],
      [12, 'DATA UPDATE USERINFO PIN=6002\tName=Card Thief\tCard=9001'],
      [13, 'DATA UPDATE USERINFO PIN=6003'],
      [14, 'DATA UPDATE USERINFO PIN=6004\tName=Would Be Admin\tPri=14'],
    );
    expect([11, 12, 13, 14].map(reply)).toEqual([11, 12, 13, 14].map((id) => `ID=${id}&Return=-1&CMD=DATA`));
    for (const id of [6002, 6003, 6004]) expect((await user(id)).code).not.toBe('success');
  });

  it('DATA DELETE USERINFO removes a user; received twice, the second answers 0 and does nothing more', async () => {
    await run([20, 'DATA UPDATE USERINFO PIN=7001\tName=Leaving Soon']);
    await run([21, 'DATA DELETE USERINFO PIN=7001']);
    expect(reply(21)).toBe('ID=21&Return=0&CMD=DATA');
    expect((await user(7001)).code).not.toBe('success');
    await run([22, 'DATA DELETE USERINFO PIN=7001']);
    expect(reply(22)).toBe('ID=22&Return=0&CMD=DATA');
    expect((await audit()).filter((e) => e.kind === 'userDelete')).toHaveLength(1);
  });

  it('a command id received again gets its first reply and is not run again', async () => {
    await run([30, 'DATA UPDATE USERINFO PIN=7101\tName=Only Once']);
    await t.call('edituser', { userid: 7101, username: 'Renamed Here' }, { token });
    server.queueCommand(30, 'DATA UPDATE USERINFO PIN=7101\tName=Only Once');
    await eventually('the second reply', () => server.replies().filter((l) => l.startsWith('ID=30&')).length === 2);
    expect(server.replies().filter((l) => l.startsWith('ID=30&'))).toEqual(['ID=30&Return=0&CMD=DATA', 'ID=30&Return=0&CMD=DATA']);
    expect(await user(7101)).toMatchObject({ username: 'Renamed Here' });
  });

  it('answers -1002 to a command it does not know and -1004 to a table it does not take', async () => {
    await run([40, 'ENROLL_FP PIN=1\tFID=0'], [41, 'DATA DELETE BIODATA Pin=1\tType=1\tNo=0'], [42, 'SET OPTION Colour=blue']);
    expect([reply(40), reply(41), reply(42)]).toEqual(['ID=40&Return=-1002&CMD=ENROLL_FP', 'ID=41&Return=-1004&CMD=DATA', 'ID=42&Return=-1&CMD=SET']);
  });

  it('DATA QUERY USERINFO sends the users up as USER lines; INFO answers the device', async () => {
    await run([50, 'DATA UPDATE USERINFO PIN=8001\tName=Queried Person\tCard=8801']);
    await run([51, 'DATA QUERY USERINFO PIN=8001'], [52, 'INFO']);
    expect(reply(51)).toBe('ID=51&Return=1&CMD=DATA');
    const query = server.received.find((r) => r.query.get('table') === 'OPERLOG' && r.query.get('Stamp') === null);
    expect(query?.lines).toEqual(['USER PIN=8001\tName=Queried Person\tPri=0\tPasswd=\tCard=8801\tGrp=0']);
    const info = server.replies();
    expect(info[info.indexOf('ID=52&Return=0&CMD=INFO') + 1]).toMatch(/^~DeviceName=/);
    expect(info).toContain('UserCount=' + String((await t.call('SetInfoParam', {}, { token })).UserCount));
  });

  it('CLEAR LOG deletes the punches the server has, never one still queued (audited); REBOOT replies, then restarts', async () => {
    addRecord(t.device, { userid: 1, time: '2026-11-23 08:00:00', status: 0 });
    await eventually('the punch on the server', () => server.stored('ATTLOG').length === 1);
    await eventually('its OK taken', () => queuedCount(t.device, 'ATTLOG') === 0);
    // A punch made now is queued until the next turn: the command runs first (same answer, below).
    link.stop();
    addRecord(t.device, { userid: 1, time: '2026-11-23 08:05:00', status: 1 });
    const outcome = await execute(t.device, { account: 'server', address: 'test' }, { id: '60', text: 'CLEAR LOG' });
    expect(outcome.reply).toBe('ID=60&Return=0&CMD=CLEAR');
    expect(t.device.db.prepare('SELECT time FROM records').all()).toEqual([{ time: '2026-11-23 08:05:00' }]);
    expect(await audit()).toContainEqual({ kind: 'initialize', account: 'server', target: 'records' });
    link = new PushLink(t.device).start();
    await run([61, 'REBOOT']);
    expect(reply(61)).toBe('ID=61&Return=0&CMD=REBOOT');
    expect(t.device.isOffline()).toBe(true);
    expect((await audit())[0]).toMatchObject({ kind: 'restart', account: 'server' });
  });

  describe('CONTROL DEVICE: the door, as the Door screen operates it', () => {
    const door = () => t.call('GetDoorState', {}, { token, method: 'GET' });
    const doorEvents = () => t.device.db.prepare('SELECT code, door, detail FROM events WHERE code = 200').all();

    it('01010105 unlocks door 1 for 5 s, then it locks again; audited and evented as the server', async () => {
      await run([70, 'CONTROL DEVICE 01010105']);
      expect(reply(70)).toBe('ID=70&Return=0&CMD=CONTROL');
      expect(await door()).toMatchObject({ relay: 'unlocked', mode: 'schedule' });
      t.advance(4999);
      expect(await door()).toMatchObject({ relay: 'unlocked' });
      t.advance(1);
      expect(await door()).toMatchObject({ relay: 'locked' });
      expect((await audit())[0]).toMatchObject({ kind: 'door', account: 'server', target: 'open' });
      expect(doorEvents()).toEqual([{ code: 200, door: 1, detail: 'server' }]);
    });

    it('010101FF holds the door open until 01010100 gives it back to its schedule', async () => {
      await run([71, 'CONTROL DEVICE 010101FF']);
      expect(await door()).toMatchObject({ relay: 'unlocked', mode: 'override', override: 'open' });
      await run([72, 'CONTROL DEVICE 0101010000']);
      expect(reply(72)).toBe('ID=72&Return=0&CMD=CONTROL');
      expect(await door()).toMatchObject({ relay: 'locked', mode: 'schedule', override: '' });
      expect((await audit()).slice(0, 2).map((a) => a.target)).toEqual(['schedule', 'keepOpen']);
    });

    it('02000000 acknowledges every alarm in force, each audited as the server; with none, it answers 0', async () => {
      await t.call('GetDebugParam', { mode: 'test' });
      await t.call('test_door', { event: 'tamper' }, { token });
      await t.call('test_door', { event: 'duress' }, { token });
      expect(await door()).toMatchObject({ alarms: ['duress', 'tamper'] });
      await run([73, 'CONTROL DEVICE 02000000']);
      expect(reply(73)).toBe('ID=73&Return=0&CMD=CONTROL');
      expect(await door()).toMatchObject({ alarms: [] });
      expect((await audit()).slice(0, 2).map((a) => a.target).sort()).toEqual(['acknowledge duress', 'acknowledge tamper']);
      await run([74, 'CONTROL DEVICE 02000000']);
      expect(reply(74)).toBe('ID=74&Return=0&CMD=CONTROL');
    });

    it('answers -1 for an output the relay does not drive, and changes nothing', async () => {
      await run([75, 'CONTROL DEVICE 01020105'], [76, 'CONTROL DEVICE 01010205']);
      await t.call('GetAccessControl', { relaymode: 'ring' }, { token, method: 'GET' });
      await run([77, 'CONTROL DEVICE 01010105']);
      for (const id of [75, 76, 77]) expect(reply(id)).toBe(`ID=${id}&Return=-1&CMD=CONTROL`);
      expect(await door()).toMatchObject({ relay: 'locked' });
      expect(doorEvents()).toEqual([]);
      expect((await audit()).some((a) => a.kind === 'door')).toBe(false);
    });

    it('reads its hex in either case, and takes no other byte: too long, not hex or another output changes nothing', async () => {
      await run([80, 'CONTROL DEVICE 0101010a']);
      expect(reply(80)).toBe('ID=80&Return=0&CMD=CONTROL');
      t.advance(10_000);
      expect(await door()).toMatchObject({ relay: 'locked' });
      await run([81, 'CONTROL DEVICE 010101050000'], [82, 'CONTROL DEVICE 0101G105'], [83, 'CONTROL DEVICE 0101FF05'], [84, 'CONTROL DEVICE 01010105;REBOOT']);
      expect([81, 82, 83, 84].map(reply)).toEqual([
        'ID=81&Return=-1002&CMD=CONTROL',
        'ID=82&Return=-1002&CMD=CONTROL',
        'ID=83&Return=-1&CMD=CONTROL',
        'ID=84&Return=-1002&CMD=CONTROL',
      ]);
      expect(await door()).toMatchObject({ relay: 'locked', mode: 'schedule' });
      expect(doorEvents()).toHaveLength(1);
    });

    it('answers -1002 to another CONTROL it does not take', async () => {
      await run([78, 'CONTROL DEVICE 09000000'], [79, 'CONTROL DEVICE 0101']);
      expect(reply(78)).toBe('ID=78&Return=-1002&CMD=CONTROL');
      expect(reply(79)).toBe('ID=79&Return=-1002&CMD=CONTROL');
    });
  });

  it('runs at most 100 commands of one answer; the rest get no reply, for the server to send again', async () => {
    for (let id = 1000; id < 1150; id++) server.queueCommand(id, 'INFO');
    await eventually('the replies', () => server.replies().some((l) => l.startsWith('ID=1099&')));
    expect(server.replies().filter((l) => /^ID=1\d{3}&/.test(l))).toHaveLength(100);
    expect(reply(1100)).toBeUndefined();
  });
});
