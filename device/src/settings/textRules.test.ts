import { startTestDevice, type TestDevice } from './harness';

type Fields = Record<string, unknown>;

/**
 * Every field a firmware hands to a shell or writes into a config file: the call that
 * writes it, how, the other fields that make the write otherwise valid, and a valid value.
 */
const FIELDS: { call: string; read?: string; method: 'GET' | 'POST'; field: string; base: Fields; valid: string }[] = [
  { call: 'GetWirless', read: 'SetWirless', method: 'GET', field: 'ssid', base: {}, valid: 'Office' },
  { call: 'GetWirless', read: 'SetWirless', method: 'GET', field: 'password', base: {}, valid: 'password1' },
  { call: 'GetWirless', read: 'SetWirless', method: 'GET', field: 'apname', base: { apnamemode: 'custom' }, valid: 'Lobby' },
  { call: 'GetWirless', read: 'SetWirless', method: 'GET', field: 'appassword', base: {}, valid: 'password1' },
  { call: 'GetCommMode', read: 'SetCommMode', method: 'GET', field: 'serverurl', base: { servertype: 'url' }, valid: 'server.example.com' },
  { call: 'GetRestParam', read: 'SetRestParam', method: 'GET', field: 'restserver', base: {}, valid: 'api.example.com' },
  { call: 'GetRestParam', read: 'SetRestParam', method: 'GET', field: 'restkey', base: {}, valid: 'KEY-1' },
  { call: 'GetCloudParam', read: 'SetCloudParam', method: 'GET', field: 'cloudserver', base: {}, valid: 'cloud.example.com' },
  { call: 'GetCloudParam', read: 'SetCloudParam', method: 'GET', field: 'cloudcode', base: {}, valid: 'C-1' },
  { call: 'GetCloudParam', read: 'SetCloudParam', method: 'GET', field: 'cloudpassword', base: {}, valid: 'secret' },
  { call: 'GetBluetoothParam', read: 'SetBluetoothParam', method: 'POST', field: 'address', base: {}, valid: 'TAC-BT' },
  ...Array.from({ length: 8 }, (_, i) => ({
    call: 'GetApplyParam',
    read: 'SetApplyParam',
    method: 'GET' as const,
    field: `status${i}`,
    base: {},
    valid: `Label${i}`,
  })),
  { call: 'SetAllWirless', method: 'GET', field: 'ssid', base: { password: 'tac-office' }, valid: 'TAC-Office' },
  { call: 'SetAllWirless', method: 'GET', field: 'password', base: { ssid: 'TAC-Office' }, valid: 'tac-office' },
  {
    call: 'SetAllWirless',
    method: 'GET',
    field: 'identity',
    base: { ssid: 'Corp-Secure', security: 'WPA2-EAP', eap: 'PEAP', inner: 'MSCHAPV2', password: 'secret-1' },
    valid: 'ana',
  },
];

/** 10003, naming the field refused. */
const refusal = (field: string) => ({ code: 'fail', retvalue: 10003, msg: '10003', field });

describe('fields a firmware passes to a shell or a config file', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice();
    await t.login();
  });
  afterAll(() => t.close());

  describe.each(FIELDS.map((f) => [`${f.call} ${f.field}`, f] as const))('%s', (_, { call, read, method, field, base, valid }) => {
    it.each([
      ['a shell metacharacter', `${valid};reboot`],
      ['a newline', `${valid}\nreboot`],
      ['a NUL', `${valid}\u0000x`],
    ])('refuses %s with 10003 and stores nothing', async (__, value) => {
      const before = read ? await t.call(read, {}, { method: 'GET' }) : undefined;
      expect(await t.call(call, { ...base, [field]: value }, { method })).toEqual(refusal(field));
      if (read) expect(await t.call(read, {}, { method: 'GET' })).toEqual(before);
    });
  });

  it.each([';', '|', '&', '$', '`', '<', '>', '\\', "'", '"', '\r', '\t', '\u007f'])('a Wi-Fi name refuses %j', async (c) => {
    expect(await t.call('GetWirless', { ssid: `Office${c}1` }, { method: 'GET' })).toEqual(refusal('ssid'));
    expect(await t.call('GetWirless', { password: `password${c}1` }, { method: 'GET' })).toEqual(refusal('password'));
  });

  it('takes what Wi-Fi names, passwords, labels and servers really hold', async () => {
    const wifi = { ssid: 'Café Wi-Fi #2 (5G)', password: 'p@ss word!#%^*()~', apname: 'Lobby 2.4', appassword: 'a-b_c.d:e=f?g' };
    const answer = await t.call('GetWirless', { ...wifi, apnamemode: 'custom' }, { method: 'GET' });
    expect(answer).toMatchObject({ code: 'success', ssid: wifi.ssid, apname: wifi.apname, passwordset: 1, appasswordset: 1 });
    // Stored as sent (the passwords themselves are never answered).
    const stored = JSON.parse(t.device.db.prepare<[], { value: string }>("SELECT value FROM settings WHERE grp = 'wifi'").get()!.value) as Record<string, string>;
    expect(stored).toMatchObject({ password: wifi.password, appassword: wifi.appassword });
    expect(await t.call('GetApplyParam', { status6: 'Pause-café', status7: 'Übung 2' }, { method: 'GET' })).toMatchObject({ code: 'success' });
    for (const server of ['cloud.example.com', '10.0.0.5:8080', 'https://cloud.example.com:8443/api/v1', 'http://localhost/a%20b']) {
      expect([server, (await t.call('GetCloudParam', { cloudserver: server }, { method: 'GET' })).code]).toEqual([server, 'success']);
    }
  });

  it('counts a status label in characters: 16 emoji fit, a 17th does not', async () => {
    const sixteen = '🙂'.repeat(16);
    expect(await t.call('GetApplyParam', { status6: sixteen }, { method: 'GET' })).toMatchObject({ code: 'success' });
    expect(await t.call('SetApplyParam', {}, { method: 'GET' })).toMatchObject({ status6: sixteen });
    expect(await t.call('GetApplyParam', { status6: `${sixteen}🙂` }, { method: 'GET' })).toEqual(refusal('status6'));
  });

  it.each([
    'not a host',
    'http://user@cloud.example.com',
    'cloud.example.com/?a=1',
    'cloud.example.com/#top',
    'ftp://cloud.example.com',
    '300.1.1.1',
    '-cloud.example.com',
    'cloud..example.com',
    'cloud.example.com:70000',
    'cloud.example.com:0',
    'https://cloud.example.com/$(reboot)',
    '`reboot`',
    '<script>',
  ])('refuses the server address %j', async (server) => {
    expect(await t.call('GetCloudParam', { cloudserver: server }, { method: 'GET' })).toEqual(refusal('cloudserver'));
    expect(await t.call('GetCommMode', { servertype: 'url', serverurl: server }, { method: 'GET' })).toEqual(refusal('serverurl'));
    expect(await t.call('GetRestParam', { restserver: server }, { method: 'GET' })).toEqual(refusal('restserver'));
  });

  it('takes a server address, a Bluetooth name and a user name pasted with spaces around them, and stores them trimmed (issue 34, walk #15)', async () => {
    expect(await t.call('GetCommMode', { servertype: 'url', serverurl: '  https://adms.example.com:8081/tac  ' }, { method: 'GET' })).toMatchObject({
      code: 'success',
    });
    expect(await t.call('SetCommMode', {}, { method: 'GET' })).toMatchObject({ serverurl: 'https://adms.example.com:8081/tac' });
    expect(await t.call('GetCloudParam', { cloudserver: ' cloud.example.com\t' }, { method: 'GET' })).toMatchObject({ code: 'success' });
    expect(await t.call('SetCloudParam', {}, { method: 'GET' })).toMatchObject({ cloudserver: 'cloud.example.com' });
    expect(await t.call('GetBluetoothParam', { address: '  Front door  ' }, { method: 'POST' })).toMatchObject({ code: 'success' });
    expect(await t.call('SetBluetoothParam', {}, { method: 'GET' })).toMatchObject({ address: 'Front door' });
    expect(await t.call('adduser', { userid: 9034, username: '  Anna Lee  ' }, { method: 'POST' })).toMatchObject({ code: 'success' });
    expect(t.device.db.prepare<[], { username: string }>('SELECT username FROM users WHERE userid = 9034').get()?.username).toBe('Anna Lee');
  });

  it('refuses a Bluetooth name over 32 characters rather than cutting it (issue 34, walk #15)', async () => {
    expect(await t.call('GetBluetoothParam', { address: 'x'.repeat(33) }, { method: 'POST' })).toEqual(refusal('address'));
    expect(await t.call('GetBluetoothParam', { address: `  ${'x'.repeat(32)}  ` }, { method: 'POST' })).toMatchObject({ code: 'success' });
  });

  it('every text field refuses control characters, passwords included', async () => {
    expect(await t.call('chklogin', { userid: 'admin', password: '123\u000045' }, { method: 'POST', token: null })).toEqual(refusal('password'));
    expect(await t.call('adduser', { userid: 9, username: 'Ana\tNovak' }, { method: 'POST' })).toMatchObject({ code: 'fail', retvalue: 40102 });
    expect(await t.call('SetWebUpgradeMode', { password: '2026\n0101' }, { method: 'POST' })).toEqual(refusal('password'));
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    const tls = { ssid: 'Corp-Secure', security: 'WPA2-EAP', eap: 'TLS', identity: 'ana' };
    expect((await t.call('SetAllWirless', { ...tls, ca: pem }, { method: 'GET' })).retvalue).toBe(40302);
    expect(await t.call('SetAllWirless', { ...tls, ca: `${pem}\u0000` }, { method: 'GET' })).toEqual(refusal('ca'));
    expect(await t.call('SetAllWirless', { ...tls, ca: `${pem}$(reboot)` }, { method: 'GET' })).toEqual(refusal('ca'));
  });
});
