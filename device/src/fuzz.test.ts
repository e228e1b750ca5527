import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { Code, PERMISSIONS } from '@tac/goform/contract';
import { issueToken } from './auth/tokens';
import { modules } from './modules';
import { startTestDevice, type TestDevice } from './settings/harness';
import { BASELINES } from './settings/samples';

/**
 * Malformed input to every registered endpoint: the device answers HTTP 200 with
 * a catalogue code, never a 5xx or a crash, and a refused call leaves the
 * database as it was.
 */

const CATALOGUE = new Set<number>(Object.values(Code));
/** Security bookkeeping that legitimately moves on every call (sliding sessions, failed logins). */
const VOLATILE_TABLES = new Set(['sessions', 'login_failures', 'login_locks']);
/** What a refused call does record, being a security event: every other audit entry must go with its write. */
const REFUSAL_EVENTS = "('loginFailed', 'lockout', 'firmwareRejected', 'upgradeMode')";
const tableQuery = (name: string) =>
  name === 'audit_log' ? `SELECT * FROM audit_log WHERE kind NOT IN ${REFUSAL_EVENTS}` : `SELECT * FROM "${name}"`;

const BAD_VALUES: unknown[] = [
  '',
  'x'.repeat(10_000),
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000\u0001\u001f',
  '%00%ff',
  -1,
  -2_147_483_649,
  1e308,
  '9007199254740993999',
  2.5,
  'NaN',
  '1e5',
  '0x10',
  '2026-02-30',
  '25:61',
  null,
  true,
  [],
  ['1', '2', '3'],
  { nested: { deep: 1 } },
];

const routes = modules.flatMap((m) => m.routes);


function fieldsOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Every table but the volatile ones, rows in a stable order (statements prepared once). */
function dumper(t: TestDevice): () => string {
  const statements = t.device.db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .filter((r) => !VOLATILE_TABLES.has(r.name))
    .map((r) => [r.name, t.device.db.prepare(tableQuery(r.name))] as const);
  return () =>
    JSON.stringify(statements.map(([name, stmt]) => [name, stmt.all().map((row) => JSON.stringify(row)).sort()]));
}

describe('fuzz: malformed input to every endpoint', () => {
  let t: TestDevice;
  let token: string;
  let dump: () => string;

  beforeAll(async () => {
    t = await startTestDevice({ SIM_ENROLL_MS: '1000000', SIM_PAIR_MS: '1000000' });
    token = await t.login();
    await t.call('adduser', { userid: 1, username: 'Ana', cardid: '1001', password: '1234' }, { method: 'POST' });
    await t.call('adduser', { userid: 2, username: 'Bo' }, { method: 'POST' });
    t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (1, '2026-03-01 09:00:00', 0), (2, '2026-03-01 18:00:00', 1)").run();
    await t.call('GetKaoqinParam', { duplicatepunch: 12 });
    dump = dumper(t);
  });
  afterAll(() => t.close());

  /** One raw call; checks the answer is a well-formed envelope and the database is unchanged when refused. */
  async function probe(name: string, inject: InjectOptions) {
    const before = dump();
    const res = await t.app.inject(inject);
    const where = `${name} ${JSON.stringify(inject).slice(0, 200)}`;
    if (res.statusCode !== 200) throw new Error(`${where}: HTTP ${res.statusCode}`);
    if (/text\/csv/.test(String(res.headers['content-type']))) return;
    let answer: { code?: string; retvalue?: unknown; msg?: unknown; reboot?: number };
    try {
      answer = JSON.parse(res.body);
    } catch {
      throw new Error(`${where}: answer is not JSON: ${res.body.slice(0, 100)}`);
    }
    if (!['success', 'fail', 'wait'].includes(String(answer.code))) throw new Error(`${where}: code ${answer.code}`);
    if (answer.code === 'fail') {
      if (typeof answer.retvalue !== 'number' || !CATALOGUE.has(answer.retvalue as never)) {
        throw new Error(`${where}: retvalue ${String(answer.retvalue)} is not in the catalogue`);
      }
      if (answer.retvalue === Code.SystemError && answer.msg === '10001' && !t.device.isOffline()) throw new Error(`${where}: 10001 (a handler crashed)`);
      if (dump() !== before) throw new Error(`${where}: refused, yet the database changed`);
    }
    if (answer.reboot === 1 || t.device.isOffline()) {
      // Back from the restart at once, with a session signed directly (a password login costs a scrypt).
      t.device.offlineUntil = 0;
      ({ token } = await issueToken(t.device, 'admin', [...PERMISSIONS]));
    }
  }

  const call = (name: string, method: 'GET' | 'POST', fields: Record<string, unknown>): InjectOptions =>
    method === 'GET'
      ? { method, url: `/goform/${name}`, query: toQuery(fields), headers: { 'x-token': token } }
      : { method, url: `/goform/${name}`, payload: fields, headers: { 'x-token': token } };

  it.each(routes.map((r) => [r.contract.name, r] as const))('%s', async (name, r) => {
    const fields = [...fieldsOf(r.contract.request), 'unexpected'];
    const method = r.contract.method;
    await probe(name, call(name, method, {}));
    if (BASELINES[name]) await probe(name, call(name, method, BASELINES[name]()));
    for (const value of BAD_VALUES) {
      await probe(name, call(name, method, Object.fromEntries(fields.map((f) => [f, value]))));
      const baseline = BASELINES[name] ?? (() => ({}));
      for (const field of fields) await probe(name, call(name, method, { ...baseline(), [field]: value }));
    }
    const raw = (payload: string, type: string): InjectOptions => ({
      method: 'POST',
      url: `/goform/${name}`,
      payload,
      headers: { 'x-token': token, 'content-type': type },
    });
    await probe(name, raw('{"userid": 1,', 'application/json'));
    await probe(name, raw('[1,2,3]', 'application/json'));
    await probe(name, raw('"just a string"', 'application/json'));
    await probe(name, raw('%%%=&&==%zz', 'application/x-www-form-urlencoded'));
    await probe(name, raw('plain text body', 'text/plain'));
    await probe(name, raw('--x\r\nbroken multipart', 'multipart/form-data; boundary=x'));
    await probe(name, { method: 'GET', url: `/goform/${name}?${'k'.repeat(5000)}=1&a[b]=1&a[b]=2`, headers: { 'x-token': token } });
  });

  it('an unknown endpoint answers 10003', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/goform/NoSuchThing', headers: { 'x-token': token } });
    expect(JSON.parse(res.body)).toEqual({ code: 'fail', retvalue: 10003, msg: '10003' });
  });

  it('the database is intact afterwards', () => {
    expect(t.device.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(t.device.db.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 2 });
  });
});

function toQuery(fields: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : typeof v === 'object' && v ? JSON.stringify(v) : String(v)]),
  );
}
