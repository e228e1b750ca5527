import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { api, createConsoleStore, useSystemInfoQuery, type LoggedInPayload } from '@tac/goform';
import { sessionRestored } from '@tac/goform/core';
import { initI18n } from '@tac/i18n';
import { createSectionStore } from '../federation/sectionStore';
import { createSectionDirectory } from '../sections/directory';
import { answer, server, SYSTEM_INFO } from '../test/goform';
import { ADMIN, fakeSection, OPERATOR } from '../test/renderShell';
import { setupShellTests } from '../test/setup';
import { rehearse } from './rehearsal';

setupShellTests();

/** A screen that reads the device, as the console's first screens do. */
function SerialNumber() {
  const { data } = useSystemInfoQuery();
  return <h1>{data ? `Serial ${data.SerialNumber}` : 'Reading the device'}</h1>;
}

const SYSTEM_INFO_PATH = '/basicSetting/systemInfo';
const section = fakeSection('basic-setup', SYSTEM_INFO_PATH, 'System Info', {
  routes: [{ path: SYSTEM_INFO_PATH, element: <SerialNumber /> }],
});

/** The login page as the console finds it: /login in the address bar, its form in #root. */
function loginPage() {
  window.history.replaceState(null, '', `/login?redirect=${encodeURIComponent(SYSTEM_INFO_PATH)}`);
  const form = document.createElement('div');
  form.id = 'root';
  document.body.append(form);
  return form;
}

async function rehearseSystemInfo() {
  await initI18n();
  const calls: (string | null)[] = [];
  server.use(
    http.all('*/goform/SetInfoParam', ({ request }) => {
      calls.push(request.headers.get('X-Token'));
      return answer(SYSTEM_INFO);
    }),
  );
  const form = loginPage();
  const store = createConsoleStore();
  const sections = createSectionStore({ load: () => Promise.resolve(section), loadMessages: () => Promise.resolve() });
  const directory = createSectionDirectory({
    registry: () => Promise.resolve([{ id: section.id, entry: '/remotes/basic-setup/', permission: section.permission }]),
    descriptor: () => {
      const { loadMessages: _l, routes: _r, ...descriptor } = section;
      return Promise.resolve({ ...descriptor, version: '1.0.0', messages: {} });
    },
  });
  const rehearsal = rehearse(SYSTEM_INFO_PATH, { permissions: [section.permission], section: section.permission }, { store, sections, directory });
  const heading = await screen.findByRole('heading', { name: 'Reading the device', hidden: true });
  /** The login page signs `account` in and puts `target` in the address bar; the console takes over (as ./index.tsx does). */
  const signIn = (account: LoggedInPayload, target = SYSTEM_INFO_PATH) => {
    form.remove();
    window.history.replaceState(null, '', target);
    store.dispatch(sessionRestored({ ...account, superuser: false, serviceToken: null }));
    let taken = false;
    act(() => {
      taken = rehearsal.handOver(target);
    });
    return taken;
  };
  return { heading, calls, store, signIn };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the console drawn while the visitor signs in', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('stays out of sight, sends none of its calls and leaves the address bar and the title alone', async () => {
    document.title = 'Login';
    const { heading, calls, signIn } = await rehearseSystemInfo();
    expect(heading.closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reading the device' })).not.toBeInTheDocument();
    await settle();
    expect(calls).toEqual([]);
    expect(window.location.pathname).toBe('/login');
    expect(document.title).toBe('Login');
    signIn(OPERATOR);
  });

  it("is the console after the sign-in: the same screen shows, and its calls leave with the account's token", async () => {
    const { heading, calls, store, signIn } = await rehearseSystemInfo();
    expect(signIn(ADMIN)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Reading the device' })).toBe(heading);
    await waitFor(() => expect(calls).toEqual([ADMIN.token]));
    expect(await screen.findByRole('heading', { name: `Serial ${SYSTEM_INFO.SerialNumber}` })).toBe(heading);
    expect(api.endpoints.systemInfo.select()(store.getState()).data?.SerialNumber).toBe(SYSTEM_INFO.SerialNumber);
    expect(window.location.pathname).toBe(SYSTEM_INFO_PATH);
    await waitFor(() => expect(document.title).toMatch(/System Info/));
  });

  it('is dropped, its calls unsent, when the login page sends the visitor to another screen', async () => {
    const { heading, calls, signIn } = await rehearseSystemInfo();
    expect(signIn(ADMIN, '/basicSetting/device')).toBe(false);
    expect(heading).not.toBeInTheDocument();
    await settle();
    expect(calls).toEqual([]);
  });

  it('sends nothing for an account that may not open the drawn section', async () => {
    const { calls, signIn } = await rehearseSystemInfo();
    signIn(OPERATOR);
    await settle();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Reading the device' })).not.toBeInTheDocument();
  });
});
