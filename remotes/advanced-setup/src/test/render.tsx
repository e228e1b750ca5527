import { act, render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createConsoleStore, loggedIn } from '@tac/goform';
import { i18n, initI18n, loadSectionMessages } from '@tac/i18n';
import { toaster, UiProvider } from '@tac/ui';
import { loadMessages } from '../locales/loadMessages';

// Screens are driven key by key through Chakra's controls, on a CPU the whole suite
// shares: 5 s is too tight for a form of a dozen fields.
jest.setTimeout(20_000);

/** i18n with this section's namespace, and the DOM shims; call from beforeAll. */
export async function prepare(): Promise<void> {
  await initI18n();
  await loadSectionMessages('advancedSetup', loadMessages);
}

/** Renders a screen as the shell would: one store with a logged-in admin, the UI provider. */
export async function renderScreen(ui: ReactElement) {
  const store = createConsoleStore();
  store.dispatch(loggedIn({ token: 't', funs: ['advancedSetting'], name: 'Admin', userid: 'admin' }));
  const result = render(
    <Provider store={store}>
      <UiProvider>{ui}</UiProvider>
    </Provider>,
  );
  // The toaster mounts itself right after the first render.
  await act(async () => {
    await Promise.resolve();
  });
  return { ...result, store };
}

/** Removes toasts between tests so one test's Success cannot satisfy the next. */
export function clearToasts(): void {
  act(() => toaster.remove());
}

export async function inLanguage(lang: string, body: () => Promise<void>): Promise<void> {
  await i18n.changeLanguage(lang);
  try {
    await body();
  } finally {
    await i18n.changeLanguage('en');
  }
}

const ok = { code: 'success', retvalue: 0, msg: 'Success' } as const;
export const success = (payload: Record<string, unknown> = {}) => HttpResponse.json({ ...ok, ...payload } as JsonBodyType);
export const failure = (retvalue: number, msg = String(retvalue)) => HttpResponse.json({ code: 'fail', retvalue, msg });

/** Fields a call carried: query parameters for GET, the JSON body for POST. */
export async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    delete params._t;
    return params;
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A settings group on a fake device: reads answer the stored values, writes merge the
 * fields sent and are recorded in `writes`.
 */
export function fakeGroup(
  server: SetupServer,
  names: { read: string; write: string; writeMethod?: 'GET' | 'POST' },
  initial: Record<string, unknown>,
) {
  const state = { stored: { ...initial }, writes: [] as Record<string, unknown>[] };
  const write = names.writeMethod === 'POST' ? http.post : http.get;
  server.use(
    http.get(`*/goform/${names.read}`, () => success(state.stored)),
    write(`*/goform/${names.write}`, async ({ request }) => {
      const fields = await fieldsOf(request);
      state.writes.push(fields);
      state.stored = { ...state.stored, ...fields };
      return success(state.stored);
    }),
  );
  return state;
}
