import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { api, createConsoleStore, loggedIn, useSystemInfoQuery } from '@tac/goform';
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

const section = fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info', {
  routes: [{ path: '/basicSetting/systemInfo', element: <SerialNumber /> }],
});

async function rehearseSystemInfo() {
  await initI18n();
  const calls: (string | null)[] = [];
  server.use(
    http.all('*/goform/SetInfoParam', ({ request }) => {
      calls.push(request.headers.get('X-Token'));
      return answer(SYSTEM_INFO);
    }),
  );
  const sections = createSectionStore({ load: () => Promise.resolve(section), loadMessages: () => Promise.resolve() });
  const directory = createSectionDirectory({
    registry: () => Promise.resolve([{ id: section.id, entry: '/remotes/basic-setup/', permission: section.permission }]),
    descriptor: () => {
      const { loadMessages: _l, routes: _r, ...descriptor } = section;
      return Promise.resolve({ ...descriptor, version: '1.0.0', messages: {} });
    },
  });
  const rehearsal = rehearse('/basicSetting/systemInfo', { permissions: [section.permission], section: section.permission }, { sections, directory });
  const heading = await screen.findByRole('heading', { name: 'Reading the device', hidden: true });
  return { rehearsal, heading, calls };
}

describe('the rehearsal of the first screen, while the visitor signs in', () => {
  it('draws the screen out of sight, sends none of its calls and leaves the page title alone', async () => {
    document.title = 'Login';
    const { rehearsal, heading, calls } = await rehearseSystemInfo();
    expect(heading.closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reading the device' })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    expect(document.title).toBe('Login');
    act(() => rehearsal.handOver(createConsoleStore()));
  });

  it("hands over: it is removed, and the screen's calls leave at once with the signed-in account's token", async () => {
    const { rehearsal, heading, calls } = await rehearseSystemInfo();
    const store = createConsoleStore();
    store.dispatch(loggedIn(ADMIN));
    act(() => rehearsal.handOver(store));
    expect(heading).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([ADMIN.token]));
    await waitFor(() => expect(api.endpoints.systemInfo.select()(store.getState()).data?.SerialNumber).toBe(SYSTEM_INFO.SerialNumber));
  });

  it('sends nothing for an account that may not open the rehearsed section', async () => {
    const { rehearsal, heading, calls } = await rehearseSystemInfo();
    const store = createConsoleStore();
    store.dispatch(loggedIn(OPERATOR));
    act(() => rehearsal.handOver(store));
    expect(heading).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
  });
});
