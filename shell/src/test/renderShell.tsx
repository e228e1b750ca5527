import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createConsoleStore, loggedIn, navigation, setRoleInfo, type LoggedInPayload } from '@tac/goform';
import { initI18n } from '@tac/i18n';
import { ShellProviders } from '../App';
import type { SectionManifest } from '@tac/section';
import { createSectionStore } from '../federation/sectionStore';
import { createRoutes } from '../routes';
// The layout is a lazy chunk in the browser; loading it up front keeps jest's first
// require of it (slow on a busy machine) out of the tests' findBy time limits.
import '../layout/authenticated';
import { createSectionDirectory } from '../sections/directory';
import type { DirectorySource } from '../sections/served';

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

/** The seven sections as the tests know them: permission, title (as text), base path and rank. */
const KNOWN: Record<string, { permission: string; title: string; base: string; rank: number; path: string }> = {
  users: { permission: 'user', title: 'User', base: '/user', rank: 0, path: '/user/userList' },
  network: { permission: 'network', title: 'Network', base: '/network', rank: 0, path: '/network/ethernet' },
  'basic-setup': { permission: 'basicSetting', title: 'Basic Setup', base: '/basicSetting', rank: 0, path: '/basicSetting/systemInfo' },
  'advanced-setup': { permission: 'advancedSetting', title: 'Advanced Setup', base: '/basicSetting', rank: 1, path: '/basicSetting/attendance' },
  'access-control': { permission: 'accessControl', title: 'Access Control', base: '/advSetting', rank: 1, path: '/advSetting/timezone' },
  machine: { permission: 'machine', title: 'Machine Setup', base: '/advSetting', rank: 2, path: '/advSetting/restart' },
  'data-report': { permission: 'dataReport', title: 'Data Report', base: '/advSetting', rank: 0, path: '/advSetting/recordList' },
};

/**
 * A section whose one screen shows its heading (as its menu label too). Its title is plain
 * text (i18next shows a key it does not know as itself); `extra` overrides any part.
 */
export function fakeSection(id: string, path = KNOWN[id]?.path ?? `/${id}/screen`, heading = `${id} screen`, extra: Partial<SectionManifest> = {}): SectionManifest {
  const known = KNOWN[id];
  return {
    id,
    permission: known?.permission ?? id,
    titleKey: known?.title ?? id,
    i18nNamespace: `ns-${id}`,
    base: { path: known?.base ?? `/${id}`, rank: known?.rank ?? 0 },
    loadMessages: () => Promise.resolve({}),
    menu: [{ path, labelKey: heading }],
    paths: [path],
    routes: [{ path, element: <h1>{heading}</h1> }],
    ...extra,
  };
}

/** Every section of the console, in menu order, each with one screen. */
export const ALL_SECTIONS: SectionManifest[] = Object.keys(KNOWN).map((id) => fakeSection(id));

export interface ShellOptions {
  path?: string;
  session?: LoggedInPayload;
  /** The sections the registry lists (default: all seven); their descriptors are the manifests less the code. */
  sections?: SectionManifest[];
  /** Sections whose descriptor cannot be read (their remote is down). */
  unreachable?: string[];
  /** The federation boundary: what loading a section's './section' gives (default: its manifest). */
  load?: (id: string, again: boolean) => Promise<SectionManifest>;
}

/** A registry and descriptors served from memory, as the build would emit them. */
function memorySource(sections: SectionManifest[], unreachable: readonly string[]): DirectorySource {
  return {
    registry: () => Promise.resolve(sections.map((s) => ({ id: s.id, entry: `/remotes/${s.id}/`, permission: s.permission }))),
    descriptor: (entry) => {
      const section = sections.find((s) => s.id === entry.id);
      if (!section || unreachable.includes(entry.id)) return Promise.reject(new Error(`${entry.id}: section.json unreachable`));
      const { loadMessages: _l, routes: _r, icon: _i, ...descriptor } = section;
      return Promise.resolve({ ...descriptor, version: '0.1.0', messages: {} });
    },
  };
}

/** The whole shell in a memory router, with its own store, registry and a replaceable federation adapter. */
export async function renderShell({ path = '/', session, sections = ALL_SECTIONS, unreachable = [], load }: ShellOptions = {}) {
  await initI18n();
  const store = createConsoleStore();
  // As a login does: the role kept where every page reads it, then the store told.
  if (session) {
    setRoleInfo({ funs: session.funs, name: session.name, userid: session.userid });
    store.dispatch(loggedIn(session));
  }
  const byId = (id: string) => {
    const section = sections.find((s) => s.id === id);
    return section ? Promise.resolve(section) : Promise.reject(new Error(`${id} is not registered`));
  };
  const loader = jest.fn(load ?? byId);
  const sectionStore = createSectionStore({ load: loader, loadMessages: () => Promise.resolve() });
  const directory = createSectionDirectory(memorySource(sections, unreachable));
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const reloadTo = jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
  const view = render(
    <ShellProviders store={store} sections={sectionStore} directory={directory}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  // Let the first effects (registry, descriptors, section loading, redirects) settle.
  await act(async () => {});
  await act(async () => {});
  return { ...view, store, router, loader, reloadTo };
}
