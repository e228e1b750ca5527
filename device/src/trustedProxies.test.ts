import { ADMIN_PASSWORD, startTestDevice, type TestDevice } from './testing/harness';
import { trustedProxies } from './trustedProxies';

const PROXY = '127.0.0.1';
const CLIENT = '192.0.2.10';
const ATTACKER = '192.0.2.66';

let t: TestDevice;

/** The address the audit log recorded for the newest event of `kind`. */
function addressOf(kind: string): string | undefined {
  const row = t.device.db.prepare<[string], { address: string }>('SELECT address FROM audit_log WHERE kind = ? ORDER BY id DESC LIMIT 1').get(kind);
  return row?.address;
}

/** A login as `password`, from `client` (the connection) claiming `forwardedFor`. */
const loginFrom = (client: string, forwardedFor: string | undefined, password = ADMIN_PASSWORD) =>
  t.call('chklogin', { userid: 'admin', password }, { client, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

/** Five wrong passwords, each after the growing delay has passed. */
async function fiveWrong(client: string, forwardedFor?: string) {
  for (let i = 0; i < 5; i++) {
    t.advance(10_000);
    await loginFrom(client, forwardedFor, '99999');
  }
}

describe('TRUSTED_PROXIES', () => {
  it('reads addresses and CIDRs, none by default, and refuses a malformed entry', () => {
    expect(trustedProxies({})).toEqual([]);
    expect(trustedProxies({ TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/64' })).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/64']);
    for (const bad of ['proxy.local', '10.0.0.0/33', '127.0.0.1/8/8', '::1/129', '10.0.0.0/']) {
      expect(() => trustedProxies({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('the client address behind a proxy (request.ip, which lockout and audit use)', () => {
  afterEach(() => t.close());

  it('from a trusted proxy, the audit log and the lockout see the client X-Forwarded-For names', async () => {
    t = await startTestDevice({ trustedProxies: [PROXY] });
    expect((await loginFrom(PROXY, CLIENT)).code).toBe('success');
    expect(addressOf('login')).toBe(CLIENT);

    // Guesses forwarded for one client lock the account for that client only.
    await fiveWrong(PROXY, ATTACKER);
    expect(addressOf('lockout')).toBe(ATTACKER);
    expect(await loginFrom(PROXY, ATTACKER)).toMatchObject({ code: 'fail', msg: 'pwdErr_TimeOut' });
    expect((await loginFrom(PROXY, CLIENT)).code).toBe('success');
  });

  it('a trusted range (CIDR) counts as trusted', async () => {
    t = await startTestDevice({ trustedProxies: ['10.0.0.0/8'] });
    expect((await loginFrom('10.1.2.3', CLIENT)).code).toBe('success');
    expect(addressOf('login')).toBe(CLIENT);
  });

  it('by default a spoofed X-Forwarded-For is ignored: the connection is the client', async () => {
    t = await startTestDevice();
    expect((await loginFrom(ATTACKER, CLIENT)).code).toBe('success');
    expect(addressOf('login')).toBe(ATTACKER);
    // An attacker cannot spread its guesses over made-up addresses, nor lock out the one it names.
    await fiveWrong(ATTACKER, CLIENT);
    expect(addressOf('lockout')).toBe(ATTACKER);
    expect((await loginFrom(CLIENT, undefined)).code).toBe('success');
  });

  it('from an address that is not a trusted proxy, X-Forwarded-For is ignored', async () => {
    t = await startTestDevice({ trustedProxies: [PROXY] });
    expect((await loginFrom(ATTACKER, CLIENT)).code).toBe('success');
    expect(addressOf('login')).toBe(ATTACKER);
    // Through the trusted proxy, only the hop it added counts, not one the client put before it.
    expect((await loginFrom(PROXY, `${CLIENT}, ${ATTACKER}`)).code).toBe('success');
    expect(addressOf('login')).toBe(ATTACKER);
  });
});
