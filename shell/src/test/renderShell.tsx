import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createConsoleStore, loggedIn, navigation, type LoggedInPayload } from '@tac/goform';
import { initI18n } from '@tac/i18n';
import { ShellProviders } from '../App';
import type { SectionManifest } from '../federation/section';
import { createSectionStore } from '../federation/sectionStore';
import { createRoutes } from '../routes';
// The layout is a lazy chunk in the browser; loading it up front keeps jest's first
// require of it (slow on a busy machine) out of the tests' findBy time limits.
import '../layout/authenticated';
import { BuiltRemotesContext } from '../sections/useAvailableSections';

export const ADMIN: LoggedInPayload = {
  token: 'token-admin',
  funs: ['user', 'network', 'basicSetting', 'advancedSetting', 'accessControl', 'machine', 'dataReport'],
  name: 'Administrator',
  userid: 'admin',
};

export const OPERATOR: LoggedInPayload = {
  token: 'token-operator',
  funs: ['user', 'dataReport'],
  name: 'Operator',
  userid: 'operator',
};

export interface ShellOptions {
  path?: string;
  session?: LoggedInPayload;
  /** Remotes built with the shell (default: every section). */
  built?: string[];
  /** The federation boundary: what loading a section's './section' gives. */
  load?: (id: string, again: boolean) => Promise<SectionManifest>;
}

/** A section manifest whose one screen shows its title as a heading. */
export function fakeSection(id: string, path: string, heading: string): SectionManifest {
  return {
    id,
    permission: id,
    titleKey: id,
    i18nNamespace: `ns-${id}`,
    loadMessages: () => Promise.resolve({}),
    menu: [{ path, labelKey: heading }],
    routes: [{ path, element: <h1>{heading}</h1> }],
  };
}

const ALL = ['users', 'network', 'basic-setup', 'advanced-setup', 'access-control', 'machine', 'data-report'];

/** The whole shell in a memory router, with its own store and a replaceable federation adapter. */
export async function renderShell({ path = '/', session, built = ALL, load }: ShellOptions = {}) {
  await initI18n();
  const store = createConsoleStore();
  if (session) store.dispatch(loggedIn(session));
  const loader = jest.fn(load ?? (() => new Promise<SectionManifest>(() => {})));
  const sections = createSectionStore({ load: loader, loadMessages: () => Promise.resolve() });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const reloadTo = jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
  const view = render(
    <BuiltRemotesContext.Provider value={built}>
      <ShellProviders store={store} sections={sections}>
        <RouterProvider router={router} />
      </ShellProviders>
    </BuiltRemotesContext.Provider>,
  );
  // Let the first effects (section loading, redirects) settle.
  await act(async () => {});
  return { ...view, store, router, loader, reloadTo };
}
