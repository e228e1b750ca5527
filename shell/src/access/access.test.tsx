import { screen, waitFor } from '@testing-library/react';
import { superuserSet } from '@tac/goform';
import { ADMIN, OPERATOR, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();

const basicSetup = fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info screen');

describe('SPEC §2 access rules', () => {
  it('sends a visitor without a session to the login page with the original path and search', async () => {
    const { router, reloadTo } = await renderShell({ path: '/basicSetting/systemInfo?tab=2' });
    expect(router.state.location.pathname).toBe('/login');
    // The login page is its own document (login.html): loaded afresh, the redirect kept.
    expect(reloadTo).toHaveBeenCalledWith('/login?redirect=%2FbasicSetting%2FsystemInfo%3Ftab%3D2');
  });

  it('sends an unknown path to /login too while signed out', async () => {
    const { router } = await renderShell({ path: '/no/such/page' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/test', '/404'])('lets a visitor without a session open %s', async (path) => {
    const { router } = await renderShell({ path });
    expect(router.state.location.pathname).toBe(path);
  });

  it('keeps /snkey and /up closed without the superuser flag', async () => {
    for (const path of ['/snkey', '/up']) {
      const { router, unmount } = await renderShell({ path });
      expect(router.state.location.pathname).toBe('/login');
      unmount();
    }
  });

  it('opens /snkey after a factory-key login set the superuser flag', async () => {
    const { router, store } = await renderShell({ path: '/404' });
    store.dispatch(superuserSet());
    await router.navigate('/snkey');
    expect(await screen.findByRole('heading', { name: 'Serial Number Key' })).toBeInTheDocument();
  });

  it('loads the login page afresh when a signed-in visitor opens /login', async () => {
    const { reloadTo } = await renderShell({ path: '/login?redirect=%2FbasicSetting%2FsystemInfo', session: ADMIN, sections: [basicSetup] });
    // login.html sends a visitor with a session on to the redirect (shell/src/login).
    expect(reloadTo).toHaveBeenCalledWith('/login?redirect=%2FbasicSetting%2FsystemInfo');
  });

  it('sends an unknown path of a signed-in visitor to /404', async () => {
    const { router } = await renderShell({ path: '/no/such/page', session: ADMIN, sections: [basicSetup] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('treats a section the registry does not list as missing: its paths are /404', async () => {
    const { router } = await renderShell({ path: '/network/ethernet', session: ADMIN, sections: [basicSetup] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it.each(['/basicSetting/systemInfo', '/basicSetting'])(
    'tells an account that %s belongs to a section it may not open, without loading that section',
    async (path) => {
      const { router, loader } = await renderShell({ path, session: OPERATOR, sections: [basicSetup] });
      expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
      expect(screen.getByText('Your account may not open this page. Ask an administrator if you need it.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(loader).not.toHaveBeenCalled();
    },
  );

  it('redirects a section base path to the first screen of a section that is available', async () => {
    const { router } = await renderShell({
      path: '/advSetting',
      session: ADMIN,
      sections: [fakeSection('machine', '/advSetting/restart', 'Restart screen')],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/advSetting/restart'));
    expect(await screen.findByRole('heading', { name: 'Restart screen' })).toBeInTheDocument();
  });

  it('redirects /user to the first available screen when the registry has no user section', async () => {
    const { router } = await renderShell({ path: '/user', session: ADMIN, sections: [basicSetup] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/basicSetting/systemInfo'));
    expect(await screen.findByRole('heading', { name: 'System Info screen' })).toBeInTheDocument();
  });

  it('redirects a base path by the descriptors alone (SPEC §2: /advSetting → Record List), loading only that section', async () => {
    const { router, loader } = await renderShell({ path: '/advSetting', session: ADMIN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/advSetting/recordList'));
    expect(await screen.findByRole('heading', { name: 'data-report screen' })).toBeInTheDocument();
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['data-report']);
  });

  it('shows the preferred section and its error panel when its remote is down', async () => {
    const { router } = await renderShell({
      path: '/advSetting',
      session: ADMIN,
      sections: [fakeSection('data-report'), fakeSection('machine')],
      load: () => Promise.reject(new Error('offline')),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/advSetting/recordList'));
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
  });
});
