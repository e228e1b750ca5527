import { act, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { http } from 'msw';
import { createConsoleStore, displayGroup, forgetSession, loggedIn, navigation, PERMISSIONS } from '@tac/goform';
import { success } from '@tac/goform/testing';
import { i18n, initI18n, loadSectionMessages, provideSectionTexts, type MessagesLoader } from '@tac/i18n';
// The light entry, not '@tac/ui': importing the kit must not preload the toast chunk.
import { toaster, UiProvider } from '@tac/ui/core';
import { unmountDetached } from '../detached';
import { testSectionTexts } from './sectionTexts';

/** What the kit needs of a section: its manifest fits (shared packages cannot import the shell's type). */
export interface SectionTestConfig {
  i18nNamespace: string;
  loadMessages: MessagesLoader;
  /** The section's permission (funs entry): an account holding only it is the section's operator. */
  permission: string;
}

export interface SectionTestOptions {
  /** Show the router's location in an output labelled "location", for tests of navigation. */
  showLocation?: boolean;
}

/** The session every rendered screen starts with. */
export const TEST_TOKEN = 'tok';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/**
 * A section's component-test kit: one msw server standing in for the terminal (handlers
 * per test with server.use), and screens rendered as the shell mounts them. Nothing
 * happens on import: a test file opts in with withFakeDevice().
 */
export function sectionTestKit(config: SectionTestConfig, options: SectionTestOptions = {}) {
  // Every date and time input reads the device's clock format (Display): the factory's, unless a test says otherwise.
  const server = setupServer(http.get(`*/goform/${displayGroup.read.name}`, () => success(displayGroup.defaults)));

  /** Registers this file's lifecycle: English with the section's namespace, the device, clean toasts and spies. */
  function withFakeDevice(): void {
    // Typing into several Chakra fields under jsdom takes seconds on the shared cores.
    jest.setTimeout(30_000);
    beforeAll(async () => {
      await initI18n();
      await loadSectionMessages(config.i18nNamespace, config.loadMessages);
      provideSectionTexts(testSectionTexts());
      server.listen({ onUnhandledRequest: 'error' });
    });
    beforeEach(() => {
      // jsdom cannot navigate: the full-page trip (e.g. to /login) is observed instead.
      jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
    });
    afterEach(() => {
      // One test's toast must not satisfy the next test's assertion.
      act(() => toaster.remove());
      act(() => unmountDetached());
      server.resetHandlers();
      jest.restoreAllMocks();
      // The browser's storage outlives a store (a pending network change survives a reload): not a test.
      forgetSession();
      sessionStorage.clear();
      localStorage.clear();
    });
    afterAll(() => server.close());
  }

  /**
   * Renders `element` at `entry`, logged in as the administrator (every section), or
   * with `as: 'operator'` as an account holding only this section's permission.
   */
  async function renderScreen(element: ReactElement, entry = '/screen', session: { as?: 'admin' | 'operator' } = {}) {
    const route = entry.split('?')[0] ?? entry;
    const store = createConsoleStore();
    const funs = session.as === 'operator' ? [config.permission] : [...PERMISSIONS];
    store.dispatch(loggedIn({ token: TEST_TOKEN, funs, name: 'Admin', userid: 'admin' }));
    const layout = (
      <>
        <Outlet />
        {options.showLocation && <Location />}
      </>
    );
    const router = createMemoryRouter(
      [{ element: layout, children: [{ path: route, element }, { path: '*', element: null }] }],
      { initialEntries: [entry] },
    );
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
    return { ...result, store, router, reloadTo: jest.mocked(navigation.reloadTo) };
  }

  /** Runs `body` with the console in `lang`, back in English afterwards. */
  async function inLanguage(lang: string, body: () => Promise<void>): Promise<void> {
    // Mounted screens re-render with the language: inside act, as a user's switch would.
    await act(() => i18n.changeLanguage(lang));
    try {
      await body();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  }

  return { server, withFakeDevice, renderScreen, inLanguage };
}
