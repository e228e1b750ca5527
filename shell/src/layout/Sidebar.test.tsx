import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, OPERATOR, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';
import { SIDEBAR_STORAGE_KEY } from './useSidebar';

setupShellTests();

const SECTION_LABELS = ['User', 'Network', 'Basic Setup', 'Advanced Setup', 'Access Control', 'Machine Setup', 'Data Report'];

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const sectionButtons = () =>
  within(sidebar())
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('sidebar', () => {
  it('lists every section for the administrator', async () => {
    await renderShell({ path: '/404', session: ADMIN });
    expect(sectionButtons()).toEqual(SECTION_LABELS);
  });

  it('lists only the sections in the funs', async () => {
    await renderShell({ path: '/404', session: OPERATOR });
    expect(sectionButtons()).toEqual(['User', 'Data Report']);
  });

  it('lists only the sections the registry lists', async () => {
    await renderShell({ path: '/404', session: ADMIN, sections: [fakeSection('basic-setup'), fakeSection('machine')] });
    expect(sectionButtons()).toEqual(['Basic Setup', 'Machine Setup']);
  });

  it("shows each section's menu from its descriptor without loading any section's code", async () => {
    const user = userEvent.setup();
    const machine = fakeSection('machine', '/advSetting/restart', 'Restart', {
      menu: [
        { path: '/advSetting/firmwareUpgrade', labelKey: 'Firmware Upgrade' },
        { path: '/advSetting/restart', labelKey: 'Restart' },
      ],
    });
    const { loader } = await renderShell({ path: '/404', session: ADMIN, sections: [fakeSection('basic-setup', '/basicSetting/systemInfo', 'Only screen'), machine] });
    await user.click(within(sidebar()).getByRole('button', { name: 'Basic Setup' }));
    await user.click(within(sidebar()).getByRole('button', { name: 'Machine Setup' }));
    const links = within(sidebar()).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Only screen', 'Firmware Upgrade', 'Restart']);
    expect(loader).not.toHaveBeenCalled();
  });

  it('leaves out a section whose descriptor cannot be read; the others stay', async () => {
    await renderShell({ path: '/404', session: ADMIN, unreachable: ['network'] });
    expect(sectionButtons()).toEqual(SECTION_LABELS.filter((l) => l !== 'Network'));
  });

  it('expands the current section and marks the current screen', async () => {
    await renderShell({
      path: '/basicSetting/systemInfo',
      session: ADMIN,
      sections: [fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info')],
    });
    expect(within(sidebar()).getByRole('button', { name: 'Basic Setup' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar()).getByRole('link', { name: 'System Info' })).toHaveAttribute('aria-current', 'page');
  });

  it('remembers the collapse toggle across visits', async () => {
    const user = userEvent.setup();
    const first = await renderShell({ path: '/404', session: ADMIN });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('closed');
    first.unmount();

    const second = await renderShell({ path: '/404', session: ADMIN });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toBeInTheDocument();
    second.unmount();

    await renderShell({ path: '/404', session: ADMIN });
    expect(sidebar()).toBeInTheDocument();
  });
});
