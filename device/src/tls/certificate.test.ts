import { X509Certificate } from 'node:crypto';
import { connect as tlsConnect } from 'node:tls';
import { listenOnLoopback, OPERATOR_PASSWORD, parseAnswer, startTestDevice, T0, type TestDevice } from '../testing/harness';
import { tempDir } from '../testing/tmp';
import type { TlsPair } from './pem';
import { DAY_MS, testPair } from './testPairs';

const fingerprintOf = (pair: TlsPair) => new X509Certificate(pair.cert).fingerprint256;

/** The SHA-256 fingerprint of the certificate a new TLS connection to `port` is served. */
function servedFingerprint(port: number): Promise<string> {
  return new Promise((done, fail) => {
    const socket = tlsConnect({ port, host: '127.0.0.1', rejectUnauthorized: false }, () => {
      done(socket.getPeerX509Certificate()!.fingerprint256);
      socket.end();
    });
    socket.on('error', fail);
  });
}

let start: TlsPair;
let next: TlsPair;
beforeAll(async () => {
  [start, next] = await Promise.all([testPair('start.device'), testPair('next.device')]);
});

describe('the certificate calls of a device serving plain HTTP', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice();
  });
  afterAll(() => t.close());

  it('tells the console HTTPS is off and refuses a certificate with 10003/httpsOff', async () => {
    const admin = await t.login();
    expect(await t.call('GetCertificate', {}, { token: admin, method: 'GET' })).toEqual({ code: 'success', retvalue: 0, msg: 'Success', https: 0 });
    expect(await t.call('SetCertificate', next, { token: admin })).toMatchObject({ retvalue: 10003, msg: 'httpsOff' });
    expect(await t.call('CheckCertificate', next, { token: admin })).toMatchObject({ retvalue: 10003, msg: 'httpsOff' });
    expect(await t.call('ConfirmCertificate', { keep: 1 }, { token: admin })).toMatchObject({ retvalue: 10003, msg: 'httpsOff' });
  });

  it('sends no HSTS over HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the certificate calls of an HTTPS device', () => {
  let t: TestDevice;
  let port: number;
  let admin: string;
  beforeEach(async () => {
    t = await startTestDevice({ tls: start });
    port = (await listenOnLoopback(t)).https;
    admin = await t.login();
  });
  afterEach(() => t.close());

  const info = () => t.call('GetCertificate', {}, { token: admin, method: 'GET' });

  it('describes the certificate in use and never answers its key', async () => {
    const res = await t.raw('GetCertificate', {}, { token: admin, method: 'GET' });
    expect(parseAnswer(res.body)).toEqual({
      code: 'success',
      retvalue: 0,
      msg: 'Success',
      https: 1,
      windowms: 90_000,
      httpsport: port,
      httpsonly: 0,
      subject: 'CN=start.device',
      issuer: 'CN=start.device',
      validfrom: new Date(T0 - DAY_MS).toISOString(),
      validto: new Date(T0 + 365 * DAY_MS).toISOString(),
      fingerprint: fingerprintOf(start),
    });
    expect(res.body).not.toMatch(/PRIVATE KEY/);
  });

  it('refuses what cannot be served, each with its reason, and keeps serving the certificate it had', async () => {
    const [other, expired, early] = await Promise.all([
      testPair('other.device'),
      testPair('old.device', T0 - 400 * DAY_MS, T0 - DAY_MS),
      testPair('early.device', T0 + DAY_MS, T0 + 400 * DAY_MS),
    ]);
    const refusals: [Record<string, string>, string][] = [
      [{ cert: 'garbage', key: next.key }, 'certificateFormat'],
      [{ cert: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n', key: next.key }, 'certificateFormat'],
      [{ cert: next.cert, key: 'garbage' }, 'certificateKeyFormat'],
      [{ cert: next.cert, key: next.cert }, 'certificateKeyFormat'],
      [{ cert: next.cert, key: other.key }, 'certificateKeyMismatch'],
      [expired, 'certificateExpired'],
      [early, 'certificateNotYetValid'],
    ];
    for (const [pair, msg] of refusals) {
      expect(await t.call('CheckCertificate', pair, { token: admin })).toEqual({ code: 'fail', retvalue: 10102, msg });
      expect(await t.call('SetCertificate', pair, { token: admin })).toEqual({ code: 'fail', retvalue: 10102, msg });
    }
    expect(await info()).not.toHaveProperty('rollbackms');
    expect((await info()).fingerprint).toBe(fingerprintOf(start));
    expect(await servedFingerprint(port)).toBe(fingerprintOf(start));
  });

  it('checks a pair without installing it, describing the certificate it would serve', async () => {
    const auditBefore = await t.call('searchAuditLog', { limit: 100 }, { token: admin, method: 'GET' });
    expect(await t.call('CheckCertificate', next, { token: admin })).toEqual({
      code: 'success',
      retvalue: 0,
      msg: 'Success',
      subject: 'CN=next.device',
      issuer: 'CN=next.device',
      validfrom: new Date(T0 - DAY_MS).toISOString(),
      validto: new Date(T0 + 365 * DAY_MS).toISOString(),
      fingerprint: fingerprintOf(next),
    });
    expect(await info()).not.toHaveProperty('rollbackms');
    expect(await servedFingerprint(port)).toBe(fingerprintOf(start));
    expect(await t.call('searchAuditLog', { limit: 100 }, { token: admin, method: 'GET' })).toEqual(auditBefore);
  });

  it('admits a new certificate only from a session with the network right', async () => {
    expect(await t.call('CheckCertificate', next, { token: await t.login('operator', OPERATOR_PASSWORD) })).toMatchObject({ retvalue: 11000 });
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    expect(await t.call('SetCertificate', next, { token: operator })).toMatchObject({ retvalue: 11000 });
    expect(await t.call('GetCertificate', {}, { token: operator, method: 'GET' })).toMatchObject({ retvalue: 11000 });
    expect(await t.call('SetCertificate', next, { token: null })).toMatchObject({ retvalue: 40104 });
    expect(await servedFingerprint(port)).toBe(fingerprintOf(start));
  });

  it('refuses a body over its bound before reading it (10101), and an over-long PEM sent in chunks (10003)', async () => {
    const answer = await new Promise<string>((done, fail) => {
      const socket = tlsConnect({ port, host: '127.0.0.1', rejectUnauthorized: false }, () => {
        const head = [
          'POST /goform/SetCertificate HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `X-Token: ${admin}`,
          'Content-Type: application/json',
          `Content-Length: ${10 * 1024 * 1024}`,
        ];
        // Only the head and the first bytes: a device that read the body first would never answer.
        socket.write(`${head.join('\r\n')}\r\n\r\n{"cert":"`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => done(text));
      socket.on('error', fail);
    });
    expect(parseAnswer(answer.slice(answer.indexOf('\r\n\r\n') + 4).trim())).toMatchObject({ retvalue: 10101 });
    const long = { cert: `${next.cert}${'A'.repeat(64 * 1024)}`, key: next.key };
    expect(await t.call('SetCertificate', long, { token: admin })).toMatchObject({ retvalue: 10003, field: 'cert' });
  });

  it('serves a new certificate at once and restores the previous one unless it is confirmed in time', async () => {
    const installed = await t.call('SetCertificate', next, { token: admin });
    expect(installed).toMatchObject({ code: 'success', fingerprint: fingerprintOf(next), rollbackms: 90_000 });
    expect(installed).not.toHaveProperty('key');
    expect(await servedFingerprint(port)).toBe(fingerprintOf(next));

    t.advance(89_000);
    expect(await info()).toMatchObject({ fingerprint: fingerprintOf(next), rollbackms: 1_000 });
    t.advance(1_000);
    const restored = await info();
    expect(restored.fingerprint).toBe(fingerprintOf(start));
    expect(restored).not.toHaveProperty('rollbackms');
    expect(await servedFingerprint(port)).toBe(fingerprintOf(start));
  });

  it('keeps a confirmed certificate past the window', async () => {
    await t.call('SetCertificate', next, { token: admin });
    expect(await t.call('ConfirmCertificate', { keep: 1 }, { token: admin })).toMatchObject({ fingerprint: fingerprintOf(next) });
    t.advance(120_000);
    expect(await info()).toMatchObject({ fingerprint: fingerprintOf(next) });
    expect(await info()).not.toHaveProperty('rollbackms');
    expect(await servedFingerprint(port)).toBe(fingerprintOf(next));
  });

  it('is found in the audit log: the installed certificate by its fingerprint, then its confirmation', async () => {
    await t.call('SetCertificate', next, { token: admin });
    await t.call('ConfirmCertificate', { keep: 1 }, { token: admin });
    const entries = (await t.call('searchAuditLog', { limit: 10, kind: 'certificate' }, { token: admin, method: 'GET' })).record;
    expect(entries).toEqual([
      expect.objectContaining({ account: 'admin', target: 'keep', changes: [{ field: 'fingerprint', to: fingerprintOf(next) }] }),
      expect.objectContaining({ account: 'admin', target: 'install', changes: [{ field: 'fingerprint', from: fingerprintOf(start), to: fingerprintOf(next) }] }),
    ]);
  });

  it('brings the previous certificate back at once on keep=0, and after two uploads the last confirmed one', async () => {
    const third = await testPair('third.device');
    await t.call('SetCertificate', next, { token: admin });
    await t.call('SetCertificate', third, { token: admin });
    expect(await servedFingerprint(port)).toBe(fingerprintOf(third));
    expect(await t.call('ConfirmCertificate', { keep: 0 }, { token: admin })).toMatchObject({ fingerprint: fingerprintOf(start) });
    expect(await servedFingerprint(port)).toBe(fingerprintOf(start));
  });

  it('goes back to the certificate it started with when its settings are initialized', async () => {
    await t.call('SetCertificate', next, { token: admin });
    await t.call('ConfirmCertificate', { keep: 1 }, { token: admin });
    expect(await t.call('InitMachine', { settings: 1 }, { token: admin, method: 'GET' })).toMatchObject({ code: 'success' });
    expect(await servedFingerprint(port)).toBe(fingerprintOf(start));
  });
});

describe('an installed certificate across a restart', () => {
  it('is served again when the device starts with the same database', async () => {
    const dbFile = `${tempDir('tls-')}/device.db`;
    const first = await startTestDevice({ tls: start, dbFile });
    const admin = await first.login();
    await first.call('SetCertificate', next, { token: admin });
    await first.call('ConfirmCertificate', { keep: 1 }, { token: admin });
    await first.close();

    const again = await startTestDevice({ tls: start, dbFile });
    expect(await servedFingerprint((await listenOnLoopback(again)).https)).toBe(fingerprintOf(next));
    await again.close();
  });
});
