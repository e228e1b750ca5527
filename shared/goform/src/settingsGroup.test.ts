import { initI18n } from '@tac/i18n';
import { http } from 'msw';
import { api } from './api';
import { kaoqinGroup } from './contract/settings';
import { settingsGroupEndpoints } from './settingsGroup';
import { json, server } from './test/harness';
import { createConsoleStore } from './store';

const testApi = api.injectEndpoints({
  endpoints: (build) => {
    const kaoqin = settingsGroupEndpoints(build, kaoqinGroup);
    return { testKaoqin: kaoqin.read, testSaveKaoqin: kaoqin.write };
  },
});

beforeAll(async () => {
  await initI18n();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('reads with Set<X>, writes with Get<X>, and re-reads after a successful write', async () => {
  let stored = { duplicatepunch: 3, logalarm: 100, workstart: '09:00', workend: '18:00' };
  let reads = 0;
  let written: Record<string, string> | undefined;
  server.use(
    http.get('*/goform/SetKaoqinParam', () => {
      reads++;
      return json({ code: 'success', retvalue: 0, msg: 'Success', ...stored });
    }),
    http.get('*/goform/GetKaoqinParam', ({ request }) => {
      written = Object.fromEntries(new URL(request.url).searchParams);
      stored = { ...stored, duplicatepunch: Number(written.duplicatepunch) };
      return json({ code: 'success', retvalue: 0, msg: 'Success', ...stored });
    }),
  );
  const store = createConsoleStore();
  const subscription = store.dispatch(testApi.endpoints.testKaoqin.initiate());
  const first = await subscription;
  expect(first.data).toMatchObject({ duplicatepunch: 3, workend: '18:00' });

  await store.dispatch(testApi.endpoints.testSaveKaoqin.initiate({ duplicatepunch: 30 }));
  expect(written).toMatchObject({ duplicatepunch: '30' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toBe(2);
  expect(testApi.endpoints.testKaoqin.select()(store.getState()).data).toMatchObject({ duplicatepunch: 30 });
  subscription.unsubscribe();
});
