import { OPERATOR_PASSWORD, startTestDevice, type TestDevice } from '../testing/harness';

/** Rights on what a call changes: an account without every section may not touch administrator users. */
let t: TestDevice;
let admin: string;
let operator: string;
beforeEach(async () => {
  t = await startTestDevice();
  admin = await t.login();
  operator = await t.login('operator', OPERATOR_PASSWORD);
  // An administrator user (logs in to the console) and an ordinary one.
  await t.call('adduser', { userid: 1, username: 'Boss', password: '1111', confirm: '1111', admin: 1 }, { token: admin });
  await t.call('adduser', { userid: 2, username: 'Staff', cardid: '555' }, { token: admin });
});
afterEach(() => t.close());

const quiet = { code: 'fail', retvalue: 11000, msg: '11000' };
const user = async (id: number) => t.call('GetUserInfo', { userid: id }, { token: admin });

describe('an operator (User section only)', () => {
  it('may not create an administrator, not even through overwrite', async () => {
    expect(await t.call('adduser', { userid: 3, username: 'Eve', password: '1234', confirm: '1234', admin: 1 }, { token: operator })).toEqual(quiet);
    expect((await user(3)).retvalue).toBe(40401);
    expect(await t.call('adduser', { userid: 1, username: 'Eve', overwrite: 1 }, { token: operator })).toEqual(quiet);
    expect(await user(1)).toMatchObject({ username: 'Boss', admin: 1 });
    expect((await t.call('chklogin', { userid: '3', password: '1234' })).retvalue).toBe(40301);
  });

  it('may not promote an ordinary user, nor edit, re-password or delete an administrator user', async () => {
    expect(await t.call('edituser', { userid: 2, admin: 1, password: '2222', confirm: '2222' }, { token: operator })).toEqual(quiet);
    expect(await user(2)).toMatchObject({ admin: 0, haspassword: 0 });
    expect(await t.call('edituser', { userid: 1, password: '9999', confirm: '9999' }, { token: operator })).toEqual(quiet);
    expect(await t.call('edituser', { userid: 1, username: 'Renamed' }, { token: operator })).toEqual(quiet);
    expect(await t.call('EditPwd', { userid: 1, password: '9999', confirm: '9999' }, { token: operator })).toEqual(quiet);
    expect(await t.call('deleteuser', { userid: 1 }, { token: operator })).toEqual(quiet);
    expect(await t.call('deletsomeuser', { someuserid: '2,1' }, { token: operator })).toEqual(quiet);
    expect(await user(1)).toMatchObject({ username: 'Boss', admin: 1 });
    expect((await user(2)).code).toBe('success');
    expect((await t.call('chklogin', { userid: '1', password: '1111' })).code).toBe('success');
  });

  it('may not enrol a fingerprint or a face on an administrator user', async () => {
    expect(await t.call('regfp', { userid: 1, slot: 0, action: 'start' }, { token: operator })).toEqual(quiet);
    expect(await t.call('getOnlineEnrollStatus', { userid: 1, action: 'start' }, { token: operator })).toEqual(quiet);
  });

  it('still manages ordinary users: add, edit, PIN, enrol, delete', async () => {
    expect((await t.call('adduser', { userid: 3, username: 'New', password: '1234', confirm: '1234' }, { token: operator })).code).toBe('success');
    expect((await t.call('edituser', { userid: 3, username: 'Newer', admin: 0 }, { token: operator })).code).toBe('success');
    expect((await t.call('EditPwd', { userid: 3, password: '4321', confirm: '4321' }, { token: operator })).code).toBe('success');
    expect((await t.call('regfp', { userid: 3, slot: 0, action: 'start' }, { token: operator })).code).toBe('wait');
    expect((await t.call('deletsomeuser', { someuserid: '2,3' }, { token: operator })).code).toBe('success');
  });
});

describe('an account with full rights', () => {
  it('manages administrator users', async () => {
    expect((await t.call('edituser', { userid: 2, admin: 1, password: '2222', confirm: '2222' }, { token: admin })).code).toBe('success');
    expect((await t.call('chklogin', { userid: '2', password: '2222' })).code).toBe('success');
    expect((await t.call('EditPwd', { userid: 1, password: '9999', confirm: '9999' }, { token: admin })).code).toBe('success');
    expect((await t.call('deletsomeuser', { someuserid: '1,2' }, { token: admin })).code).toBe('success');
  });
});
