import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { session } from './session';
import { endSession } from './sessionEnd';

/**
 * Slices that remotes inject later (`slice.injectInto(rootReducer)`); a remote
 * declares its slice here by module augmentation to type its selectors.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, session).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests make one each so nothing leaks between them. */
export function createConsoleStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    // The development-only checks warn on a busy 2-core machine long before anything is wrong.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } }).concat(api.middleware),
  });
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
export type AppDispatch = ConsoleStore['dispatch'];

/** The console's one store (a Module Federation singleton through this package). */
export const store = createConsoleStore();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Clears the session now and reloads on /login (the navbar's Logout uses the logout mutation instead). */
export function forceLogout(): void {
  endSession(store.dispatch);
}
