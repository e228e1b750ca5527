import { i18n } from '@tac/i18n';
import { http } from 'msw';
import { Code } from './contract/codes';
import { kaoqinGroup } from './contract/settings';
import { goformRequest } from './request';
import { json, server, setup, setupDeviceServer } from './test/harness';

/** An answer is checked against the contract's response schema, not taken on trust. */
setupDeviceServer();

const envelope = { code: 'success', retvalue: 0, msg: 'Success' };
const readKaoqin = goformRequest(kaoqinGroup.read);
const answering = (body: object) => server.use(http.get('*/goform/SetKaoqinParam', () => json(body)));

it('hands over a success as the contract parses it, envelope and all', async () => {
  // Older firmware sends numbers as text.
  answering({ ...envelope, duplicatepunch: '3', logalarm: 100, workstart: '09:00', workend: '18:00', reboot: 1 });
  const { call, notifier } = setup();
  const { data, error } = await call({ ...readKaoqin, ownsRestart: true });
  expect(error).toBeUndefined();
  expect(data).toMatchObject({ code: 'success', retvalue: 0, reboot: 1, duplicatepunch: 3, workend: '18:00' });
  expect(notifier.error).not.toHaveBeenCalled();
});

it('turns a success the contract refuses into the catalogue’s system error, shown once', async () => {
  answering({ ...envelope, duplicatepunch: 'often', workstart: '09:00' });
  const { call, notifier } = setup();
  const { data, error } = await call(readKaoqin);
  expect(data).toBeUndefined();
  expect(error).toMatchObject({ status: 'DEVICE', retvalue: Code.SystemError, msg: String(Code.SystemError) });
  expect(notifier.error).toHaveBeenCalledTimes(1);
  expect(notifier.error).toHaveBeenCalledWith(i18n.t('errors:10001'));
});

it('keeps a quiet call quiet when its answer is malformed', async () => {
  answering({ ...envelope });
  const { call, notifier } = setup();
  const { error } = await call({ ...readKaoqin, quiet: true });
  expect(error).toMatchObject({ retvalue: Code.SystemError });
  expect(notifier.error).not.toHaveBeenCalled();
});

it('does not hold a refusal or a wait to the success schema', async () => {
  const { call } = setup();
  answering({ code: 'fail', retvalue: Code.MissingParameters, msg: '10003' });
  expect((await call(readKaoqin)).data).toMatchObject({ code: 'fail', retvalue: Code.MissingParameters });
  answering({ code: 'wait', retvalue: 0, msg: 'wait' });
  expect((await call(readKaoqin)).data).toMatchObject({ code: 'wait' });
});
