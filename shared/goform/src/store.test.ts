import { createSlice } from '@reduxjs/toolkit';
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
  expect(store.getState()).toHaveProperty('goform');
  expect(store.getState()).toHaveProperty('session');
});
