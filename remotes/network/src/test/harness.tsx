import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createConsoleStore, loggedIn, navigation } from '@tac/goform';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { toaster, UiProvider } from '@tac/ui';
import { loadMessages } from '../locales/loadMessages';

export const server = setupServer();

const ok = { code: 'success', retvalue: 0, msg: 'Success' };
export const success = (payload: Record<string, unknown> = {}) => HttpResponse.json({ ...ok, ...payload });
export const failure = (retvalue: number, msg = String(retvalue)) => HttpResponse.json({ code: 'fail', retvalue, msg });

/** The fields a request carried: query parameters of a GET, the JSON body of a POST. */
export async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  delete query._t;
  if (request.method === 'GET') return query;
  const body = (await request.json()) as Record<string, unknown>;
  return { ...query, ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) };
}

/**
 * A settings group on a fake device: Set<X> answers `state`, Get<X> records the call,
 * merges it and answers the stored group (plus `extra`, e.g. rollbackms).
 */
export function fakeGroup(read: string, write: string, initial: Record<string, unknown>, method: 'get' | 'post' = 'get') {
  const group = {
    state: { ...initial },
    extra: {} as Record<string, unknown>,
    writes: [] as Record<string, string>[],
    failWith: undefined as number | undefined,
  };
  server.use(
    http.get(`*/goform/${read}`, () => success({ ...group.state, ...group.extra })),
    http[method](`*/goform/${write}`, async ({ request }) => {
      const fields = await fieldsOf(request);
      group.writes.push(fields);
      if (group.failWith) return failure(group.failWith);
      const { keep, ...values } = fields;
      group.state = { ...group.state, ...values };
      if (keep === '1') group.extra = {};
      return success({ ...group.state, ...group.extra });
    }),
  );
  return group;
}

export async function prepare(): Promise<void> {
  await initI18n();
  await loadSectionMessages('network', loadMessages);
}

export function withFakeDevice(): void {
  // Typing into several Chakra fields under jsdom takes seconds on a shared two-core machine.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await prepare();
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => toaster.remove());
    server.resetHandlers();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
}

/** Renders a screen at its route, logged in with the network permission. */
export async function renderScreen(ui: ReactElement, path = '/network/screen', entry = path) {
  const store = createConsoleStore();
  store.dispatch(loggedIn({ token: 't', funs: ['network'], name: 'Admin', userid: 'admin' }));
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [entry] });
  const result = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return { ...result, store, router };
}
