import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SectionManifest } from '@tac/section';
import { IncompatibleSectionError } from '../federation/sectionErrors';
import { ADMIN, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';
import { ROUTE_ERROR_RELOAD_MS } from '../pages/loadFailure';

setupShellTests();

const machine = fakeSection('machine', '/advSetting/restart', 'Restart screen');

/** The machine section still opens from the sidebar. */
async function opensRestartFromTheMenu(user: ReturnType<typeof userEvent.setup>) {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  await user.click(within(nav).getByRole('button', { name: 'Machine Setup' }));
  await user.click(within(nav).getByRole('link', { name: 'Restart screen' }));
  expect(await screen.findByRole('heading', { name: 'Restart screen' })).toBeInTheDocument();
}

/** 'Network Error' is shown: the page reloads once, about 1.5 s later. */
async function expectReloadAfterTheDelay(reloadTo: jest.SpyInstance) {
  const shownAt = Date.now();
  await waitFor(() => expect(reloadTo).toHaveBeenCalledTimes(1), { timeout: ROUTE_ERROR_RELOAD_MS + 1000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(ROUTE_ERROR_RELOAD_MS - 200);
}

function Thrower(): never {
  throw new Error('boom');
}

describe('a remote section inside the layout', () => {
  it('shows an error panel when its remote cannot be loaded, and Retry really loads it again', async () => {
    const user = userEvent.setup();
    let online = false;
    const { loader } = await renderShell({
      path: '/basicSetting/systemInfo',
      session: ADMIN,
      sections: [fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info screen')],
      load: (id) =>
        online
          ? Promise.resolve(fakeSection(id, '/basicSetting/systemInfo', 'System Info screen'))
          : Promise.reject(new Error('404 mf-manifest.json')),
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('This section could not be loaded')).toBeInTheDocument();
    // The layout around the panel keeps working.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    online = true;
    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(await within(main).findByRole('heading', { name: 'System Info screen' })).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('basic-setup', true);
  });

  it('refuses a section built for shared versions the console does not provide, naming each library and both versions', async () => {
    const user = userEvent.setup();
    await renderShell({
      path: '/basicSetting/systemInfo',
      session: ADMIN,
      sections: [fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info screen'), machine],
      load: (id) =>
        id === 'machine'
          ? Promise.resolve(machine)
          : Promise.reject(
              new IncompatibleSectionError(id, [
                { library: '@tac/ui', required: '^2.0.0', provided: '1.0.0' },
                { library: '@tac/charts', required: '^1.2.0', provided: undefined },
              ]),
            ),
    });
    const main = screen.getByRole('main');
    const panel = await within(main).findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Incompatible section' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('@tac/ui: the section needs ^2.0.0, this console provides 1.0.0.');
    expect(panel).toHaveTextContent('@tac/charts: the section needs ^1.2.0, this console provides none.');
    expect(within(main).queryByText('This section could not be loaded')).not.toBeInTheDocument();
    // The rest of the console works.
    await opensRestartFromTheMenu(user);
  });

  it('keeps other sections working while one is down', async () => {
    const user = userEvent.setup();
    await renderShell({
      path: '/basicSetting/systemInfo',
      session: ADMIN,
      sections: [fakeSection('basic-setup'), machine],
      load: (id) => (id === 'machine' ? Promise.resolve(machine) : Promise.reject(new Error('timed out'))),
    });
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    await opensRestartFromTheMenu(user);
    expect(screen.queryByText('This section could not be loaded')).not.toBeInTheDocument();
  });

  it('catches a screen that throws while rendering; Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let broken = true;
    function Flaky() {
      return broken ? <Thrower /> : <h1>Recovered screen</h1>;
    }
    const manifest: SectionManifest = {
      ...fakeSection('machine', '/advSetting/restart', 'Restart'),
      routes: [{ path: '/advSetting/restart', element: <Flaky /> }],
    };
    await renderShell({ path: '/advSetting/restart', session: ADMIN, sections: [manifest] });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('This section could not be loaded')).toBeInTheDocument();
    broken = false;
    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(await within(main).findByRole('heading', { name: 'Recovered screen' })).toBeInTheDocument();
  });

  it("shows 'Network Error' and reloads after 1.5 s when a screen's chunk fails to load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function ChunkFailure(): never {
      const error = new Error('Loading chunk 42 failed.');
      error.name = 'ChunkLoadError';
      throw error;
    }
    const manifest: SectionManifest = {
      ...fakeSection('machine', '/advSetting/restart', 'Restart'),
      routes: [{ path: '/advSetting/restart', element: <ChunkFailure /> }],
    };
    const { reloadTo } = await renderShell({
      path: '/advSetting/restart',
      session: ADMIN,
      sections: [manifest],
    });
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await expectReloadAfterTheDelay(reloadTo);
  });

  it("shows 'Network Error' and reloads after 1.5 s when the shell's own section-loading chunk fails", async () => {
    const chunkFailure = Object.assign(new Error('Loading chunk federation_loadSection failed.'), { name: 'ChunkLoadError' });
    const { reloadTo } = await renderShell({
      path: '/advSetting/restart',
      session: ADMIN,
      sections: [machine],
      load: () => Promise.reject(chunkFailure),
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent('Network Error');
    expect(within(main).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expectReloadAfterTheDelay(reloadTo);
  });

  it("sends a base path to the home its section names rather than its first menu entry", async () => {
    const network = fakeSection('network', '/network/ethernet', 'Ethernet screen', {
      home: '/network/internet',
      paths: ['/network/ethernet', '/network/internet'],
      routes: [{ path: '/network/internet', element: <h1>Internet screen</h1> }],
    });
    const { router } = await renderShell({ path: '/network', session: ADMIN, sections: [network] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/network/internet'));
    expect(await screen.findByRole('heading', { name: 'Internet screen' })).toBeInTheDocument();
  });

  it('sends a path no section describes to /404 without loading any section', async () => {
    const { router, loader } = await renderShell({ path: '/advSetting/initialization', session: ADMIN, sections: [machine] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(loader).not.toHaveBeenCalled();
  });

  it('routes a screen a new remote version adds, from its descriptor (no shell change)', async () => {
    const v2 = fakeSection('machine', '/advSetting/restart', 'Restart screen', {
      menu: [
        { path: '/advSetting/restart', labelKey: 'Restart screen' },
        { path: '/advSetting/selfTest', labelKey: 'Self test' },
      ],
      paths: ['/advSetting/restart', '/advSetting/selfTest'],
      routes: [{ path: '/advSetting/selfTest', element: <h1>Self test screen</h1> }],
    });
    await renderShell({ path: '/advSetting/selfTest', session: ADMIN, sections: [v2] });
    expect(await screen.findByRole('heading', { name: 'Self test screen' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Self test' })).toBeInTheDocument();
  });

  it('shows the error panel, not /404, for a path while a section descriptor cannot be read; Retry reads it again', async () => {
    const user = userEvent.setup();
    const unreachable = ['basic-setup'];
    const { router } = await renderShell({ path: '/basicSetting/systemInfo', session: ADMIN, sections: [fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info screen')], unreachable });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('This section could not be loaded')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/basicSetting/systemInfo');
    unreachable.pop();
    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(await within(main).findByRole('heading', { name: 'System Info screen' })).toBeInTheDocument();
  });
});
