import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setLanguage } from '@tac/i18n';
import { answer, server } from '../test/goform';
import { ADMIN, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();
afterEach(() => localStorage.clear());

const sections = [
  fakeSection('users', '/user/userList', 'User List'),
  fakeSection('network', '/network/ethernet', 'Ethernet'),
];

const ETHERNET = { ipmode: 'static', ip: '192.168.0.218', mask: '255.255.255.0', gateway: '192.168.0.1', dns: '8.8.8.8' };

/** What the Ethernet screen leaves in the browser after Apply → Stay here: the change, its screen and the device's deadline. */
function pendingStored(ms: number, { sameAddress = false, by = ADMIN.userid, tab = 'this-tab' } = {}) {
  const address = sameAddress ? undefined : '192.168.0.77';
  sessionStorage.setItem('tac.tabId', 'this-tab');
  localStorage.setItem(
    'tac.networkPending',
    JSON.stringify({ ethernet: { group: 'ethernet', previous: ETHERNET, address, path: '/network/ethernet', deadline: Date.now() + ms, by, tab } }),
  );
}

/** Every call to the device's Ethernet read and write, with its fields (query and form body). */
function ethernetDevice(readAnswer: Record<string, unknown> = ETHERNET) {
  const calls: { name: string; fields: Record<string, string> }[] = [];
  server.use(
    http.all('*/goform/:name', async ({ request, params }) => {
      const name = String(params.name);
      if (name !== 'GetEthernetParam' && name !== 'SetEthernetParam') return undefined;
      const fields = Object.fromEntries(new URL(request.url).searchParams);
      const body = request.method === 'GET' ? '' : await request.text();
      Object.assign(fields, Object.fromEntries(new URLSearchParams(body)));
      calls.push({ name, fields });
      return answer(name === 'SetEthernetParam' ? readAnswer : { ...ETHERNET });
    }),
  );
  return calls;
}

const banner = () => screen.findByRole('region', { name: 'Network settings changed' });

describe('a pending network change, on every page of the console', () => {
  it('shows on another page with its countdown, where to reconnect, Keep and Revert; Revert puts the previous settings back', async () => {
    pendingStored(60_000);
    const calls = ethernetDevice();
    const user = userEvent.setup();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    const region = await banner();
    expect(within(region).getByRole('timer')).toHaveTextContent(/come back in (5\d|60) seconds/);
    expect(within(region).getByRole('link', { name: 'Reconnect at 192.168.0.77' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/\/192\.168\.0\.77(:\d+)?\/login\?redirect=%2Fnetwork%2Fethernet$/),
    );
    expect(within(region).getByRole('button', { name: 'Keep the new settings' })).toBeEnabled();
    await user.click(within(region).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The previous network settings are back.');
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
    expect(calls).toContainEqual({ name: 'GetEthernetParam', fields: expect.objectContaining({ revert: '1', ip: '192.168.0.218' }) });
    expect(localStorage.getItem('tac.networkPending')).toBeNull();
  });

  it('shows a change made in another tab as soon as it is made, and goes when that tab keeps it', async () => {
    ethernetDevice();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    await screen.findByRole('heading', { name: 'User List' });
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
    const fromOtherTab = (value: string | null) =>
      act(() => {
        if (value === null) localStorage.removeItem('tac.networkPending');
        else localStorage.setItem('tac.networkPending', value);
        window.dispatchEvent(new StorageEvent('storage', { key: 'tac.networkPending', newValue: value, storageArea: localStorage }));
      });
    pendingStored(60_000);
    fromOtherTab(localStorage.getItem('tac.networkPending'));
    expect(within(await banner()).getByRole('button', { name: 'Revert' })).toBeEnabled();
    fromOtherTab(null);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument());
  });

  it("shows another tab's same-address change without keeping it by itself: the tab that made it does", async () => {
    pendingStored(60_000, { sameAddress: true, tab: 'other-tab' });
    const calls = ethernetDevice();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    expect(within(await banner()).getByRole('button', { name: 'Keep the new settings' })).toBeEnabled();
    await new Promise((done) => setTimeout(done, 3500));
    expect(calls.some((c) => c.fields.keep === '1')).toBe(false);
  });

  it("shows nothing of another account's change (it reverts by itself unless that account keeps it)", async () => {
    pendingStored(60_000, { by: 'someone-else' });
    const calls = ethernetDevice();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    await screen.findByRole('heading', { name: 'User List' });
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.fields.keep === '1' || c.fields.revert === '1')).toBe(false);
  });

  it('forgets a change whose time ended long ago (the device settled it then)', async () => {
    pendingStored(-11 * 60_000);
    ethernetDevice();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    await screen.findByRole('heading', { name: 'User List' });
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is left to the screen that made the change, which shows its own panel', async () => {
    pendingStored(60_000);
    ethernetDevice();
    await renderShell({ path: '/network/ethernet', session: ADMIN, sections });
    await screen.findByRole('heading', { name: 'Ethernet' });
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
  });

  it('tells, on the page the user is on, that the device put the previous settings back by itself', async () => {
    pendingStored(1500);
    const calls = ethernetDevice();
    const user = userEvent.setup();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    await banner();
    const notice = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('The change was not confirmed in time: the device restored the previous network settings.');
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
    // It read the group again to learn what the device did, and never kept the change.
    expect(calls.map((c) => c.name)).toContain('SetEthernetParam');
    expect(calls.some((c) => c.fields.keep === '1')).toBe(false);
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps by itself a change that left the address as it was, since this page still reaches the device', async () => {
    pendingStored(60_000, { sameAddress: true });
    const calls = ethernetDevice();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    await banner();
    await waitFor(() => expect(calls).toContainEqual({ name: 'GetEthernetParam', fields: expect.objectContaining({ keep: '1' }) }), {
      timeout: 6000,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('The new network settings are kept.');
  });

  it('reads right to left in Arabic', async () => {
    await setLanguage('ar');
    pendingStored(60_000);
    ethernetDevice();
    await renderShell({ path: '/user/userList', session: ADMIN, sections });
    const region = await screen.findByRole('region', { name: 'تم تغيير إعدادات الشبكة' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(region).getByRole('button', { name: 'الاحتفاظ بالإعدادات الجديدة' })).toBeInTheDocument();
  });
});
