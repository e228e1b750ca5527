import { join } from 'node:path';
import { OPERATOR_PASSWORD, startTestDevice, T0, type TestDevice } from '../testing/harness';
import { tempDir } from '../testing/tmp';
import { onDoorEvent, type DoorEvent } from './events';
import { accessGroup } from '@tac/goform/contract';

/** Door timings as the harness runs them: the leaf opens 1 s after an unlock and stands open 4 s. */
const OPENS_MS = 1000;
const STANDS_OPEN_MS = 4000;

let t: TestDevice;
let admin: string;
const events: DoorEvent[] = [];
const asAdmin = (name: string, fields: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') => t.call(name, fields, { token: admin, method });
const state = () => asAdmin('GetDoorState', {}, 'GET');
const control = (action: string) => asAdmin('DoorControl', { action });
const simulate = (event: string) => asAdmin('test_door', { event });
const withSensor = () => asAdmin('GetAccessControl', { doorsensor: 1 }, 'GET');
const testMode = () => t.call('GetDebugParam', { mode: 'test' });
const lastAudit = async () => ((await asAdmin('searchAuditLog', { kind: 'door', start: 0, limit: 1 }, 'GET')).record as { target: string }[])[0];

beforeEach(async () => {
  t = await startTestDevice({ env: { SIM_DOOR_OPENS_MS: String(OPENS_MS), SIM_DOOR_CLOSES_MS: String(STANDS_OPEN_MS) } });
  admin = await t.login();
  events.length = 0;
  onDoorEvent(t.device, (e) => events.push(e));
});
afterEach(() => t.close());

describe('the door at rest', () => {
  it('answers a locked relay on its schedule, no sensor by factory, the delays in force and that an override is kept', async () => {
    expect(await state()).toMatchObject({
      code: 'success',
      relay: 'locked',
      sensor: 'none',
      mode: 'schedule',
      override: '',
      overridekept: 'persisted',
      alarms: [],
      relaydelay: 5,
      sensordelay: accessGroup.defaults.sensordelay,
    });
  });

  it('follows the normally open and normally closed time zones of the access group', async () => {
    const allDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [[`${d}start`, '00:00'], [`${d}end`, '23:59']]));
    expect((await asAdmin('GetTimeIntervalInfo', { id: 2, ...allDay }, 'GET')).code).toBe('success');
    await asAdmin('GetAccessControl', { normallyopen: '2' }, 'GET');
    expect(await state()).toMatchObject({ relay: 'unlocked', mode: 'normallyOpen' });
    await asAdmin('GetAccessControl', { normallyopen: '', normallyclose: '2' }, 'GET');
    expect(await state()).toMatchObject({ relay: 'locked', mode: 'normallyClosed' });
  });
});

describe('DoorControl', () => {
  it('open unlocks for the relay delay and relocks; the sensor opens a second later and closes a few seconds after', async () => {
    await withSensor();
    expect(await control('open')).toMatchObject({ code: 'success', relay: 'unlocked', sensor: 'closed', mode: 'schedule' });
    t.advance(OPENS_MS);
    expect(await state()).toMatchObject({ relay: 'unlocked', sensor: 'open' });
    t.advance(STANDS_OPEN_MS);
    expect(await state()).toMatchObject({ relay: 'locked', sensor: 'closed', alarms: [] });
    expect(events.map((e) => [e.code, e.at])).toEqual([
      ['relayUnlocked', expect.any(Number)],
      ['doorOpened', events[0]!.at + OPENS_MS],
      ['relayLocked', events[0]!.at + 5000],
      ['doorClosed', events[0]!.at + OPENS_MS + STANDS_OPEN_MS],
    ]);
    expect(await lastAudit()).toMatchObject({ target: 'open' });
  });

  it('keepOpen and keepLocked hold the relay as an override until schedule gives the door back', async () => {
    expect(await control('keepOpen')).toMatchObject({ relay: 'unlocked', mode: 'override', override: 'open' });
    t.advance(60_000);
    expect(await state()).toMatchObject({ relay: 'unlocked', override: 'open' });
    expect(await control('keepLocked')).toMatchObject({ relay: 'locked', mode: 'override', override: 'locked' });
    expect(await lastAudit()).toMatchObject({ target: 'keepLocked' });
    expect(await control('schedule')).toMatchObject({ relay: 'locked', mode: 'schedule', override: '' });
    expect(await lastAudit()).toMatchObject({ target: 'schedule' });
  });

  it('refuses an unknown action (10003) and a relay that drives no door, changing nothing', async () => {
    expect(await control('unlockForever')).toMatchObject({ code: 'fail', retvalue: 10003 });
    await asAdmin('GetAccessControl', { relaymode: 'ring' }, 'GET');
    expect(await control('keepOpen')).toMatchObject({ code: 'fail', retvalue: 10003 });
    expect(await state()).toMatchObject({ relay: 'locked', mode: 'schedule', override: '' });
    expect(await lastAudit()).toBeUndefined();
    expect(events).toEqual([]);
  });

  it('is refused without the access-control right (11000) and without a session (40104)', async () => {
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    expect(await t.call('DoorControl', { action: 'keepOpen' }, { token: operator })).toMatchObject({ retvalue: 11000 });
    expect(await t.call('GetDoorState', {}, { token: operator, method: 'GET' })).toMatchObject({ retvalue: 11000 });
    expect(await t.call('DoorControl', { action: 'keepOpen' })).toMatchObject({ retvalue: 40104 });
    expect(await t.call('AcknowledgeAlarm', { alarm: 'tamper' })).toMatchObject({ retvalue: 40104 });
    expect(await state()).toMatchObject({ relay: 'locked', override: '' });
  });
});

describe('alarms', () => {
  beforeEach(async () => {
    await withSensor();
    await testMode();
  });

  it('a door held open past the sensor delay raises heldOpen, which ends when it closes', async () => {
    await control('open');
    await simulate('propOpen');
    t.advance(OPENS_MS + accessGroup.defaults.sensordelay * 1000 - 1);
    expect(await state()).toMatchObject({ relay: 'locked', sensor: 'open', alarms: [] });
    t.advance(1);
    expect(await state()).toMatchObject({ alarms: ['heldOpen'] });
    expect(events).toContainEqual({ code: 'alarm', alarm: 'heldOpen', at: expect.any(Number) });
    expect(await simulate('close')).toMatchObject({ sensor: 'closed', alarms: [] });
  });

  it('the held-open alarm waits for the access group\'s sensor delay, answered by GetDoorState: not before it runs out', async () => {
    await asAdmin('GetAccessControl', { doorsensor: 1, sensordelay: 30 }, 'GET');
    await control('open');
    await simulate('propOpen');
    t.advance(OPENS_MS + 29_999);
    expect(await state()).toMatchObject({ sensordelay: 30, sensor: 'open', alarms: [] });
    expect(events.some((e) => e.code === 'alarm')).toBe(false);
    t.advance(1);
    expect(await state()).toMatchObject({ alarms: ['heldOpen'] });
    expect(events).toContainEqual({ code: 'alarm', alarm: 'heldOpen', at: T0 + OPENS_MS + 30_000 });
  });

  it('refuses a sensor delay outside 1-255 s and keeps the one in force', async () => {
    for (const sensordelay of [0, 256, 'x']) {
      expect(await asAdmin('GetAccessControl', { sensordelay }, 'GET')).toMatchObject({ retvalue: 10003 });
    }
    expect(await state()).toMatchObject({ sensordelay: 10 });
  });

  it('a kept-open door is never held open', async () => {
    await control('keepOpen');
    await simulate('propOpen');
    t.advance(60_000);
    expect(await state()).toMatchObject({ sensor: 'open', alarms: [] });
  });

  it('the sensor opening without an unlock raises forcedOpen, kept until acknowledged (audited)', async () => {
    expect(await simulate('forceOpen')).toMatchObject({ relay: 'locked', sensor: 'open', alarms: ['forcedOpen'] });
    t.advance(STANDS_OPEN_MS);
    expect(await state()).toMatchObject({ sensor: 'closed', alarms: ['forcedOpen'] });
    expect(await asAdmin('AcknowledgeAlarm', { alarm: 'forcedOpen' })).toMatchObject({ code: 'success', alarms: [] });
    expect(await lastAudit()).toMatchObject({ target: 'acknowledge forcedOpen' });
    expect(events.filter((e) => e.code !== 'doorOpened' && e.code !== 'doorClosed')).toEqual([
      { code: 'alarm', alarm: 'forcedOpen', at: expect.any(Number) },
      { code: 'alarmAcknowledged', alarm: 'forcedOpen', at: expect.any(Number) },
    ]);
  });

  it('lands in the event log: the console\'s open with who asked, the door closing, each alarm', async () => {
    await withSensor();
    await control('open');
    t.advance(OPENS_MS + STANDS_OPEN_MS + 100);
    await state();
    await testMode();
    await simulate('forceOpen');
    const logged = (await asAdmin('searchEvents', { start: 0, limit: 10, order: 'asc', type: '' }, 'GET')).record as { code: number; door?: number; detail?: string }[];
    expect(logged.filter((e) => e.code >= 200 && e.code < 400).map(({ code, door, detail }) => ({ code, door, detail }))).toEqual([
      { code: 200, door: 1, detail: 'admin' },
      { code: 202, door: 1, detail: undefined },
      { code: 301, door: 1, detail: undefined },
    ]);
  });

  it('tamper and duress raise theirs; duress opens the door as for the user', async () => {
    expect(await simulate('tamper')).toMatchObject({ alarms: ['tamper'] });
    expect(await simulate('duress')).toMatchObject({ relay: 'unlocked', alarms: ['duress', 'tamper'] });
    expect(await asAdmin('AcknowledgeAlarm', { alarm: 'tamper' })).toMatchObject({ alarms: ['duress'] });
  });

  it('acknowledging an alarm no longer in force (another console first) answers the state unchanged and unaudited; no such alarm is refused (10003)', async () => {
    expect(await simulate('tamper')).toMatchObject({ alarms: ['tamper'] });
    expect(await asAdmin('AcknowledgeAlarm', { alarm: 'tamper' })).toMatchObject({ alarms: [] });
    const audited = await lastAudit();
    expect(await asAdmin('AcknowledgeAlarm', { alarm: 'tamper' })).toMatchObject({ code: 'success', alarms: [] });
    expect(await lastAudit()).toEqual(audited);
    expect(await asAdmin('AcknowledgeAlarm', { alarm: 'fire' })).toMatchObject({ code: 'fail', retvalue: 10003 });
  });

  it('the emergency input unlocks the door whatever the override, until it ends', async () => {
    await control('keepLocked');
    expect(await simulate('emergency')).toMatchObject({ relay: 'unlocked', mode: 'emergency' });
    expect(await simulate('emergencyEnd')).toMatchObject({ relay: 'locked', mode: 'override', override: 'locked' });
  });

  it('the simulation answers only in the test mode of /test, and trips nothing otherwise', async () => {
    await t.call('GetDebugParam', { mode: 'normal' });
    expect(await simulate('tamper')).toMatchObject({ code: 'fail', retvalue: 10003 });
    expect(await t.call('test_door', { event: 'tamper' })).toMatchObject({ retvalue: 40104 });
    expect(await state()).toMatchObject({ alarms: [] });
  });
});

describe('a restart', () => {
  it('keeps the operator override (persisted in SQLite) and nothing else', async () => {
    const dbFile = join(tempDir('tac-door-'), 'device.db');
    await t.close();
    t = await startTestDevice({ dbFile });
    admin = await t.login();
    await testMode();
    await control('keepOpen');
    await simulate('tamper');
    await t.close();
    t = await startTestDevice({ dbFile });
    admin = await t.login();
    expect(await state()).toMatchObject({ relay: 'unlocked', mode: 'override', override: 'open', alarms: [] });
  });

  it('RestartMachine keeps the override and ends the alarms held in memory', async () => {
    await testMode();
    await control('keepLocked');
    await simulate('tamper');
    await asAdmin('RestartMachine', {}, 'GET');
    t.advance(60_000);
    admin = await t.login();
    expect(await state()).toMatchObject({ relay: 'locked', mode: 'override', override: 'locked', alarms: [] });
  });

  it('initialization of the settings gives the door back to its schedule', async () => {
    await control('keepLocked');
    await asAdmin('InitMachine', { settings: 1 }, 'GET');
    t.advance(60_000);
    admin = await t.login();
    expect(await state()).toMatchObject({ mode: 'schedule', override: '' });
  });
});
