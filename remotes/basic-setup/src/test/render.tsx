import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createConsoleStore, loggedIn } from '@tac/goform';
import { i18n, initI18n, loadSectionMessages } from '@tac/i18n';
import { toaster, UiProvider } from '@tac/ui';
import { loadMessages } from '../locales/loadMessages';

/** i18n with this section's namespace, and the DOM shims; call from beforeAll. */
export async function prepare(): Promise<void> {
  await initI18n();
  await loadSectionMessages('basicSetup', loadMessages);
}

/** Renders a screen as the shell would: one store with a logged-in admin, the UI provider. */
export async function renderScreen(ui: ReactElement) {
  const store = createConsoleStore();
  store.dispatch(loggedIn({ token: 't', funs: ['basicSetting'], name: 'Admin', userid: 'admin' }));
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

export { success, failure, fieldsOf, fakeGroup } from '@tac/goform/testing';
