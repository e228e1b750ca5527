import { http } from 'msw';
import { api } from './api';
import { ethernetGroup } from './contract';
import { settingsEndpoints } from './settingsApi';
import { json, server, sleep, setupDeviceServer } from './test/harness';
import { createConsoleStore } from './store';

/** A reader of what the device computes from the work hours (the data-report's report). */
const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    testReport: build.query<number, void>({ queryFn: () => ({ data: Date.now() }), providesTags: ['Report'] }),
  }),
});

const kaoqinAnswer = (stored: object) => json({ code: 'success', retvalue: 0, msg: 'Success', ...stored });

setupDeviceServer();

it('reads with Set<X>, writes with Get<X>, and re-reads after a successful write', async () => {
  let stored = { duplicatepunch: 3, logalarm: 100, workstart: '09:00', workend: '18:00' };
  let reads = 0;
  let written: Record<string, string> | undefined;
  server.use(
    http.get('*/goform/SetKaoqinParam', () => {
      reads++;
      return kaoqinAnswer(stored);
    }),
    http.get('*/goform/GetKaoqinParam', ({ request }) => {
      written = Object.fromEntries(new URL(request.url).searchParams);
      stored = { ...stored, duplicatepunch: Number(written.duplicatepunch) };
      return kaoqinAnswer(stored);
    }),
  );
  const store = createConsoleStore();
  const subscription = store.dispatch(settingsEndpoints.kaoqinGroup.initiate());
  const first = await subscription;
  expect(first.data).toMatchObject({ duplicatepunch: 3, workend: '18:00' });

  await store.dispatch(settingsEndpoints.saveKaoqinGroup.initiate({ duplicatepunch: 30 }));
  expect(written).toMatchObject({ duplicatepunch: '30' });
  await sleep(50);
  expect(reads).toBe(2);
  expect(settingsEndpoints.kaoqinGroup.select()(store.getState()).data).toMatchObject({ duplicatepunch: 30 });
  subscription.unsubscribe();
});

it('reads a group once for every screen that shows it', async () => {
  let reads = 0;
  server.use(
    http.get('*/goform/SetTimeParam', () => {
      reads++;
      return json({ code: 'success', retvalue: 0, msg: 'Success' });
    }),
  );
  const store = createConsoleStore();
  const displayScreen = store.dispatch(settingsEndpoints.displayGroup.initiate());
  const recordList = store.dispatch(settingsEndpoints.displayGroup.initiate());
  await Promise.all([displayScreen, recordList]);
  expect(reads).toBe(1);
  displayScreen.unsubscribe();
  recordList.unsubscribe();
});

it('a change of the work hours re-reads the report computed from them', async () => {
  const stored = { duplicatepunch: 3, logalarm: 100, workstart: '09:00', workend: '18:00' };
  server.use(http.get('*/goform/GetKaoqinParam', () => kaoqinAnswer(stored)));
  const store = createConsoleStore();
  const report = store.dispatch(reportApi.endpoints.testReport.initiate());
  const before = (await report).data;
  await sleep(5);

  await store.dispatch(settingsEndpoints.saveKaoqinGroup.initiate({ workstart: '08:00' }));
  await sleep(50);
  expect(reportApi.endpoints.testReport.select()(store.getState()).data).toBeGreaterThan(before!);
  report.unsubscribe();
});

it('keeps a secret a terminal still answers (older firmware) out of the store, counted as set, and never sends one left empty', async () => {
  let written: Record<string, string> | undefined;
  const wifi = { mode: 'station', ssid: 'TAC-Office', password: 'office-secret-1', apnamemode: 'default', apname: '', appassword: '' };
  server.use(
    http.get('*/goform/SetWirless', () => json({ code: 'success', retvalue: 0, msg: 'Success', ...wifi })),
    http.get('*/goform/GetWirless', ({ request }) => {
      written = Object.fromEntries(new URL(request.url).searchParams);
      return json({ code: 'success', retvalue: 0, msg: 'Success', ...wifi, ...written });
    }),
  );
  const store = createConsoleStore();
  const subscription = store.dispatch(settingsEndpoints.wifiGroup.initiate());
  const { data } = await subscription;
  expect(data).toMatchObject({ password: '', passwordset: 1, appassword: '' });
  expect(data).not.toHaveProperty('appasswordset');
  expect(JSON.stringify(store.getState())).not.toContain('office-secret-1');

  const saved = await store.dispatch(settingsEndpoints.saveWifiGroup.initiate({ ssid: 'TAC-Guest', password: '', appassword: '' }));
  expect(written).toMatchObject({ ssid: 'TAC-Guest' });
  expect(written).not.toHaveProperty('password');
  expect(written).not.toHaveProperty('appassword');
  expect(saved.data).toMatchObject({ password: '', passwordset: 1 });
  expect(JSON.stringify(store.getState())).not.toContain('office-secret-1');
  subscription.unsubscribe();
});

it('reads the system info again after an Ethernet write: it names the wired address', async () => {
  let address = '192.168.0.218';
  server.use(
    http.get('*/goform/SetInfoParam', () => json({ code: 'success', retvalue: 0, msg: 'Success', SerialNumber: 'SN', IPAddress: address })),
    http.get('*/goform/GetEthernetParam', ({ request }) => {
      address = new URL(request.url).searchParams.get('ip') ?? address;
      return json({ code: 'success', retvalue: 0, msg: 'Success', ...ethernetGroup.defaults, ip: address });
    }),
  );
  const store = createConsoleStore();
  const info = store.dispatch(api.endpoints.systemInfo.initiate());
  expect((await info).data).toMatchObject({ IPAddress: '192.168.0.218' });
  await store.dispatch(settingsEndpoints.saveEthernetGroup.initiate({ ip: '192.168.0.77' }));
  await sleep(50);
  expect(api.endpoints.systemInfo.select()(store.getState()).data).toMatchObject({ IPAddress: '192.168.0.77' });
  info.unsubscribe();
});
