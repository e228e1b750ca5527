import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { navigation, notify } from '@tac/goform';
import { takeLeftNotice } from '@tac/goform/login';
import { LoginPage } from '../login/LoginPage';
import { answer, failure, server, SYSTEM_INFO } from '../test/goform';
import { ADMIN, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';
import { chooseMenuItem } from '../test/menu';

setupShellTests();

const sections = [fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info')];
const session = ADMIN;

async function openUserMenuItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  await chooseMenuItem(user, 'menuitem', name);
}

describe('navbar', () => {
  it('shows the user name and section › screen breadcrumb, and titles the page', async () => {
    await renderShell({ path: '/basicSetting/systemInfo', session, sections });
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('Administrator');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/Basic Setup.*System Info/));
    await waitFor(() => expect(document.title).toBe('SN-0042 (192.168.0.218) – System Info – TAC Console'));
  });

  it('names the device (serial and address) in the header, for a screen reader too', async () => {
    await renderShell({ path: '/basicSetting/systemInfo', session, sections });
    const header = screen.getByRole('banner');
    await waitFor(() => expect(header).toHaveTextContent('Device: SN-0042(192.168.0.218)'));
    expect(within(header).getByTitle('SN-0042 (192.168.0.218)')).toBeVisible();
  });

  it('titles the page with the serial alone when the device answers no address, and with the screen alone before it answers', async () => {
    let answerInfo: (() => void) | undefined;
    const { IPAddress: _ip, ...withoutAddress } = SYSTEM_INFO;
    server.use(
      http.all('*/goform/SetInfoParam', () => new Promise<Response>((resolve) => (answerInfo = () => resolve(answer(withoutAddress))))),
    );
    await renderShell({ path: '/basicSetting/systemInfo', session, sections });
    await waitFor(() => expect(document.title).toBe('System Info – TAC Console'));
    expect(screen.getByRole('banner')).not.toHaveTextContent('SN-0042');
    await waitFor(() => expect(answerInfo).toBeDefined());
    act(() => answerInfo!());
    await waitFor(() => expect(document.title).toBe('SN-0042 – System Info – TAC Console'));
    expect(screen.getByRole('banner')).toHaveTextContent('Device: SN-0042');
  });

  it('names a screen opened from inside its section (Edit User is not in the menu) in the breadcrumb and title', async () => {
    const users = fakeSection('users', '/user/userList', 'User List', {
      pages: [{ path: '/user/userEdit', labelKey: 'Edit User' }],
      paths: ['/user/userList', '/user/userEdit'],
      routes: [{ path: '/user/userEdit', element: <h1>Edit form</h1> }],
    });
    await renderShell({ path: '/user/userEdit?id=7', session, sections: [users] });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await screen.findByRole('heading', { name: 'Edit form' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/User.*Edit User/));
    await waitFor(() => expect(document.title).toBe('SN-0042 (192.168.0.218) – Edit User – TAC Console'));
  });

  it('names every menu level down to a screen under another one (Network › Wi-Fi › Choose Wi-Fi)', async () => {
    const network = fakeSection('network', '/network/chooseWifi', 'Choose Wi-Fi', {
      menu: [
        { path: '/network/ethernet', labelKey: 'Ethernet' },
        { path: '/network/wifi', labelKey: 'Wi-Fi', children: [{ path: '/network/chooseWifi', labelKey: 'Choose Wi-Fi' }] },
      ],
    });
    await renderShell({ path: '/network/chooseWifi', session, sections: [network] });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await screen.findByRole('heading', { name: 'Choose Wi-Fi' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/^Network\W*Wi-Fi\W*Choose Wi-Fi$/));
    await waitFor(() => expect(document.title).toBe('SN-0042 (192.168.0.218) – Choose Wi-Fi – TAC Console'));
  });

  it('shows the info dialog with capacities only for functions the model has', async () => {
    const user = userEvent.setup();
    await renderShell({ path: '/404', session, sections });
    await user.click(screen.getByRole('button', { name: 'Device information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device Information' });
    await within(dialog).findByText(SYSTEM_INFO.Build_Version);
    for (const text of ['Max Users', '10,000', 'Max Face', '3,000', 'Max Fingerprint', '5,000', 'Max Records', '200,000', 'SER-77']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Max Iris')).not.toBeInTheDocument();
  });

  it("takes a page's error toasts away when the user moves to another page, keeping a success", async () => {
    const other = fakeSection('machine', '/advSetting/restart', 'Restart screen');
    const { router } = await renderShell({ path: '/basicSetting/systemInfo', session, sections: [...sections, other] });
    await screen.findByRole('heading', { name: 'System Info' });
    act(() => {
      notify.error('Password Error');
      notify.success('Success');
    });
    await screen.findByText('Password Error');
    await act(() => router.navigate('/advSetting/restart'));
    await screen.findByRole('heading', { name: 'Restart screen' });
    await waitFor(() => expect(screen.queryByText('Password Error')).not.toBeInTheDocument());
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  describe('modify password', () => {
    /** The current password, and a new one the policy takes: 8 characters, typed in full. */
    const OLD = 'Admin-first-pw1';
    const NEW = 'Tk7#mQ2z';
    const policy = '8 to 64 characters, not only digits, not the account name and not a common password';

    async function openDialog(user: ReturnType<typeof userEvent.setup>, as = session) {
      await renderShell({ path: '/404', session: as, sections });
      await openUserMenuItem(user, 'Modify Password');
      return screen.findByRole('dialog', { name: 'Modify Password' });
    }

    /** Changes the password OLD → NEW in the dialog; answers the spied reload. */
    async function changePassword() {
      const user = userEvent.setup();
      const reloadTo = jest.spyOn(navigation, 'reloadTo');
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Current Password'), OLD);
      await user.type(within(dialog).getByLabelText('New Password'), NEW);
      await user.type(within(dialog).getByLabelText('Confirm Password'), NEW);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      return reloadTo;
    }

    it('shows the user id read-only and each required message', async () => {
      const user = userEvent.setup();
      const dialog = await openDialog(user);
      expect(within(dialog).getByLabelText('User ID')).toHaveValue('admin');
      expect(within(dialog).getByLabelText('User ID')).toHaveAttribute('readonly');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByText('Please enter the current password')).toBeInTheDocument();
      expect(within(dialog).getByText('Please enter a new password')).toBeInTheDocument();
      expect(within(dialog).getByText('Please enter the new password again')).toBeInTheDocument();
    });

    it('refuses a confirmation that differs', async () => {
      const user = userEvent.setup();
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Current Password'), OLD);
      await user.type(within(dialog).getByLabelText('New Password'), NEW);
      await user.type(within(dialog).getByLabelText('Confirm Password'), 'Tk7#mQ2y');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await within(dialog).findByText('The two input passwords are inconsistent!')).toBeInTheDocument();
    });

    it('says the password policy under New Password and cuts nothing typed: 8 digits stay 8 and are refused, unsent', async () => {
      const sent = jest.fn();
      server.use(http.post('*/goform/ModifyPassword', () => (sent(), answer())));
      const user = userEvent.setup();
      const dialog = await openDialog(user);
      const newPassword = within(dialog).getByLabelText('New Password');
      expect(newPassword).toHaveAccessibleDescription(policy);
      for (const name of ['Current Password', 'New Password', 'Confirm Password']) {
        expect(within(dialog).getByLabelText(name)).not.toHaveAttribute('maxlength');
      }
      await user.type(within(dialog).getByLabelText('Current Password'), OLD);
      await user.type(newPassword, '12345678');
      await user.type(within(dialog).getByLabelText('Confirm Password'), '12345678');
      expect(newPassword).toHaveValue('12345678');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(newPassword).toHaveAccessibleDescription(policy));
      expect(newPassword).toHaveAttribute('aria-invalid', 'true');

      // The account's own name and a common password are refused the same way; 65 characters are too many.
      for (const refused of ['Admin', 'Password1', 'x'.repeat(65)]) {
        await user.clear(newPassword);
        await user.type(newPassword, refused);
        expect(newPassword).toHaveValue(refused);
        await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(newPassword).toHaveAttribute('aria-invalid', 'true'));
        expect(newPassword).toHaveAccessibleDescription(refused.length > 64 ? 'At most 64 characters' : policy);
      }
      expect(sent).not.toHaveBeenCalled();
    });

    it('a device user administrator: the new password is its keypad PIN, 1 to 6 digits, 7 refused and not cut', async () => {
      const sent = jest.fn();
      server.use(http.post('*/goform/ModifyPassword', async ({ request }) => (sent(await request.json()), answer())));
      const user = userEvent.setup();
      const dialog = await openDialog(user, { ...session, userid: '42', name: 'Ana' });
      const newPassword = within(dialog).getByLabelText('New Password');
      expect(newPassword).toHaveAccessibleDescription('Up to 6 digits');
      await user.type(within(dialog).getByLabelText('Current Password'), '2468');
      await user.type(newPassword, '1357913');
      await user.type(within(dialog).getByLabelText('Confirm Password'), '1357913');
      expect(newPassword).toHaveValue('1357913');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(newPassword).toHaveAttribute('aria-invalid', 'true'));
      expect(newPassword).toHaveAccessibleDescription('Up to 6 digits');
      await user.clear(newPassword);
      await user.type(newPassword, '135791');
      await user.clear(within(dialog).getByLabelText('Confirm Password'));
      await user.type(within(dialog).getByLabelText('Confirm Password'), '135791');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(sent).toHaveBeenCalledWith({ userid: '42', oldpassword: '2468', password: '135791', confirm: '135791' }));
    });

    it('sends ModifyPassword and ends the session on success', async () => {
      let sent: unknown;
      server.use(
        http.post('*/goform/ModifyPassword', async ({ request }) => {
          sent = await request.json();
          return answer();
        }),
      );
      const reloadTo = await changePassword();
      await waitFor(() => expect(sent).toEqual({ userid: 'admin', oldpassword: OLD, password: NEW, confirm: NEW }));
      await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'));
    });

    it('the login page loaded after a password change says that it worked, once', async () => {
      server.use(http.post('*/goform/ModifyPassword', () => answer()));
      const reloadTo = await changePassword();
      await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'));
      cleanup();

      // What login.html's entry renders on arrival (./login/index.tsx).
      const arrive = () => {
        render(<LoginPage logoUrl="/logo.svg" title="TAC Console" search="" onSignedIn={jest.fn()} notice={takeLeftNotice()} />);
        return screen.getByRole('status');
      };
      expect(arrive()).toHaveTextContent('Password changed, please log in again');
      cleanup();
      expect(arrive()).toBeEmptyDOMElement();
    });

    it('keeps the dialog open and shows the catalogue message when the old password is wrong', async () => {
      server.use(http.post('*/goform/ModifyPassword', () => failure(40302)));
      const user = userEvent.setup();
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Current Password'), 'Not-the-password');
      await user.type(within(dialog).getByLabelText('New Password'), NEW);
      await user.type(within(dialog).getByLabelText('Confirm Password'), NEW);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Password Error')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Modify Password' })).toBeInTheDocument();
    });
  });

  describe('logout', () => {
    it('asks first; Cancel keeps the session', async () => {
      const user = userEvent.setup();
      const { store } = await renderShell({ path: '/404', session, sections });
      await openUserMenuItem(user, 'Logout');
      const dialog = await screen.findByRole('alertdialog', { name: 'Logout' });
      expect(dialog).toHaveTextContent('Are you sure you want to log out?');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(store.getState().session.token).toBe(ADMIN.token);
      // The menu item that opened it is gone: focus goes back to the menu's button.
      await waitFor(() => expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus());
    });

    it('Confirm calls logout, clears the session and reloads on /login', async () => {
      let called = false;
      server.use(http.all('*/goform/logout', () => ((called = true), answer())));
      const user = userEvent.setup();
      const { store, reloadTo } = await renderShell({ path: '/404', session, sections });
      await openUserMenuItem(user, 'Logout');
      const dialog = await screen.findByRole('alertdialog', { name: 'Logout' });
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'));
      expect(called).toBe(true);
      expect(store.getState().session.token).toBeNull();
    });
  });

  it('switches the language without a reload and remembers it', async () => {
    const user = userEvent.setup();
    await renderShell({ path: '/404', session, sections });
    await openUserMenuItem(user, 'Language');
    await chooseMenuItem(user, 'menuitemradio', 'العربية');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.length).toBeGreaterThan(0);
  });
});
