import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getToken, getRoleInfo } from '@tac/goform/login';
import { initI18n } from '@tac/i18n';
import { answer, failure, server } from '../test/goform';
import { setupShellTests } from '../test/setup';
import { LoginPage } from './LoginPage';

setupShellTests();

const ADMIN_ANSWER = {
  token: 'tkn',
  funs: ['user', 'network', 'basicSetting', 'advancedSetting', 'accessControl', 'machine', 'dataReport'],
  name: 'Administrator',
  userid: 'admin',
};

async function renderLogin(search = '') {
  await initI18n();
  const onSignedIn = jest.fn();
  const onFirstInput = jest.fn();
  render(<LoginPage logoUrl="/logo.svg" title="TAC Console" search={search} onSignedIn={onSignedIn} onFirstInput={onFirstInput} />);
  return { onSignedIn, onFirstInput, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, userid: string, password: string) {
  if (userid) await user.type(screen.getByLabelText('User Name'), userid);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** The refusal's live region is always there (so screen readers announce it); its text arrives. */
const expectRefusal = (text: string | RegExp) => waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

describe('login page', () => {
  it('shows the brand logo, the title and the user name field focused', async () => {
    await renderLogin();
    expect(screen.getByRole('img', { name: 'TAC Console' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveFocus();
  });

  it('shows both validation messages and calls nothing when the fields are empty', async () => {
    const calls: string[] = [];
    server.use(http.all('*/goform/*', ({ request }) => (calls.push(request.url), failure(10001))));
    const { user, onSignedIn } = await renderLogin();
    await submit(user, '', '');
    expect(screen.getByText('please input user name')).toBeInTheDocument();
    expect(screen.getByText('please input password')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAccessibleDescription('please input user name');
    expect(calls).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('clears a message as soon as its field is filled in', async () => {
    const { user } = await renderLogin();
    await submit(user, '', '');
    await user.type(screen.getByLabelText('User Name'), 'admin');
    expect(screen.queryByText('please input user name')).not.toBeInTheDocument();
    expect(screen.getByText('please input password')).toBeInTheDocument();
  });

  it('shows the catalogue message of a refused login and stays on the page', async () => {
    server.use(http.post('*/goform/chklogin', () => failure(40302)));
    const { user, onSignedIn } = await renderLogin();
    await submit(user, 'admin', 'wrong');
    await expectRefusal('Password Error');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-busy');
  });

  it('says how long a locked account waits, from the time the device answers (issue 34, walk #18)', async () => {
    server.use(
      http.post('*/goform/chklogin', () => HttpResponse.text(JSON.stringify({ code: 'fail', retvalue: 40302, msg: 'pwdErr_TimeOut', retry_after: 241 }))),
    );
    const { user, onSignedIn } = await renderLogin();
    await submit(user, 'operator', 'Right-pass-1');
    await expectRefusal('Too many attempts: try again in 5 minutes');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says seconds under a minute, and the plain catalogue message when the device names no time', async () => {
    let retryAfter: number | undefined = 1;
    server.use(
      http.post('*/goform/chklogin', () =>
        HttpResponse.text(JSON.stringify({ code: 'fail', retvalue: 40302, msg: 'pwdErr_TimeOut', ...(retryAfter ? { retry_after: retryAfter } : {}) })),
      ),
    );
    const { user } = await renderLogin();
    await submit(user, 'operator', 'Right-pass-1');
    await expectRefusal('Too many attempts: try again in 1 second');
    retryAfter = undefined;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectRefusal('Password error or timeout');
  });

  it('says the device cannot be reached when the call fails', async () => {
    server.use(http.post('*/goform/chklogin', () => HttpResponse.error()));
    const { user } = await renderLogin();
    await submit(user, 'admin', 'Admin-pass-1');
    await expectRefusal(/network/i);
  });

  it('while the device restarts, says so and signs in by itself once it is back', async () => {
    let calls = 0;
    server.use(
      http.post('*/goform/chklogin', () => {
        calls += 1;
        return calls === 1 ? failure(10001, 'deviceOffline') : answer(ADMIN_ANSWER);
      }),
    );
    const { user, onSignedIn } = await renderLogin();
    await submit(user, 'admin', 'Admin-pass-1');
    await expectRefusal(/^The device is restarting, please wait\W*The console tries again by itself until the device is back\.$/);
    expect(onSignedIn).not.toHaveBeenCalled();
    // No second press: the page sends the same login again.
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 6000 });
    expect(calls).toBe(2);
  });

  it('signs in with POST, the password in the body and never in the address, keeps the session in its cookies and returns to the page first asked for', async () => {
    let body: unknown;
    let address = '';
    server.use(
      http.post('*/goform/chklogin', async ({ request }) => {
        address = request.url;
        body = await request.json();
        return answer(ADMIN_ANSWER);
      }),
    );
    const { user, onSignedIn } = await renderLogin('?redirect=%2FbasicSetting%2FsystemInfo%3Ftab%3D1');
    await submit(user, ' admin ', 'Admin-pass-1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/basicSetting/systemInfo?tab=1'));
    expect(body).toEqual({ userid: 'admin', password: 'Admin-pass-1' });
    expect(address).not.toMatch(/Admin-pass-1|password/);
    expect(getToken()).toBe('tkn');
    expect(getRoleInfo()).toEqual({ funs: ADMIN_ANSWER.funs, name: 'Administrator', userid: 'admin' });
  });

  it.each([
    ['an account with the user section', ADMIN_ANSWER.funs, '', '/'],
    ['an account without it (the status home has tiles for every account)', ['network', 'dataReport'], '', '/'],
    ['a redirect to another site', ADMIN_ANSWER.funs, '?redirect=%2F%2Fevil.example', '/'],
    ['a redirect back to /login', ADMIN_ANSWER.funs, '?redirect=%2Flogin', '/'],
  ])('lands %s at home', async (_case, funs, search, target) => {
    server.use(http.post('*/goform/chklogin', () => answer({ ...ADMIN_ANSWER, funs })));
    const { user, onSignedIn } = await renderLogin(search);
    await submit(user, 'admin', 'Admin-pass-1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(target));
  });

  it('opens the hidden pages after a factory-key login (11003), the whole key sent', async () => {
    let body: unknown;
    server.use(
      http.post('*/goform/chklogin', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 'fail', retvalue: 11003, msg: '11003', token: 'service' });
      }),
    );
    const { user, onSignedIn } = await renderLogin();
    // A unit's factory key: ten characters (device/src/auth/factorySecrets.ts), longer than a web password.
    await submit(user, 'superuser', 'K7QZ2MWX4R');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/snkey'));
    expect(body).toEqual({ userid: 'superuser', password: 'K7QZ2MWX4R' });
    expect(JSON.parse(sessionStorage.getItem('tac-superuser') ?? '{}')).toEqual({ token: 'service' });
  });

  it('sends one call however often the button is pressed while it runs', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      http.post('*/goform/chklogin', async () => {
        calls++;
        await new Promise<void>((resolve) => (release = resolve));
        return failure(40302);
      }),
    );
    const { user } = await renderLogin();
    await submit(user, 'admin', '1');
    await user.dblClick(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    release();
    await expectRefusal('Password Error');
    expect(calls).toBe(1);
  });

  it('switches the language before the sign-in, right-to-left included, and keeps the choice', async () => {
    const { user } = await renderLogin();
    await user.selectOptions(screen.getByLabelText('Language'), 'العربية');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it('lets the console start loading once the visitor types', async () => {
    const { user, onFirstInput } = await renderLogin();
    expect(onFirstInput).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('User Name'), 'a');
    expect(onFirstInput).toHaveBeenCalled();
  });
});

describe('the login form prerendered into login.html', () => {
  /** login.html as the build writes it: the form's markup, before any script runs. */
  async function prerendered() {
    await initI18n();
    const onSignedIn = jest.fn();
    const page = <LoginPage logoUrl="/logo.svg" title="TAC Console" search="" onSignedIn={onSignedIn} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const hydrate = () => act(() => void hydrateRoot(container, page));
    return { onSignedIn, hydrate, container };
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('cannot be sent before its script runs, so nothing typed lands in an address', async () => {
    const { hydrate } = await prerendered();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await hydrate();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('keeps what the visitor typed before its script ran, and signs in with it', async () => {
    server.use(http.post('*/goform/chklogin', () => answer(ADMIN_ANSWER)));
    const { hydrate, onSignedIn } = await prerendered();
    // Typed into the plain markup: no React handler sees it.
    (screen.getByLabelText('User Name') as HTMLInputElement).value = 'admin';
    (screen.getByLabelText('Password') as HTMLInputElement).value = 'Admin-pass-1';
    await hydrate();
    expect(screen.getByLabelText('User Name')).toHaveValue('admin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/'));
  });
});

describe('a session that ended (walk 2026-11-27 #7)', () => {
  const renderWith = async (notice: Parameters<typeof LoginPage>[0]['notice']) => {
    await initI18n();
    render(<LoginPage logoUrl="/logo.svg" title="TAC Console" search="?redirect=%2FbasicSetting%2Fattendance" onSignedIn={jest.fn()} notice={notice} />);
  };

  it('says the session ended and that the unsaved changes on the screen are kept', async () => {
    await renderWith({ notice: 'sessionEnded', screen: 'Attendance', kept: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Your session ended. Log in again to go on: your unsaved changes on Attendance are kept.');
  });

  it('says so when the changes on the screen could not be kept', async () => {
    await renderWith({ notice: 'sessionEnded', screen: 'Edit User', kept: false });
    expect(await screen.findByRole('status')).toHaveTextContent('Your session ended. Log in again to go back to Edit User. Changes not saved there were lost.');
  });
});
