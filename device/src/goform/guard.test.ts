import { CompactSign } from 'jose';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { routeTable } from './dispatch';

let t: TestDevice;
beforeAll(async () => {
  t = await startTestDevice();
});
afterAll(() => t.close());

const fail40104 = { code: 'fail', retvalue: 40104, msg: '40104' };

/** Every registered endpoint that needs a session: all but the public ones (chklogin...). */
const guarded = () => [...routeTable(t.device).values()].filter((r) => r.contract.access !== 'public').map((r) => r.contract.name);

const rowCounts = () =>
  JSON.stringify(
    ['users', 'records', 'accounts', 'sessions'].map(
      (table) => t.device.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number },
    ),
  );

describe('every endpoint but chklogin needs a live token', () => {
  it('has the core endpoints registered and chklogin public', () => {
    const names = guarded();
    for (const n of ['logout', 'checkPower', 'ModifyPassword', 'userlist', 'adduser', 'searchrecord', 'DownloadRecordForm']) {
      expect(names).toContain(n);
    }
    expect(names).not.toContain('chklogin');
  });

  it('answers 40104 without a token, and changes nothing', async () => {
    const before = rowCounts();
    for (const name of guarded()) {
      for (const method of ['GET', 'POST'] as const) {
        expect([name, method, await t.call(name, { userid: 1, username: 'x' }, { method })]).toEqual([name, method, fail40104]);
      }
    }
    expect(rowCounts()).toBe(before);
  });

  it('answers 40104 to a forged token (wrong key, alg none, garbage)', async () => {
    const claims = { iss: 'TAC-EMU-0000000000000001', uid: 'admin', jti: 'x', iat: '0', nbf: '0', exp: '99999999999' };
    const wrongKey = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new Uint8Array(32));
    const real = await t.login();
    const [, payload] = real.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = real.slice(0, -2) + (real.endsWith('AA') ? 'BB' : 'AA');
    for (const token of [wrongKey, none, tampered, 'garbage', 'a.b.c']) {
      for (const name of guarded()) expect([name, await t.call(name, {}, { token })]).toEqual([name, fail40104]);
    }
  });

  it('answers 40104 to an expired token and to one logged out', async () => {
    const expired = await t.login();
    const loggedOut = await t.login();
    await t.call('logout', {}, { token: loggedOut });
    t.advance(31 * 60_000);
    for (const name of guarded()) {
      expect([name, await t.call(name, {}, { token: expired })]).toEqual([name, fail40104]);
      expect([name, await t.call(name, {}, { token: loggedOut })]).toEqual([name, fail40104]);
    }
  });
});
