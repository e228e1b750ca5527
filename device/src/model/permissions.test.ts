import { modules } from '../modules';
import { startTestDevice, type TestDevice } from '../settings/harness';
import { BASELINES } from '../settings/samples';
import { PERMISSION_OF } from './permissions';
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
  const guarded = routes.filter((c) => PERMISSION_OF[c.name] && !OPERATOR_FUNS.includes(PERMISSION_OF[c.name]!));

  it('every guarded name is a registered call', () => {
    for (const name of Object.keys(PERMISSION_OF)) expect(routes.map((c) => c.name)).toContain(name);
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
    expect(PERMISSION_OF.userlist).toBe('user');
    expect(PERMISSION_OF.deletsomeuser).toBe('user');
    expect(PERMISSION_OF.searchrecord).toBe('dataReport');
    expect(PERMISSION_OF.DownloadRecordForm).toBe('dataReport');
  });

  it('admin passes every guard', async () => {
    const admin = await t.login();
    expect((await t.call('SetEthernetParam', {}, { token: admin })).code).toBe('success');
    expect((await t.call('SetAnvizWiegandAuthorize', {}, { method: 'POST', token: admin })).code).toBe('success');
    expect((await t.call('SetSNKeyParam', {}, { token: admin })).code).toBe('success');
  });
});
