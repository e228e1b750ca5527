import { createSlice } from '@reduxjs/toolkit';
import { http } from 'msw';
import { createConsoleStore, rootReducer } from './store';

it('a remote injects its own slice into the running store', () => {
  const store = createConsoleStore();
  const wifi = createSlice({
    name: 'networkWifi',
    initialState: { scanning: false },
    reducers: { scanStarted: (s) => ({ ...s, scanning: true }) },
    selectors: { selectScanning: (s) => s.scanning },
  });
  const injected = wifi.injectInto(rootReducer);
  store.dispatch(injected.actions.scanStarted());
  // A remote declares its slice on LazyLoadedSlices for typed selectors; the test casts instead.
  const state = store.getState() as Parameters<typeof injected.selectors.selectScanning>[0];
  expect(injected.selectors.selectScanning(state)).toBe(true);
  expect(store.getState()).toHaveProperty('session');
});

it('the device api joins the running store when its module loads, not before (the /login first load)', async () => {
  const { server, json } = await import('./test/harness');
  server.listen();
  server.use(http.get('*/goform/SetInfoParam', () => json({ code: 'success', SerialNumber: 'S1' })));
  try {
    await jest.isolateModulesAsync(async () => {
      const { store } = await import('./store');
      expect(store.getState()).not.toHaveProperty('goform');
      const { api } = await import('./api');
      expect(store.getState()).toHaveProperty('goform');
      // Its middleware runs too: a query caches its answer in the running store.
      await store.dispatch(api.endpoints.systemInfo.initiate());
      expect(api.endpoints.systemInfo.select()(store.getState()).data).toMatchObject({ SerialNumber: 'S1' });
    });
  } finally {
    server.close();
  }
});
