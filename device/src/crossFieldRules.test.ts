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
