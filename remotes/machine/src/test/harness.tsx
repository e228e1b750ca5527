import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createConsoleStore, loggedIn, navigation } from '@tac/goform';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { toaster, UiProvider } from '@tac/ui';
import { loadMessages } from '../locales/loadMessages';

/** i18n with the machine namespace, and the DOM shims; call from beforeAll. */
export async function prepare(): Promise<void> {
  await initI18n();
  await loadSectionMessages('machine', loadMessages);
}

/** Renders a screen as the shell would: one store with a logged-in admin, the UI provider. */
export async function renderScreen(ui: ReactElement) {
  const store = createConsoleStore();
  store.dispatch(loggedIn({ token: 't', funs: ['machine'], name: 'Admin', userid: 'admin' }));
  // jsdom cannot navigate: the full-page trip to /login is observed instead.
  const reloadTo = jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
  const result = render(
    <Provider store={store}>
      <UiProvider>{ui}</UiProvider>
    </Provider>,
  );
  // The toaster mounts itself right after the first render.
  await act(async () => {
    await Promise.resolve();
  });
  return { ...result, store, reloadTo };
}

export const reply = (body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'text/html' } });
export const success = (payload: Record<string, unknown> = {}) =>
  reply({ code: 'success', retvalue: 0, msg: 'Success', ...payload });
export const fail = (retvalue: number, msg = String(retvalue)) => reply({ code: 'fail', retvalue, msg });

/** Removes toasts between tests so one test's message cannot satisfy the next. */
export function clearToasts(): void {
  act(() => toaster.remove());
}
