import type { AuditRow } from '@tac/goform/contract';
import { ADMIN_PASSWORD, startTestDevice, type TestDevice } from '../testing/harness';
import { recordAudit } from './log';

/**
 * An audit trail an intruder cannot flush (issue 31, finding 6): refusals are one entry a minute
 * per account and address with a count, security events keep their own bound, and no entry keeps
 * an invisible character.
 */

const ADMIN_AT = '192.0.2.10';

let t: TestDevice;
let admin: string;
beforeEach(async () => {
  t = await startTestDevice({ env: { AUDIT_LOG_MAX: '50' } });
  admin = String((await t.call('chklogin', { userid: 'admin', password: ADMIN_PASSWORD }, { client: ADMIN_AT })).token);
});
afterEach(() => t.close());

const entries = async (filters: Record<string, unknown> = {}) =>
  (await t.call('searchAuditLog', { limit: 100, ...filters }, { token: admin, method: 'GET', client: ADMIN_AT })).record as AuditRow[];

describe('refusals', () => {
  it('are one entry a minute per account and address, its count raised in place', async () => {
    for (let i = 0; i < 100; i++) await t.call('chklogin', { userid: 'admin', password: 'x' }, { client: '192.0.2.66' });
    t.advance(60_000);
    for (let i = 0; i < 3; i++) await t.call('chklogin', { userid: 'admin', password: 'x' }, { client: '192.0.2.66' });
    const failed = await entries({ kind: 'loginFailed' });
    expect(failed.map((e) => [e.account, e.address, e.count ?? 1])).toEqual([
      ['admin', '192.0.2.66', 3],
      ['admin', '192.0.2.66', 100],
    ]);
  });
});

describe('an intruder cannot rotate a security event out', () => {
  it('keeps the planted administrator user through a flood of refusals and routine changes', async () => {
    await t.call('adduser', { userid: 9, username: 'Planted', password: '2468', admin: 1 }, { token: admin, client: '192.0.2.66' });
    // Refusals from 60 addresses over 60 minutes, and 60 routine changes: more than the 50 entries each class keeps.
    for (let minute = 0; minute < 60; minute++) {
      t.advance(60_000);
      await t.call('chklogin', { userid: 'operator', password: 'x' }, { client: `198.51.100.${minute + 1}` });
      await t.call('GetMachineParam', { volume: minute % 10 }, { token: admin, client: ADMIN_AT });
    }
    const planted = await entries({ kind: 'userAdd' });
    expect(planted).toEqual([expect.objectContaining({ target: '9', address: '192.0.2.66' })]);
    expect(await entries({ kind: 'login' })).toHaveLength(1);
    // Each class stays within its own bound.
    expect(await entries({ kind: 'loginFailed' })).toHaveLength(50);
    expect(await entries({ kind: 'settings' })).toHaveLength(50);
  });
});

describe('every text is cleaned', () => {
  it('of control, bidi and zero-width characters', () => {
    const hidden = '\u202e\u2066\u200b\u200c\u200d\u200e\u200f\u061c\ufeff\u0007\u0085';
    recordAudit(t.device, {
      kind: 'settings',
      account: `ad${hidden}min`,
      address: `192.0.2.1${hidden}`,
      target: `dev${hidden}ice`,
      changes: [{ field: `na${hidden}me`, from: `a${hidden}`, to: `b${hidden}` }],
    });
    const row = t.device.db.prepare('SELECT account, address, target, changes FROM audit_log ORDER BY id DESC LIMIT 1').get();
    expect(row).toEqual({ account: 'admin', address: '192.0.2.1', target: 'device', changes: JSON.stringify([{ field: 'name', from: 'a', to: 'b' }]) });
  });
});
