import { startTestDevice, type TestDevice } from './settings/harness';

/**
 * The cross-field rules the contract states and the device enforces (issue 32): a write that
 * breaks one is refused with its catalogue code and changes nothing in the database.
 */
let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice();
  await t.login();
});
afterEach(() => t.close());

/** What a write could change: the settings documents and the users, as stored. */
const stored = () => ({
  settings: t.device.db.prepare('SELECT grp, value FROM settings ORDER BY grp').all(),
  users: t.device.db.prepare('SELECT * FROM users ORDER BY userid').all(),
});

/** Makes the call and expects it refused as `refusal`, with the database as it was. */
async function expectRefusedUnchanged(call: () => Promise<unknown>, refusal: Record<string, unknown>) {
  const before = stored();
  expect(await call()).toEqual({ code: 'fail', ...refusal });
  expect(stored()).toEqual(before);
}

describe('a time-zone group names no zone twice', () => {
  it('refuses a zone in two slots (10003, the later slot) and stores nothing', async () => {
    expect((await t.call('GetGroupInfo', { id: 2, time1: 3, time2: 0, time3: 0 })).code).toBe('success');
    await expectRefusedUnchanged(() => t.call('GetGroupInfo', { id: 2, time2: 5, time3: 3 }), {
      retvalue: 10003,
      msg: '10003',
      field: 'time3',
    });
  });

  it('lets unused slots (0) repeat', async () => {
    expect(await t.call('GetGroupInfo', { id: 2, time1: 3, time2: 0, time3: 0, time4: 0 })).toMatchObject({ code: 'success', time1: 3 });
  });
});

describe('a WPA2-EAP join needs its identity, and a CA certificate (EAP-TLS) or a password', () => {
  const CA = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
  const join = (fields: Record<string, unknown>) => t.call('SetAllWirless', { ssid: 'Corp-Secure', security: 'WPA2-EAP', ...fields });
  beforeEach(async () => {
    // In station mode on a network, so that a join that went through (and failed) would show: it puts mode back to ap.
    expect((await t.call('GetWirless', { mode: 'station', ssid: 'Office', password: 'office-pass-1' })).code).toBe('success');
    expect((await t.call('GetWirless', { keep: 1 })).code).toBe('success');
  });

  it.each([
    ['no identity', { eap: 'PEAP', password: 'secret', identity: ' ' }, 'identity'],
    ['EAP-TLS without a PEM CA certificate', { eap: 'TLS', identity: 'device-7', ca: 'garbage' }, 'ca'],
    ['a password method without a password', { eap: 'TTLS', identity: 'alice', inner: 'PAP' }, 'password'],
  ])('refuses %s (10003, field) and changes nothing', async (_, fields, field) => {
    await expectRefusedUnchanged(() => join(fields), { retvalue: 10003, msg: '10003', field });
  });

  it('takes a complete EAP-TLS join to the device (which then tries the network)', async () => {
    expect((await join({ eap: 'TLS', identity: 'device-7', ca: CA })).retvalue).not.toBe(10003);
  });
});

describe('a user whose identify mode asks for a PIN has one', () => {
  /** Identify mode 3 is PIN alone, 7 card and PIN; 2 is card alone. */
  const add = (fields: Record<string, unknown>) => t.call('adduser', { userid: 7, username: 'Ana', ...fields }, { method: 'POST' });
  const edit = (fields: Record<string, unknown>) => t.call('edituser', { userid: 7, ...fields }, { method: 'POST' });

  it('refuses adding a user in a PIN mode without a PIN (40201) and adds nobody', async () => {
    await expectRefusedUnchanged(() => add({ identifymode: 3, cardid: '123' }), { retvalue: 40201, msg: '40201' });
    expect((await add({ identifymode: 3, password: '1234', confirm: '1234' })).code).toBe('success');
  });

  it('refuses moving a user without a PIN to a PIN mode (40201), with the other fields sent, and changes nothing', async () => {
    expect((await add({ identifymode: 2, cardid: '123' })).code).toBe('success');
    await expectRefusedUnchanged(() => edit({ identifymode: 7, username: 'Ana Novak', groupid: 3 }), { retvalue: 40201, msg: '40201' });
    expect((await edit({ identifymode: 7, password: '1234', confirm: '1234' })).code).toBe('success');
    // The PIN kept: later edits need not send it again.
    expect((await edit({ identifymode: 3, username: 'Ana Novak' })).code).toBe('success');
  });
});

describe('the status-change table has no two statuses at the same minute of a day', () => {
  const write = (fields: Record<string, unknown>) => t.call('GetStatusChangeInfo', fields, { method: 'POST' });
  const table = async () => (await t.call('SetStatusChangeInfo')).items as Record<string, unknown>[];

  it('refuses a row taking a time another status holds that day (10003, the day) and stores nothing', async () => {
    // Factory: status 0 at 06:00 and status 1 at 12:00, Monday to Friday.
    expect((await write({ number: 3, tue: '15:00' })).code).toBe('success');
    const before = await table();
    await expectRefusedUnchanged(() => write({ number: 3, mon: '09:00', tue: '12:00' }), { retvalue: 10003, msg: '10003', field: 'tue' });
    // Also when the row written comes first in the table: status 0 onto status 3's time.
    await expectRefusedUnchanged(() => write({ number: 0, tue: '15:00' }), { retvalue: 10003, msg: '10003', field: 'tue' });
    expect(await table()).toEqual(before);
  });

  it('takes the same time on another day, and a time another status has just left', async () => {
    expect((await write({ number: 3, sat: '06:00' })).code).toBe('success');
    expect((await write({ number: 1, mon: '' })).code).toBe('success');
    expect((await write({ number: 3, mon: '12:00' })).code).toBe('success');
  });

  it('does not block a write by a clash stored before the rule, only one the write adds', async () => {
    const rows = await table();
    const stale = rows.map((r) => (r.number === 5 ? { ...r, wed: '06:00' } : r));
    t.device.db.prepare("INSERT INTO settings (grp, value) VALUES ('statuschange', ?) ON CONFLICT (grp) DO UPDATE SET value = excluded.value").run(JSON.stringify(stale));
    expect((await write({ number: 5, thu: '20:00' })).code).toBe('success');
    expect(await write({ number: 5, fri: '12:00' })).toMatchObject({ retvalue: 10003, field: 'fri' });
  });
});
