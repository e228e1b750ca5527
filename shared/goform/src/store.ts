import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { API_REDUCER_PATH, ApiTagType } from './apiShape';
import { session } from './session';
import { endSession } from './sessionEnd';

/**
 * Slices that remotes inject later (`slice.injectInto(rootReducer)`); a remote
 * declares its slice here by module augmentation to type its selectors.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(session).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that joins the running store later: the RTK Query api's (see installApi). */
const dynamicMiddleware = createDynamicMiddleware();

/**
 * Typed with the api's state although it joins later (installApi): whatever reads it has
 * loaded the api first, as RTK Query's selectors need.
 */
export type RootState = ReturnType<typeof rootReducer> & {
  [Path in typeof API_REDUCER_PATH]: CombinedState<EndpointDefinitions, ApiTagType, Path>;
};
const consoleReducer = rootReducer as unknown as Reducer<RootState>;

/** A fresh store; tests make one each so nothing leaks between them. */
export function createConsoleStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: consoleReducer,
    preloadedState: preloadedState as RootState | undefined,
    // The development-only checks warn on a busy 2-core machine long before anything is wrong.
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { warnAfter: 200 },
        immutableCheck: { warnAfter: 200 },
      }).concat(
        dynamicMiddleware.middleware,
      ),
  });
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
export type AppDispatch = ConsoleStore['dispatch'];

/** The console's one store (a Module Federation singleton through this package). */
export const store = createConsoleStore();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<ConsoleStore>();

const apiInstalled = createAction('goform/apiInstalled');

/**
 * Adds the RTK Query api (reducer and middleware) to every console store. The api's module
 * calls it when it loads with the layout or a section, so /login's first load goes without
 * RTK Query (issue 2 item 11).
 */
export function installApi(
  api: { reducerPath: string; reducer: Reducer; middleware: Middleware },
  ...middleware: Middleware[]
): void {
  rootReducer.inject(api);
  dynamicMiddleware.addMiddleware(api.middleware, ...middleware);
  // The api's state exists from the next action on; its hooks read it at once.
  store.dispatch(apiInstalled());
}

/** Clears the session now and reloads on /login (the navbar's Logout uses the logout mutation instead). */
export function forceLogout(): void {
  endSession(store.dispatch);
}
