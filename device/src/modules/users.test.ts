import { setFace, setFingerprint } from './users';
import { startTestDevice, type TestDevice } from '../testing/harness';

let t: TestDevice;
let token: string;
beforeEach(async () => {
  t = await startTestDevice();
  token = await t.login();
});
afterEach(() => t.close());

const fail = (retvalue: number, msg = String(retvalue)) => ({ code: 'fail', retvalue, msg });
const call = (name: string, fields: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') =>
  t.call(name, fields, { token, method });
const add = (fields: Record<string, unknown>) => call('adduser', { userid: 1, username: 'Anna Novak', ...fields });
const info = async (userid: number) => call('GetUserInfo', { userid });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);

function multipart(name: string, fields: Record<string, string>, file?: { data: Buffer; filename: string }) {
  const boundary = 'tacBoundary';
  const parts: Buffer[] = Object.entries(fields).map(
    ([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app
    .inject({
      method: 'POST',
      url: `/goform/${name}`,
      headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    })
    .then((r) => JSON.parse(r.body));
}

describe('adduser / GetUserInfo', () => {
  it('adds a user that GetUserInfo and userlist then show', async () => {
    expect(await add({ cardid: '12345678', password: '1234', confirm: '1234', admin: 1, groupid: 2 })).toEqual({
      code: 'success',
      retvalue: 0,
      msg: 'Success',
      userid: '1',
    });
    expect(await info(1)).toMatchObject({
      code: 'success',
      userid: '1',
      username: 'Anna Novak',
      cardid: '12345678',
      admin: 1,
      groupid: 2,
      face: 0,
      haspassword: 1,
      fp: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      photodata: '',
    });
    const list = await call('userlist', { start: 0, limit: 10 }, 'GET');
    expect(list).toMatchObject({ count: 1, record: [{ userid: '1', username: 'Anna Novak', cardid: '12345678' }] });
  });

  it('accepts form posts with string fields', async () => {
    const a = await t.call('adduser', { userid: '77', username: 'Иван Петров', admin: '0' }, { token, as: 'form' });
    expect(a.code).toBe('success');
    expect(await info(77)).toMatchObject({ username: 'Иван Петров' });
  });

  it('counts a user name in characters: 24 emoji fit, a 25th does not (40102)', async () => {
    expect(await add({ username: '🙂'.repeat(24) })).toMatchObject({ code: 'success' });
    expect(await info(1)).toMatchObject({ username: '🙂'.repeat(24) });
    expect(await add({ userid: 2, username: '🙂'.repeat(25) })).toEqual(fail(40102));
  });

  it.each([
    [{ username: '' }, fail(40101)],
    [{ username: '   ' }, fail(40101)],
    [{ username: 'x'.repeat(25) }, fail(40102)],
    [{ username: 'tab\there' }, fail(40102)],
    [{ userid: 0 }, fail(40401)],
    [{ userid: 'abc' }, fail(40401)],
    [{ userid: 1_000_000_000 }, fail(40401)],
    [{ userid: -5 }, fail(40401)],
    [{ password: '12a' }, fail(40404)],
    [{ password: '1234567' }, fail(40404)],
    [{ password: '1234', confirm: '4321' }, fail(40203, 'PasswordNotSame')],
    [{ cardid: '12ab' }, { ...fail(10003), field: 'cardid' }],
    [{ admin: 2 }, { ...fail(10003), field: 'admin' }],
  ])('refuses %j and stores nothing', async (fields, expected) => {
    expect(await add(fields)).toEqual(expected);
    expect(await call('userlist', {}, 'GET')).toMatchObject({ count: 0 });
  });

  it('refuses an existing id (40402) unless overwrite=1, and a card already taken (40403)', async () => {
    await add({ cardid: '555' });
    expect(await add({ username: 'Other' })).toEqual(fail(40402));
    expect(await add({ userid: 2, username: 'B', cardid: '555' })).toEqual(fail(40403));
    setFingerprint(t.device, 1, 3, true);
    expect((await add({ username: 'Replaced', overwrite: 1 })).code).toBe('success');
    expect(await info(1)).toMatchObject({ username: 'Replaced', cardid: '', fp: Array(10).fill(0) });
  });

  it('refuses a user past the model capacity (MaxUser) with 40401/userFull', async () => {
    const small = await startTestDevice({ env: { DEVICE_MODEL: 'TAC-FP100' } });
    const insert = small.device.db.prepare("INSERT INTO users (userid, username) VALUES (?, 'u')");
    small.device.tx(() => {
      for (let i = 1; i <= 3000; i++) insert.run(i);
    });
    const tok = await small.login();
    expect(await small.call('adduser', { userid: 3001, username: 'one too many' }, { token: tok })).toEqual(fail(40401, 'userFull'));
    expect((await small.call('adduser', { userid: 1, username: 'replace', overwrite: 1 }, { token: tok })).code).toBe('success');
    await small.close();
  });

  it('stores a JPEG photo sent as multipart, whatever its file name says', async () => {
    const a = await multipart('adduser', { userid: '9', username: 'Photo' }, { data: JPEG, filename: '../../../../etc/passwd' });
    expect(a.code).toBe('success');
    expect((await info(9)).photodata).toBe(`data:image/jpeg;base64,${JPEG.toString('base64')}`);
    expect((await call('userlist', {}, 'GET')).record).toEqual([expect.objectContaining({ userid: '9', photo: 1 })]);
  });

  it('refuses a photo that is not an image (10102) or too large (10101), adding nothing', async () => {
    expect(await multipart('adduser', { userid: '9', username: 'P' }, { data: Buffer.from('<svg/>'), filename: 'a.jpg' })).toEqual(fail(10102));
    const big = Buffer.concat([JPEG, Buffer.alloc(300 * 1024)]);
    expect(await multipart('adduser', { userid: '9', username: 'P' }, { data: big, filename: 'a.jpg' })).toEqual(fail(10101));
    expect(await info(9)).toEqual(fail(40401));
  });
});

describe('edituser', () => {
  it('changes only the given fields', async () => {
    await add({ cardid: '100', groupid: 3 });
    expect((await call('edituser', { userid: 1, username: 'Anna N.' })).code).toBe('success');
    expect(await info(1)).toMatchObject({ username: 'Anna N.', cardid: '100', groupid: 3 });
    await call('edituser', { userid: 1, cardid: '' });
    expect(await info(1)).toMatchObject({ cardid: '' });
  });

  it('refuses an unknown user, a taken card and a bad name without changing anything', async () => {
    await add({ cardid: '100' });
    await add({ userid: 2, username: 'B', cardid: '200' });
    expect(await call('edituser', { userid: 3, username: 'x' })).toEqual(fail(40401));
    expect(await call('edituser', { userid: 2, cardid: '100' })).toEqual(fail(40403));
    expect(await call('edituser', { userid: 2, username: '' })).toEqual(fail(40101));
    expect(await info(2)).toMatchObject({ username: 'B', cardid: '200' });
  });

  it('keeps fingerprints, face, photo, card and PIN when Add User updates an existing ID with the form (issue 34 #3)', async () => {
    expect((await multipart('adduser', { userid: '1', username: 'Anna', cardid: '555', password: '1234', confirm: '1234' }, { data: JPEG, filename: 'a.jpg' })).code).toBe('success');
    setFingerprint(t.device, 1, 3, true);
    setFace(t.device, 1, true);
    // What the console's "Update this user" sends: the form's fields, no card or PIN when left empty.
    expect((await call('edituser', { userid: 1, username: 'Anna Lima', admin: 0, groupid: 2, identifymode: 0 })).code).toBe('success');
    const after = await info(1);
    expect(after).toMatchObject({ username: 'Anna Lima', groupid: 2, cardid: '555', face: 1, haspassword: 1, fp: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0] });
    expect(after.photodata).toBe(`data:image/jpeg;base64,${JPEG.toString('base64')}`);
  });

  it('replaces and removes the photo', async () => {
    await add({});
    expect((await multipart('edituser', { userid: '1' }, { data: JPEG, filename: 'me.jpg' })).code).toBe('success');
    expect((await info(1)).photodata).not.toBe('');
    await call('edituser', { userid: 1, deletephoto: 1 });
    expect((await info(1)).photodata).toBe('');
  });

  it('keeps every acknowledged field under many parallel edits of the same user', async () => {
    await add({});
    const edits = Array.from({ length: 40 }, (_, i) => {
      const fields = i % 2 === 0 ? { username: `Name ${i}` } : { groupid: i };
      return call('edituser', { userid: 1, ...fields, ...(i % 10 === 0 ? { password: String(1000 + i) } : {}) }).then((a) => ({ i, a }));
    });
    const done = await Promise.all(edits);
    expect(done.every(({ a }) => a.code === 'success')).toBe(true);
    const final = await info(1);
    // Handlers answer in the order they commit; the last acknowledged value of each field stays.
    const names = done.filter(({ i }) => i % 2 === 0).map(({ i }) => `Name ${i}`);
    const groups = done.filter(({ i }) => i % 2 === 1).map(({ i }) => i);
    expect(names).toContain(final.username);
    expect(groups).toContain(final.groupid);
    expect(final.haspassword).toBe(1);
    const row = t.device.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number };
    expect(row.n).toBe(1);
  });
});

describe('deleteuser / deletsomeuser', () => {
  beforeEach(async () => {
    for (const id of [1, 2, 3]) await add({ userid: id, username: `U${id}` });
  });

  it('deletes one user with its fingerprints', async () => {
    setFingerprint(t.device, 2, 0, true);
    expect((await call('deleteuser', { userid: 2 })).code).toBe('success');
    expect(await info(2)).toEqual(fail(40401));
    expect(t.device.db.prepare('SELECT count(*) AS n FROM fingerprints').get()).toEqual({ n: 0 });
    expect(await call('deleteuser', { userid: 2 })).toEqual(fail(40401));
  });

  it('deletes several, all or nothing', async () => {
    expect(await call('deletsomeuser', { someuserid: '1,3,99' })).toEqual(fail(40401));
    expect(await call('deletsomeuser', { someuserid: '1,x' })).toEqual(fail(40401));
    expect((await call('userlist', {}, 'GET')).count).toBe(3);
    expect(await call('deletsomeuser', { someuserid: '' })).toEqual(fail(10003, 'userDelInfo'));
    expect(await call('deletsomeuser', { someuserid: '1, 3' })).toMatchObject({ code: 'success', deleted: 2 });
    expect((await call('userlist', {}, 'GET')).record).toEqual([expect.objectContaining({ userid: '2' })]);
  });
});

describe('EditPwd', () => {
  it("sets a user's password and ends that user's sessions", async () => {
    await add({ admin: 1, password: '1111' });
    const userToken = await t.login('1', '1111');
    expect((await call('EditPwd', { userid: 1, password: '2222', confirm: '2222' })).code).toBe('success');
    expect(await t.call('checkPower', {}, { token: userToken })).toEqual(fail(40104));
    expect(await t.call('chklogin', { userid: '1', password: '1111' })).toEqual(fail(40302));
    expect((await t.call('chklogin', { userid: '1', password: '2222' })).code).toBe('success');
  });

  it.each([
    [{ password: '', confirm: '' }, fail(40201)],
    [{ password: 'abc', confirm: 'abc' }, fail(40404)],
    [{ password: '1234', confirm: '12345' }, fail(40203, 'PasswordNotSame')],
    [{ userid: 5 }, fail(40401)],
  ])('refuses %j', async (fields, expected) => {
    await add({});
    expect(await call('EditPwd', { userid: 1, password: '2222', confirm: '2222', ...fields })).toEqual(expected);
    expect((await info(1)).haspassword).toBe(0);
  });
});

describe('userlist', () => {
  beforeEach(() => {
    const insert = t.device.db.prepare('INSERT INTO users (userid, username, cardid) VALUES (?, ?, ?)');
    t.device.tx(() => {
      for (let i = 1; i <= 250; i++) insert.run(i, i % 50 === 0 ? `王${i}` : `User ${i}`, i % 2 ? String(9000 + i) : null);
    });
  });

  it('pages by ascending id with the total count', async () => {
    const page = await call('userlist', { start: 100, limit: 100 }, 'GET');
    expect(page.count).toBe(250);
    const rows = page.record as { userid: string }[];
    expect(rows).toHaveLength(100);
    expect(rows[0]!.userid).toBe('101');
    expect(rows[99]!.userid).toBe('200');
    expect(((await call('userlist', { start: 300, limit: 100 }, 'GET')).record as unknown[]).length).toBe(0);
  });

  it('takes empty strings as absent filters and searches id prefixes and name parts', async () => {
    expect((await call('userlist', { start: '', limit: '', search: '' }, 'GET')).count).toBe(250);
    const byName = await call('userlist', { search: '王' }, 'GET');
    expect((byName.record as { userid: string }[]).map((r) => r.userid)).toEqual(['50', '100', '150', '200', '250']);
    // 24, 124, 224 by name ('User 124'), 240-249 by id and name.
    expect((await call('userlist', { search: '24' }, 'GET')).count).toBe(13);
    expect((await call('userlist', { search: '%' }, 'GET')).count).toBe(0);
  });

  it('refuses a limit above 100 or a negative start', async () => {
    expect(await call('userlist', { limit: 101 }, 'GET')).toEqual({ ...fail(10003), field: 'limit' });
    expect(await call('userlist', { start: -1 }, 'GET')).toEqual({ ...fail(10003), field: 'start' });
  });
});

describe('enrolment hooks for the hardware module', () => {
  it('marks fingerprint slots and the face enrolled', async () => {
    await add({});
    setFingerprint(t.device, 1, 0, true);
    setFingerprint(t.device, 1, 9, true);
    setFace(t.device, 1, true);
    expect(await info(1)).toMatchObject({ fp: [1, 0, 0, 0, 0, 0, 0, 0, 0, 1], face: 1, fpcount: 2 });
    setFingerprint(t.device, 1, 9, false);
    expect((await info(1)).fp).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(() => setFace(t.device, 404, true)).toThrow(expect.objectContaining({ retvalue: 40401 }));
    expect(() => setFingerprint(t.device, 1, 10, true)).toThrow(expect.objectContaining({ retvalue: 10003 }));
  });
});
