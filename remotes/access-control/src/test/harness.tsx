import { act, configure, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createConsoleStore, loggedIn, navigation } from '@tac/goform';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { toaster, UiProvider } from '@tac/ui';
import { loadMessages } from '../locales/loadMessages';

/**
 * The section's component tests: one msw server standing in for the terminal, and a
 * screen rendered as the shell mounts it (store with a session, router, UiProvider).
 */
export const server = setupServer();

export const ok = (payload: Record<string, unknown> = {}) =>
  HttpResponse.json({ code: 'success', retvalue: 0, msg: 'Success', ...payload });
export const fail = (retvalue: number) => HttpResponse.json({ code: 'fail', retvalue, msg: String(retvalue) });

/** Query fields of a GET call, as the device receives them. */
export const fieldsOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export { http };

export function setupDevice() {
  // Seven engineers' test runs share two cores: a form test typing into several fields can
  // take longer than jest's 5 s default without anything being wrong.
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
  beforeAll(async () => {
    await initI18n();
    await loadSectionMessages('accessControl', loadMessages);
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

export async function renderScreen(element: ReactElement, path = '/screen') {
  const store = createConsoleStore();
  store.dispatch(loggedIn({ token: 't', funs: ['accessControl'], name: 'Admin', userid: 'admin' }));
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  // The toaster mounts itself right after the first render.
  await act(async () => {
    await Promise.resolve();
  });
  return { ...result, store, router };
}

export { screen };
