import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createConsoleStore, loggedIn } from '@tac/goform';
import { i18n, initI18n, loadSectionMessages } from '@tac/i18n';
import { UiProvider } from '@tac/ui';
import { loadMessages } from '../locales/loadMessages';

/** One msw server per test file; handlers per test with server.use(). */
export const server = setupServer();

/** Per test file: DOM shims, the msw device, i18n with the users namespace; slow shared CPUs get 20 s a test. */
export function setupUsersTests() {
  jest.setTimeout(20_000);
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await initI18n();
    await loadSectionMessages('users', loadMessages);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const reply = (body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'text/html' } });
export const success = (payload: Record<string, unknown> = {}) =>
  reply({ code: 'success', retvalue: 0, msg: 'Success', ...payload });
export const failure = (retvalue: number, msg = String(retvalue)) => reply({ code: 'fail', retvalue, msg });
export const waiting = (payload: Record<string, unknown> = {}) =>
  reply({ code: 'wait', retvalue: 0, msg: 'wait', ...payload });

/** The fields a request carried: its JSON body (POST) or query (GET), as text. */
export async function fieldsOf(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));
  }
  const body = (await request.json()) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
}

/** Shows where the screen navigated to, for assertions. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** Renders a screen at `path` (its route `route`) inside the console's providers, logged in. */
export function renderAt(element: ReactElement, path: string, route = path.split('?')[0] ?? path) {
  const store = createConsoleStore();
  store.dispatch(loggedIn({ token: 't', funs: ['user'], name: 'Admin', userid: 'admin' }));
  const utils = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { store, ...utils };
}

export async function inLanguage(lang: string, run: () => Promise<void>) {
  await i18n.changeLanguage(lang);
  try {
    await run();
  } finally {
    await i18n.changeLanguage('en');
  }
}
