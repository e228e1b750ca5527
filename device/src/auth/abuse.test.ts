import crypto from 'node:crypto';
import { AUDIT_NOT_AN_ACCOUNT, type AuditRow } from '@tac/goform/contract';
import { upgradePassword } from './identity';
import { DEVICE_COOKIE } from './deviceCookie';
import { BURST } from './throttle';
import { ADMIN_PASSWORD, OPERATOR_PASSWORD, startTestDevice, type TestDevice } from '../testing/harness';

/**
 * Logins that cannot be abused (issue 31): a drive-by page's images, concurrent guesses, guesses
 * spread over many addresses, floods of unknown names, the upgrade password. SECURITY.md names
 * each test here beside its defence.
 */

const MINUTE = 60_000;
const OWNER_AT = '192.0.2.10';
const ATTACKER_AT = '192.0.2.66';

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice();
});
afterEach(() => {
  jest.restoreAllMocks();
  return t.close();
});

const fail = (retvalue: number, msg = String(retvalue)) => ({ code: 'fail', retvalue, msg });
// A locked try also says, in retry_after, when it may come again (issue 34; its own test below).
const LOCKED = expect.objectContaining(fail(40302, 'pwdErr_TimeOut'));

/** A login, its answer and the `Set-Cookie` it brought. */
async function loginAt(client: string, password: string, headers: Record<string, string> = {}, userid = 'admin') {
  const res = await t.raw('chklogin', { userid, password }, { client, headers });
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return { answer: JSON.parse(res.body) as Record<string, unknown>, cookie: cookie?.split(';')[0] };
}

/** Counts the scrypt hashes run while `work` runs (every password check is one). */
async function hashesDuring(work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(crypto, 'scrypt');
  const before = spy.mock.calls.length;
  await work();
  const n = spy.mock.calls.length - before;
  spy.mockRestore();
  return n;
}

const auditRows = async (kind: string, session?: string) => {
  const token = session ?? ((await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.token as string);
  const a = await t.call('searchAuditLog', { kind, limit: 100 }, { token, method: 'GET', client: OWNER_AT });
  return a.record as AuditRow[];
};

/** An <img> or <script> of another site's page, as Chromium sends it to a plain-HTTP LAN device: no Origin, no Sec-Fetch. */
const IMAGE = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  referer: 'http://prize.example/',
};
/** What Python's requests sends (device/README.md "Real clients"). */
const REQUESTS = { 'user-agent': 'python-requests/2.32.3', accept: '*/*', 'accept-encoding': 'gzip, deflate' };

describe('a drive-by page (finding 2)', () => {
  const browserLoads: [string, Record<string, string>][] = [
    ['an <img> (Accept of an image, Referer of its page)', IMAGE],
    ['a <script referrerpolicy=no-referrer> (Accept */*, only the browser’s User-Agent)', { 'user-agent': IMAGE['user-agent'], accept: '*/*' }],
    ['a frame on a trustworthy address (Sec-Fetch-Dest)', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }],
    ['a link from another page (Referer of another host)', { referer: 'http://prize.example/win' }],
  ];

  it.each(browserLoads)('refuses a GET login that looks like %s: 10002, nothing counted, nothing logged', async (_, headers) => {
    for (let i = 0; i < 7; i++) {
      const a = await t.call('chklogin', { userid: 'admin', password: 'x' }, { method: 'GET', headers, client: OWNER_AT });
      expect(a).toEqual(fail(10002));
    }
    // The owner, at the same address, is not locked out, and the log holds no refusal.
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.code).toBe('success');
    expect(await auditRows('loginFailed')).toEqual([]);
    expect(await auditRows('lockout')).toEqual([]);
  });

  it('still takes a GET login from a script (requests, curl), and one from a page of the device with X-Requested-With', async () => {
    const viaRequests = await t.call('chklogin', { userid: 'admin', password: ADMIN_PASSWORD }, { method: 'GET', headers: REQUESTS });
    expect(viaRequests.code).toBe('success');
    const own = { ...IMAGE, accept: '*/*', referer: 'http://localhost:80/goform/advance/index.html', host: 'localhost', 'x-requested-with': 'XMLHttpRequest' };
    expect((await t.call('chklogin', { userid: 'admin', password: ADMIN_PASSWORD }, { method: 'GET', headers: own })).code).toBe('success');
    // /anviz/login (newer firmware's, GET by contract) follows the same rule.
    const anviz = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/anviz/login', query: { userid: 'admin', password: ADMIN_PASSWORD }, headers });
    expect(JSON.parse((await anviz(REQUESTS)).body).token).toEqual(expect.any(String));
    expect(JSON.parse((await anviz(IMAGE)).body)).toEqual(fail(10002));
  });

  it('takes GetDebugParam (which puts the display into test mode) by POST only: a GET changes nothing', async () => {
    const a = await t.call('GetDebugParam', { mode: 'test' }, { method: 'GET', token: null, headers: IMAGE });
    expect(a.retvalue).toBe(10003);
    expect(await t.call('GetDebugParam', { mode: 'test' }, { method: 'GET', token: null, headers: REQUESTS })).toMatchObject({ retvalue: 10003 });
    expect((await t.call('SetDebugParam', {}, { method: 'GET', token: null })).mode).toBe('normal');
    // A cross-site POST carries an Origin: refused before anything else.
    const post = await t.call('GetDebugParam', { mode: 'test' }, { token: null, headers: { origin: 'http://prize.example' } });
    expect(post.retvalue).toBe(10002);
    expect((await t.call('SetDebugParam', {}, { method: 'GET', token: null })).mode).toBe('normal');
  });
});

describe('a locked login says when it may be tried again (issue 34, walk #18)', () => {
  it('answers retry_after, the seconds left of the lock, counting down, and none once the lock is over', async () => {
    for (let i = 0; i < 5; i++) {
      t.advance(10_000);
      await loginAt(OWNER_AT, 'x');
    }
    // Five wrong passwords locked the account for this address for five minutes.
    const locked = (await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer;
    expect(locked).toEqual({ ...fail(40302, 'pwdErr_TimeOut'), retry_after: 300 });
    t.advance(2 * MINUTE + 500);
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.retry_after).toBe(180);
    t.advance(3 * MINUTE);
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.code).toBe('success');
  });

  it('a wrong password that is not locked says no retry_after', async () => {
    expect((await loginAt(OWNER_AT, 'x')).answer).toEqual(fail(40302));
  });
});

describe('the device cookie (OWASP): guesses without it never keep the owner out', () => {
  it('gives a browser that logs in a signed HttpOnly SameSite=Strict cookie', async () => {
    const res = await t.raw('chklogin', { userid: 'admin', password: ADMIN_PASSWORD }, { client: OWNER_AT });
    const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).not.toContain('admin');
  });

  it('lets the owner with the cookie in at an address that guesses locked, and refuses the same address without it', async () => {
    const { cookie } = await loginAt(OWNER_AT, ADMIN_PASSWORD);
    for (let i = 0; i < 5; i++) {
      t.advance(10_000);
      await loginAt(OWNER_AT, 'x'); // another browser behind the same address (a NAT), or the owner's drive-by images
    }
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer).toEqual(LOCKED);
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD, { cookie: cookie! })).answer.code).toBe('success');
    // A cookie of another account, a forged or altered one, counts as none.
    const [, id, sig] = decodeURIComponent(cookie!.split('=')[1]!).split('.');
    const forged = `${DEVICE_COOKIE}=${Buffer.from('admin').toString('base64url')}.${id}.${sig!.slice(0, -2)}AA`;
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD, { cookie: forged })).answer).toEqual(LOCKED);
    const operator = (await loginAt('192.0.2.30', OPERATOR_PASSWORD, {}, 'operator')).cookie!;
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD, { cookie: operator })).answer).toEqual(LOCKED);
  });

  it('locks a cookie that guesses on its own count, without touching others', async () => {
    const { cookie } = await loginAt(OWNER_AT, ADMIN_PASSWORD);
    for (let i = 0; i < 5; i++) {
      t.advance(10_000);
      await loginAt(OWNER_AT, 'x', { cookie: cookie! });
    }
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD, { cookie: cookie! })).answer).toEqual(LOCKED);
    expect((await loginAt('192.0.2.11', ADMIN_PASSWORD)).answer.code).toBe('success');
  });
});

describe('a lockout that holds (finding 3)', () => {
  it('checks at most 5 of 60 concurrent guesses from one address (each counted before its hash)', async () => {
    const hashes = await hashesDuring(() =>
      Promise.all(Array.from({ length: 60 }, () => t.call('chklogin', { userid: 'admin', password: 'x' }, { client: ATTACKER_AT }))),
    );
    expect(hashes).toBeLessThanOrEqual(5);
    expect(hashes).toBeGreaterThan(0);
  });

  it('locks the account for every address without its device cookie after 20 failures in 15 min, longer each time', async () => {
    const { cookie } = await loginAt(OWNER_AT, ADMIN_PASSWORD);
    // 50 addresses, two guesses each (never enough to lock one of them).
    const answers = [];
    for (let i = 1; i <= 50; i++) {
      for (let k = 0; k < 2; k++) answers.push((await loginAt(`198.51.100.${i}`, `${i}${k}`)).answer);
    }
    // Nineteen are checked and refused; the twentieth locks the account; the rest are refused unchecked.
    expect(answers.filter((a) => a.msg === '40302')).toHaveLength(19);
    expect(answers.slice(19).every((a) => a.msg === 'pwdErr_TimeOut')).toBe(true);
    // The right PIN from a fresh address is refused unchecked; the owner's browser gets in.
    expect((await loginAt('198.51.100.200', ADMIN_PASSWORD)).answer).toEqual(LOCKED);
    const owner = (await loginAt(OWNER_AT, ADMIN_PASSWORD, { cookie: cookie! })).answer;
    expect(owner.code).toBe('success');
    const lockouts = await auditRows('lockout', owner.token as string);
    expect(lockouts[0]).toMatchObject({ account: 'admin', target: '*' });
    // 15 minutes, then 30 the second time within a day.
    t.advance(15 * MINUTE + 1000);
    for (let i = 1; i <= 20; i++) await loginAt(`203.0.113.${i}`, 'x');
    t.advance(15 * MINUTE + 1000);
    expect((await loginAt('198.51.100.201', ADMIN_PASSWORD)).answer).toEqual(LOCKED);
    t.advance(15 * MINUTE);
    expect((await loginAt('198.51.100.201', ADMIN_PASSWORD)).answer.code).toBe('success');
  });

  it('rate-limits tries per address before any hash, unknown names included, with one answer for all', async () => {
    const tries = Array.from({ length: BURST + 30 }, (_, i) => (i % 2 ? 'nobody' : `${900 + i}`));
    let answers: Record<string, unknown>[] = [];
    const hashes = await hashesDuring(async () => {
      answers = [];
      for (const userid of tries) answers.push(await t.call('chklogin', { userid, password: 'x' }, { client: ATTACKER_AT }));
    });
    expect(hashes).toBe(BURST);
    expect(answers.slice(BURST).every((a) => a.msg === 'pwdErr_TimeOut')).toBe(true);
    // The owner at another address signs in at once; the address gets a try a second back.
    expect((await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.code).toBe('success');
    t.advance(1000);
    expect((await t.call('chklogin', { userid: 'nobody', password: 'x' }, { client: ATTACKER_AT })).retvalue).toBe(40301);
  });

  it('gives a good login its try back: the owner logs in again and again', async () => {
    for (let i = 0; i < BURST * 2; i++) expect((await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.code).toBe('success');
  });
});

describe('the upgrade password (/up) is tried like a login', () => {
  it('locks after five wrong passwords: the right one is then refused unchecked', async () => {
    const token = (await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.token as string;
    const up = (password: string) => t.call('SetWebUpgradeMode', { password }, { token, client: ATTACKER_AT });
    for (let i = 0; i < 5; i++) {
      t.advance(10_000);
      await up(`00000000${i}`);
    }
    expect(await up(upgradePassword(t.device))).toEqual(LOCKED);
    t.advance(5 * MINUTE + 1000);
    expect(await up(upgradePassword(t.device))).toMatchObject({ code: 'success', upgrademode: 1 });
  });
});

describe('adduser overwrite=1', () => {
  it('ends the sessions of the administrator user it replaces, and the log says so', async () => {
    const admin = (await loginAt(OWNER_AT, ADMIN_PASSWORD)).answer.token as string;
    await t.call('adduser', { userid: 77, username: 'Old boss', password: '2468', admin: 1 }, { token: admin });
    const old = (await loginAt('192.0.2.77', '2468', {}, '77')).answer.token as string;
    expect((await t.call('checkPower', {}, { token: old })).code).toBe('success');
    await t.call('adduser', { userid: 77, username: 'New boss', password: '1357', admin: 1, overwrite: 1 }, { token: admin });
    expect((await t.call('checkPower', {}, { token: old })).retvalue).toBe(40104);
    const [entry] = await auditRows('userAdd');
    expect(entry).toMatchObject({ target: '77', changes: expect.arrayContaining([{ field: 'sessions', to: 'ended' }]) });
  });
});

describe('failed logins in the log', () => {
  it.each([
    ['a password typed into the name field', 'Tr0ub4dor&3'],
    ['a name with a zero-width space that reads "admin"', 'ad\u200bmin'],
    ['a name with bidi controls', '\u202enimda'],
  ])('keep no %s: only an account that exists is named', async (_, typed) => {
    await t.call('chklogin', { userid: typed, password: 'x' }, { client: ATTACKER_AT });
    const [entry] = await auditRows('loginFailed');
    expect(entry).toMatchObject({ account: AUDIT_NOT_AN_ACCOUNT, address: ATTACKER_AT });
    expect(JSON.stringify(t.device.db.prepare('SELECT * FROM audit_log').all())).not.toContain(typed);
  });
});
