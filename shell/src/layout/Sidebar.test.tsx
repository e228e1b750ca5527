import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, OPERATOR, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';
import { SIDEBAR_STORAGE_KEY } from './useSidebar';

setupShellTests();

const load = (id: string) => Promise.resolve(fakeSection(id, `/${id}/screen`, `${id} screen`));
const SECTION_LABELS = ['User', 'Network', 'Basic Setup', 'Advanced Setup', 'Access Control', 'Machine Setup', 'Data Report'];

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const sectionButtons = () =>
  within(sidebar())
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('sidebar', () => {
  it('lists every section for the administrator', async () => {
    await renderShell({ path: '/404', session: ADMIN, load });
    expect(sectionButtons()).toEqual(SECTION_LABELS);
  });

  it('lists only the sections in the funs', async () => {
    await renderShell({ path: '/404', session: OPERATOR, load });
    expect(sectionButtons()).toEqual(['User', 'Data Report']);
  });

  it('hides sections whose remote is not built with the brand', async () => {
    await renderShell({ path: '/404', session: ADMIN, built: ['basic-setup', 'machine'], load });
    expect(sectionButtons()).toEqual(['Basic Setup', 'Machine Setup']);
  });

  it("shows a loaded section's own menu, and the shell's table while its remote is down", async () => {
    const user = userEvent.setup();
    await renderShell({
      path: '/404',
      session: ADMIN,
      built: ['basic-setup', 'machine'],
      load: (id) =>
        id === 'basic-setup'
          ? Promise.resolve(fakeSection(id, '/basicSetting/systemInfo', 'Only screen'))
          : Promise.reject(new Error('offline')),
    });
    await user.click(within(sidebar()).getByRole('button', { name: 'Basic Setup' }));
    await user.click(within(sidebar()).getByRole('button', { name: 'Machine Setup' }));
    const links = within(sidebar()).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Only screen', 'Firmware Upgrade', 'Initialization', 'Restart']);
  });

  it('expands the current section and marks the current screen', async () => {
    await renderShell({
      path: '/basicSetting/systemInfo',
      session: ADMIN,
      built: ['basic-setup'],
      load: (id) => Promise.resolve(fakeSection(id, '/basicSetting/systemInfo', 'System Info')),
    });
    expect(within(sidebar()).getByRole('button', { name: 'Basic Setup' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByRole('link', { name: 'System Info' })).toHaveAttribute('aria-current', 'page');
  });

  it('remembers the collapse toggle across visits', async () => {
    const user = userEvent.setup();
    const first = await renderShell({ path: '/404', session: ADMIN, load });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('closed');
    first.unmount();

    const second = await renderShell({ path: '/404', session: ADMIN, load });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toBeInTheDocument();
    second.unmount();

    await renderShell({ path: '/404', session: ADMIN, load });
    expect(sidebar()).toBeInTheDocument();
  });
});
