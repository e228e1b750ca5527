import { setupServer } from 'msw/node';
import { api } from '../api';
import type { Answer, GoformArgs } from '../baseQuery';
import { navigation } from '../navigation';
import { setNotifier } from '../notifier';
import { createConsoleStore } from '../store';

/** A test-only endpoint that passes its arguments straight to the baseQuery. */
export const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    testProbe: build.mutation<Answer, GoformArgs>({ query: (args) => args }),
  }),
});

export const server = setupServer();

export function setup() {
  const store = createConsoleStore();
  const notifier = { error: jest.fn<void, [string]>(), success: jest.fn<void, [string]>() };
  setNotifier(notifier);
  const reloadTo = jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
  const call = (args: GoformArgs) => store.dispatch(probeApi.endpoints.testProbe.initiate(args));
  return { store, notifier, reloadTo, call };
}

export const answer = (body: string) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });

export const json = (value: unknown) => answer(JSON.stringify(value));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
