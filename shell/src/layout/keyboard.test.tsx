import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();

// Walk 2026-11-27 #24: the keyboard-only visitor.
const sections = [
  fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info'),
  fakeSection('network', '/network/ethernet', 'Ethernet'),
];

describe('keyboard', () => {
  it('the user menu closed with Escape gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await renderShell({ path: '/basicSetting/systemInfo', session: ADMIN, sections });
    const trigger = screen.getByRole('button', { name: 'User menu' });
    await user.click(trigger);
    await screen.findByRole('menuitem', { name: 'Logout' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('offers a skip-to-content link as the first stop of the Tab key; it takes the focus to the screen heading', async () => {
    const user = userEvent.setup();
    await renderShell({ path: '/basicSetting/systemInfo', session: ADMIN, sections });
    await screen.findByRole('heading', { level: 1, name: 'System Info' });
    document.body.focus();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'System Info' })).toHaveFocus();
  });

  it('moves the focus to the new screen heading after a navigation from the sidebar', async () => {
    const user = userEvent.setup();
    await renderShell({ path: '/basicSetting/systemInfo', session: ADMIN, sections });
    await screen.findByRole('heading', { level: 1, name: 'System Info' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Network' }));
    await user.click(await within(nav).findByRole('link', { name: 'Ethernet' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ethernet' })).toHaveFocus());
  });
});
