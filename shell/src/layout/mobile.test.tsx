import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();

const sections = [fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info')];
const desktopWidth = window.innerWidth;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => resizeTo(desktopWidth));

describe('layout below 850 px', () => {
  it('uses a drawer that starts closed and closes on navigation, with a one-title breadcrumb', async () => {
    resizeTo(800);
    const user = userEvent.setup();
    const { router } = await renderShell({ path: '/404', session: ADMIN, sections });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Basic Setup' }));
    await user.click(within(nav).getByRole('link', { name: 'System Info' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/basicSetting/systemInfo'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('System Info');
    expect(crumbs).not.toHaveTextContent('Basic Setup');
  });

  it('closes the desktop sidebar by itself when the window narrows to 850 px', async () => {
    await renderShell({ path: '/404', session: ADMIN, sections });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    act(() => resizeTo(850));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it.each([
    [853, true],
    [852, false],
  ])('at %i px the sidebar starts open: %s (mobile when body width − 3 < 850)', async (width, open) => {
    resizeTo(width);
    await renderShell({ path: '/404', session: ADMIN, sections });
    expect(!!screen.queryByRole('navigation', { name: 'Main navigation' })).toBe(open);
  });
});
