import { SESSION_KEY_DIGITS } from '@tac/goform/contract';
import { ADMIN_PASSWORD, OPERATOR_PASSWORD, parseAnswer, startTestDevice, T0, type TestDevice } from '../testing/harness';

/**
 * What clients written for real terminals do (device/README.md "Real clients"): log in with GET,
 * keep `session_key`, send `session_id` + `session_key` in the query and as cookies, `t=<ms>` for
 * `_t`, `X-Requested-With` and a `Referer` under /goform/advance/; newer firmware's clients log in at
 * /anviz/login and put its standard-base64 token raw into a query.
 */
const ADVANCE_PAGE = 'http://localhost:80/goform/advance/index.html';
const scriptHeaders = { 'x-requested-with': 'XMLHttpRequest', referer: ADVANCE_PAGE, host: 'localhost:80' };

/** The union of what real clients' cleaners do to an answer before JSON.parse, and nothing more. */
function cleanLikeRealClients(body: string): unknown {
  const text = body.replace('<html>', '').replace('</html>', '').trim().replace(/],\s*}/g, ']}');
  const data: unknown = JSON.parse(text.replace(/([{,]\s*)(\w+)\s*:/g, '$1"$2":'));
  return typeof data === 'string' ? JSON.parse(data) : data;
}

let t: TestDevice;
afterEach(() => t.close());

async function scriptLogin(userid = 'admin', password = ADMIN_PASSWORD) {
  const res = await t.app.inject({ method: 'GET', url: `/goform/chklogin?userid=${userid}&password=${password}` });
  return parseAnswer(res.body);
}

const userlist = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/goform/userlist?start=0&limit=15&${query}&t=${T0}`, headers }).then((r) => parseAnswer(r.body));

describe('session_key, as clients of real terminals use it', () => {
  beforeEach(async () => {
    t = await startTestDevice();
  });

  it('answers a per-session number beside the token at a GET login', async () => {
    const a = await scriptLogin();
    expect(a).toMatchObject({ code: 'success', session_key: expect.stringMatching(new RegExp(`^[1-9]\\d{${SESSION_KEY_DIGITS - 1}}$`)) });
    const b = await scriptLogin();
    expect(b.session_key).not.toBe(a.session_key);
  });

  it('authorises with session_id and session_key in the query, and with nothing less', async () => {
    const { session_key: key } = await scriptLogin();
    expect(await userlist(`session_id=admin&session_key=${key}`)).toMatchObject({ code: 'success' });
    expect(await userlist(`session_key=${key}`)).toMatchObject({ retvalue: 40104 });
    expect(await userlist(`session_id=admin&session_key=1${String(key).slice(1, -1)}0`)).toMatchObject({ retvalue: 40104 });
  });

  it("binds the key to its account: another account's name with it opens nothing", async () => {
    const { session_key: key } = await scriptLogin();
    expect(await userlist(`session_id=operator&session_key=${key}`)).toMatchObject({ retvalue: 40104 });
  });

  it('authorises with the cookies only beside X-Requested-With, and never from another site', async () => {
    const { session_key: key } = await scriptLogin();
    const cookie = `session_id=admin; session_key=${String(key)}; session_power=1`;
    expect(await userlist('', { ...scriptHeaders, cookie })).toMatchObject({ code: 'success' });
    // A drive-by request from a browser that holds the cookies: no custom header, a foreign page or none.
    expect(await userlist('', { cookie })).toMatchObject({ retvalue: 40104 });
    expect(await userlist('', { cookie, referer: 'http://evil.example/' })).toMatchObject({ retvalue: 40104 });
    expect(await userlist('', { ...scriptHeaders, cookie, referer: 'http://evil.example/page' })).toMatchObject({ retvalue: 40104 });
    expect(await userlist('', { ...scriptHeaders, cookie, origin: 'http://evil.example' })).toMatchObject({ retvalue: 10002 });
  });

  it('ends the key with the session: logout, password change, idle expiry', async () => {
    const first = await scriptLogin();
    await t.call('logout', {}, { token: String(first.token), method: 'GET' });
    expect(await userlist(`session_id=admin&session_key=${first.session_key}`)).toMatchObject({ retvalue: 40104 });

    const second = await scriptLogin();
    const changed = await t.call(
      'ModifyPassword',
      { userid: 'admin', oldpassword: ADMIN_PASSWORD, password: 'Changed-by-script-2', confirm: 'Changed-by-script-2' },
      { token: String(second.token) },
    );
    expect(changed).toMatchObject({ code: 'success' });
    expect(await userlist(`session_id=admin&session_key=${second.session_key}`)).toMatchObject({ retvalue: 40104 });

    const third = await scriptLogin('admin', 'Changed-by-script-2');
    t.advance(29 * 60_000);
    expect(await userlist(`session_id=admin&session_key=${third.session_key}`)).toMatchObject({ code: 'success' });
    t.advance(31 * 60_000);
    expect(await userlist(`session_id=admin&session_key=${third.session_key}`)).toMatchObject({ retvalue: 40104 });
  });

  it('keeps the rights of the account: an operator key reaches no administrator call', async () => {
    const { session_key: key } = await scriptLogin('operator', OPERATOR_PASSWORD);
    const settings = await t.app.inject({ method: 'GET', url: `/goform/SetEthernetParam?session_id=operator&session_key=${key}` });
    expect(parseAnswer(settings.body)).toMatchObject({ code: 'fail' });
    expect(await userlist(`session_id=operator&session_key=${key}`)).toMatchObject({ code: 'success' });
  });

  it('takes empty filters as empty strings and t=<ms> in place of _t', async () => {
    const { session_key: key } = await scriptLogin();
    const res = await t.app.inject({
      method: 'GET',
      url: `/goform/searchrecord?start=0&limit=15&userid=&from=&to=&order=asc&session_id=admin&session_key=${key}&t=${T0}`,
    });
    expect(parseAnswer(res.body)).toMatchObject({ code: 'success', count: expect.any(Number) });
  });
});

describe('/anviz/login, as newer firmware answers it', () => {
  beforeEach(async () => {
    t = await startTestDevice();
  });

  it('answers a token in standard base64 that works raw in a query, + and / and = unencoded', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/anviz/login?userid=admin&password=${ADMIN_PASSWORD}` });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const { token } = JSON.parse(res.body) as { token: string };
    const parts = token.split('.');
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(part).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    // A query parser reads a raw '+' as a space; the device reads the token back either way.
    const raw = await t.app.inject({ method: 'GET', url: `/goform/searchrecord?token=${token}&limit=2&from=2026-11-01&to=2026-11-23` });
    expect(parseAnswer(raw.body)).toMatchObject({ code: 'success' });
    const encoded = await t.app.inject({ method: 'GET', url: `/goform/searchrecord?token=${encodeURIComponent(token)}&limit=2` });
    expect(parseAnswer(encoded.body)).toMatchObject({ code: 'success' });
  });

  it('refuses a wrong password with the catalogue code and is not a /goform/ call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/anviz/login?userid=admin&password=wrong' });
    expect(JSON.parse(res.body)).toMatchObject({ code: 'fail', retvalue: 40302 });
    const goform = await t.app.inject({ method: 'GET', url: `/goform/anvizLogin?userid=admin&password=${ADMIN_PASSWORD}` });
    expect(parseAnswer(goform.body)).toMatchObject({ code: 'fail', retvalue: 10003 });
  });

  it('refuses a tampered token that differs only in base64 spelling of its signature', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/anviz/login?userid=admin&password=${ADMIN_PASSWORD}` });
    const { token } = JSON.parse(res.body) as { token: string };
    const [h, p, sig] = token.split('.');
    const flipped = `${h}.${p}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
    const answer = await t.app.inject({ method: 'GET', url: `/goform/userlist?token=${encodeURIComponent(flipped)}` });
    expect(parseAnswer(answer.body)).toMatchObject({ retvalue: 40104 });
  });
});

describe('older firmware (DEVICE_QUIRKS=legacy): the four habits, each as real clients meet it', () => {
  beforeEach(async () => {
    t = await startTestDevice({ quirks: 'legacy' });
    t.device.db.prepare("INSERT INTO users (userid, username) VALUES (7, 'Zoë')").run();
    t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (7, '2026-11-20 09:01:00', 1)").run();
  });

  it('writes keys unquoted with values quoted (a clock time stays "09:01:00") inside <html>', async () => {
    const login = await t.app.inject({ method: 'GET', url: `/goform/chklogin?userid=admin&password=${ADMIN_PASSWORD}` });
    expect(login.body).toMatch(/^<html>\{code:"success",retvalue:0,msg:"Success",token:"[^"]+",session_key:"\d+",funs:\[/);
    const { session_key: key } = cleanLikeRealClients(login.body) as { session_key: string };
    const rows = await t.app.inject({ method: 'GET', url: `/goform/searchrecord?start=0&limit=15&session_id=admin&session_key=${key}` });
    expect(rows.body).toContain('time:"2026-11-20 09:01:00"');
  });

  it('puts a trailing comma after an array that closes an object, and nowhere else', async () => {
    const token = await t.login();
    const list = await t.raw('userlist', { start: 0, limit: 5 }, { token, method: 'GET' });
    expect(list.body).toMatch(/\],\}<\/html>$/);
    const login = await t.app.inject({ method: 'GET', url: `/goform/chklogin?userid=admin&password=${ADMIN_PASSWORD}` });
    for (const body of [list.body, login.body]) expect(body.replace(/\],\}/g, '')).not.toMatch(/,\s*[}\]]/);
  });

  it('encodes the settings reads and /anviz/login twice: a JSON string holding the JSON', async () => {
    const token = await t.login();
    const settings = await t.raw('SetMachineParam', {}, { token, method: 'GET' });
    const outer = JSON.parse(settings.body.replace('<html>', '').replace('</html>', '')) as unknown;
    expect(typeof outer).toBe('string');
    expect(JSON.parse(outer as string)).toMatchObject({ code: 'success' });
    const anviz = await t.app.inject({ method: 'GET', url: `/anviz/login?userid=admin&password=${ADMIN_PASSWORD}` });
    expect(typeof JSON.parse(anviz.body)).toBe('string');
    expect(cleanLikeRealClients(anviz.body)).toMatchObject({ code: 'success', token: expect.any(String) });
  });

  it("names record rows id, name, time, status, with id the user's id", async () => {
    const token = await t.login();
    const res = await t.raw('searchrecord', { start: 0, limit: 10 }, { token, method: 'GET' });
    expect((cleanLikeRealClients(res.body) as { record: unknown[] }).record).toEqual([
      { id: '7', name: 'Zoë', time: '2026-11-20 09:01:00', status: 1 },
    ]);
  });

  it('answers every call a real client makes in a form its cleaners read', async () => {
    const login = cleanLikeRealClients((await t.app.inject({ method: 'GET', url: `/goform/chklogin?userid=admin&password=${ADMIN_PASSWORD}` })).body);
    const { session_key: key } = login as { session_key: string };
    for (const call of ['userlist?start=0&limit=15', 'searchrecord?start=0&limit=15&userid=&from=&to=&order=asc']) {
      const res = await t.app.inject({ method: 'GET', url: `/goform/${call}&session_id=admin&session_key=${key}&t=1` });
      expect(cleanLikeRealClients(res.body)).toMatchObject({ code: 'success' });
    }
  });
});
