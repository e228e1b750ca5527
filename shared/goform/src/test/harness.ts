import { initI18n } from '@tac/i18n';
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

/**
 * Per test file: the msw device listens (an unexpected call fails the test), and each
 * test leaves no handler, mock, cookie or tab state behind.
 */
export function setupDeviceServer(): void {
  beforeAll(async () => {
    await initI18n();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

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

/** Cancels a call under way: it ends as an AbortError and no message is shown. */
export async function expectQuietCancel(pending: { abort(): void } & PromiseLike<{ error?: unknown }>, notifier: { error: jest.Mock }) {
  pending.abort();
  const result = await pending;
  expect(result.error).toMatchObject({ name: 'AbortError' });
  await sleep(50);
  expect(notifier.error).not.toHaveBeenCalled();
}
