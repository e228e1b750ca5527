import { z } from 'zod';
import { PERMISSIONS, type EndpointContract } from '@tac/goform/contract';
import { route } from '../goform/registry';
import { modules } from '../modules';
import { startTestDevice, type TestDevice } from '../settings/harness';
import { BASELINES } from '../settings/samples';
import { startTestDevice as startDeviceWith } from '../testing/harness';
import { OPERATOR_PASSWORD } from '../testing/harness';

/** operator (OPERATOR_PASSWORD) holds only user and dataReport. */
const OPERATOR_FUNS = ['user', 'dataReport'];

describe('permissions of every section call', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice();
  });
  afterAll(() => t.close());

  const routes = modules.flatMap((m) => m.routes.map((r) => r.contract));
  const byName = (name: string) => routes.find((c) => c.name === name)?.access;
  const guarded = routes.filter((c) => c.access !== 'public' && c.access !== 'session' && !OPERATOR_FUNS.includes(c.access));

  it('every call states who may make it: anyone, any session, or a section', () => {
    for (const c of routes) expect([c.name, ['public', 'session', ...PERMISSIONS]]).toEqual([c.name, expect.arrayContaining([c.access])]);
    expect(guarded.length).toBeGreaterThan(40);
  });

  it.each(guarded.map((c) => [c.name, c] as const))('%s refuses an account without its section (11000)', async (_, c) => {
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    const valid = BASELINES[c.name]?.() ?? {};
    expect(await t.call(c.name, valid, { method: c.method, token: operator })).toEqual({ code: 'fail', retvalue: 11000, msg: '11000' });
  });

  it('the operator keeps what its sections need: system info and enrolment', async () => {
    const operator = await t.login('operator', OPERATOR_PASSWORD);
    expect((await t.call('SetInfoParam', {}, { token: operator })).code).toBe('success');
    expect((await t.call('regfp', { userid: 1, slot: 0, action: 'status' }, { method: 'POST', token: operator })).retvalue).toBe(40401);
  });

  it.each(['SetGroupInfo', 'SetTimeIntervalInfo', 'SetApplyParam', 'SetTimeParam'])(
    'the operator reads %s, which the users and records screens show',
    async (name) => {
      const operator = await t.login('operator', OPERATOR_PASSWORD);
      expect((await t.call(name, {}, { token: operator })).code).toBe('success');
    },
  );

  it('user and record calls each need their own section', () => {
    expect(byName('userlist')).toBe('user');
    expect(byName('deletsomeuser')).toBe('user');
    expect(byName('searchrecord')).toBe('dataReport');
    expect(byName('DownloadRecordForm')).toBe('dataReport');
  });

  it('admin passes every guard', async () => {
    const admin = await t.login();
    expect((await t.call('SetEthernetParam', {}, { token: admin })).code).toBe('success');
    expect((await t.call('SetAnvizWiegandAuthorize', {}, { method: 'POST', token: admin })).code).toBe('success');
    expect((await t.call('SetSNKeyParam', {}, { token: admin })).code).toBe('success');
  });
});

describe('a call whose contract states no access', () => {
  it('is refused to every session, the administrator included (permissions fail closed)', async () => {
    const planted = { name: 'Planted', method: 'POST', request: z.object({}), response: z.object({}), doc: 'planted' };
    const t = await startDeviceWith({
      extraModules: [{ name: 'planted', migrations: [], routes: [route(planted as unknown as EndpointContract, () => ({ done: 1 }))] }],
    });
    try {
      const admin = await t.login();
      expect(await t.call('Planted', {}, { token: admin })).toEqual({ code: 'fail', retvalue: 11000, msg: '11000' });
      expect(await t.call('Planted', {})).toEqual({ code: 'fail', retvalue: 40104, msg: '40104' });
    } finally {
      await t.close();
    }
  });
});
