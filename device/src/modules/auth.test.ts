import { startTestDevice, type TestDevice } from '../testing/harness';

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice();
});
afterEach(() => t.close());

const MINUTE = 60_000;
const fail = (retvalue: number, msg = String(retvalue)) => ({ code: 'fail', retvalue, msg });

describe('chklogin', () => {
  it('logs admin in with every permission and a JWT-shaped token with string claims', async () => {
    const a = await t.call('chklogin', { userid: 'admin', password: '12345' });
    expect(a).toMatchObject({ code: 'success', retvalue: 0, msg: 'Success', name: 'admin', userid: 'admin' });
    expect(a.funs).toEqual(['user', 'network', 'basicSetting', 'advancedSetting', 'accessControl', 'machine', 'dataReport']);
    const [header, payload] = String(a.token).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'TAC-EMU-0000000000000001', uid: 'admin' });
    for (const k of ['jti', 'exp', 'iat', 'nbf']) expect(typeof claims[k]).toBe('string');
  });

  it('gives the operator only users and data reports', async () => {
    const a = await t.call('chklogin', { userid: 'operator', password: '54321' }, { as: 'form' });
    expect(a).toMatchObject({ code: 'success', funs: ['user', 'dataReport'] });
  });

  it('accepts GET with query parameters, as scripts for real terminals send it', async () => {
    const a = await t.call('chklogin', { userid: 'admin', password: '12345' }, { method: 'GET' });
    expect(a.code).toBe('success');
  });

  it.each([
    [{ userid: '', password: '12345' }, fail(40101)],
    [{ userid: '  ', password: '12345' }, fail(40101)],
    [{ userid: 'admin', password: '' }, fail(40201)],
    [{ userid: 'nobody', password: '12345' }, fail(40301)],
    [{ userid: 'admin', password: '54321' }, fail(40302)],
    [{ userid: 'admin' }, fail(10003)],
  ])('refuses %j with its catalogue code', async (fields, expected) => {
    expect(await t.call('chklogin', fields)).toEqual(expected);
  });

  it('answers 11003 for the superuser factory key with a service token limited to the machine calls', async () => {
    const a = await t.call('chklogin', { userid: 'superuser', password: '787878' });
    expect(a).toEqual({ ...fail(11003), token: expect.any(String) });
    expect(await t.call('chklogin', { userid: 'superuser', password: '000000' })).toEqual(fail(40302));
    const token = String(a.token);
    // The hidden pages' calls work with it; the console's sections stay closed (11000).
    expect(await t.call('SetSNKeyParam', {}, { token })).toMatchObject({ code: 'success' });
    expect((await t.call('SetWebUpgradeMode', { password: 'x' }, { method: 'POST', token })).retvalue).toBe(40302);
    expect((await t.call('userlist', {}, { token })).retvalue).toBe(11000);
    expect((await t.call('SetMachineParam', {}, { token })).retvalue).toBe(11000);
  });

  it('lets an admin-flagged device user with a password log in', async () => {
    const token = await t.login();
    await t.call('adduser', { userid: 42, username: 'Ana', password: '2468', admin: 1 }, { token });
    const a = await t.call('chklogin', { userid: '42', password: '2468' });
    expect(a).toMatchObject({ code: 'success', name: 'Ana', userid: '42' });
    await t.call('adduser', { userid: 43, username: 'Bo', password: '1357', admin: 0 }, { token });
    expect(await t.call('chklogin', { userid: '43', password: '1357' })).toEqual(fail(40301));
  });
});

describe('lockout', () => {
  const wrong = () => t.call('chklogin', { userid: 'admin', password: '99999' });

  it('locks the account for 5 minutes after 5 wrong passwords within 5 minutes', async () => {
    for (let i = 0; i < 4; i++) expect(await wrong()).toEqual(fail(40302));
    expect(await wrong()).toEqual(fail(40302, 'pwdErr_TimeOut'));
    expect(await t.call('chklogin', { userid: 'admin', password: '12345' })).toEqual(fail(40302, 'pwdErr_TimeOut'));
    // Other accounts are not locked.
    expect((await t.call('chklogin', { userid: 'operator', password: '54321' })).code).toBe('success');
    t.advance(5 * MINUTE + 1000);
    expect((await t.call('chklogin', { userid: 'admin', password: '12345' })).code).toBe('success');
  });

  it('forgets wrong passwords older than 5 minutes and after a good login', async () => {
    for (let i = 0; i < 4; i++) await wrong();
    t.advance(5 * MINUTE + 1000);
    expect(await wrong()).toEqual(fail(40302));
    await t.login();
    for (let i = 0; i < 4; i++) expect(await wrong()).toEqual(fail(40302));
  });
});

describe('sessions', () => {
  it('accepts the token from X-Token, the token parameter or the Admin-Token cookie', async () => {
    const token = await t.login();
    expect((await t.call('checkPower', {}, { token })).code).toBe('success');
    const viaQuery = await t.app.inject({ method: 'POST', url: '/goform/checkPower', query: { token } });
    expect(JSON.parse(viaQuery.body).code).toBe('success');
    const viaCookie = await t.app.inject({ method: 'POST', url: '/goform/checkPower', cookies: { 'Admin-Token': token } });
    expect(JSON.parse(viaCookie.body).code).toBe('success');
  });

  it('checkPower answers the caller rights', async () => {
    const token = await t.login('operator', '54321');
    expect(await t.call('checkPower', {}, { token })).toMatchObject({ funs: ['user', 'dataReport'], userid: 'operator' });
  });

  it('slides the expiry with use and ends it after 30 idle minutes', async () => {
    const token = await t.login();
    for (let i = 0; i < 3; i++) {
      t.advance(29 * MINUTE);
      expect((await t.call('checkPower', {}, { token })).code).toBe('success');
    }
    t.advance(31 * MINUTE);
    expect(await t.call('checkPower', {}, { token })).toEqual(fail(40104));
  });

  it('logout revokes the token only', async () => {
    const token = await t.login();
    const other = await t.login();
    expect((await t.call('logout', {}, { token, method: 'GET' })).code).toBe('success');
    expect(await t.call('checkPower', {}, { token })).toEqual(fail(40104));
    expect((await t.call('checkPower', {}, { token: other })).code).toBe('success');
  });
});

describe('ModifyPassword', () => {
  const change = (token: string, fields: Record<string, string>) =>
    t.call('ModifyPassword', { userid: 'admin', oldpassword: '12345', password: '654321', confirm: '654321', ...fields }, { token });

  it('changes the password, refuses the old one and ends every session of the account', async () => {
    const token = await t.login();
    const operator = await t.login('operator', '54321');
    expect((await change(token, {})).code).toBe('success');
    expect(await t.call('checkPower', {}, { token })).toEqual(fail(40104));
    expect((await t.call('checkPower', {}, { token: operator })).code).toBe('success');
    expect(await t.call('chklogin', { userid: 'admin', password: '12345' })).toEqual(fail(40302));
    expect((await t.call('chklogin', { userid: 'admin', password: '654321' })).code).toBe('success');
  });

  it('keeps a device user password a keypad PIN', async () => {
    const token = await t.login();
    await t.call('adduser', { userid: 42, username: 'Ana', password: '2468', admin: 1 }, { token });
    const own = await t.login('42', '2468');
    const change42 = (password: string) =>
      t.call('ModifyPassword', { userid: '42', oldpassword: '2468', password, confirm: password }, { token: own });
    expect(await change42('abc')).toEqual(fail(40202));
    expect((await change42('135790')).code).toBe('success');
    expect((await t.call('chklogin', { userid: '42', password: '135790' })).code).toBe('success');
  });

  it.each([
    [{ oldpassword: '11111' }, fail(40302)],
    [{ confirm: '654320' }, fail(40203, 'PasswordNotSame')],
    [{ password: '1234567', confirm: '1234567' }, fail(40202)],
    [{ password: 'a b', confirm: 'a b' }, fail(40202)],
    [{ oldpassword: '' }, fail(40201)],
    [{ confirm: '' }, fail(40201)],
    [{ userid: 'operator' }, fail(40301)],
  ])('refuses %j and keeps the password', async (fields, expected) => {
    const token = await t.login();
    expect(await change(token, fields)).toEqual(expected);
    expect((await t.call('chklogin', { userid: 'admin', password: '12345' })).code).toBe('success');
  });
});
