import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { superuserSet } from '@tac/goform';
import { answer, failure, server } from '../../test/goform';
import { ADMIN, fakeSection, renderShell } from '../../test/renderShell';
import { setupShellTests } from '../../test/setup';

setupShellTests();
afterEach(() => sessionStorage.clear());

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

describe('/test (public)', () => {
  it('reads the test mode and sets another one without a session', async () => {
    let mode = 'normal';
    const tokens: (string | null)[] = [];
    server.use(
      http.get('*/goform/SetDebugParam', () => answer({ mode })),
      http.post('*/goform/GetDebugParam', async ({ request }) => {
        tokens.push(request.headers.get('X-Token'));
        mode = ((await request.json()) as { mode: string }).mode;
        return answer({ mode });
      }),
    );
    const user = userEvent.setup();
    await renderShell({ path: '/test' });
    expect(await screen.findByRole('heading', { name: 'Test' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Mode' });
    await waitFor(() => expect(select).toHaveValue('normal'));
    await user.selectOptions(select, 'Aging (burn-in)');
    await user.click(screen.getByRole('button', { name: 'Set mode' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(mode).toBe('aging');
    expect(tokens).toEqual([null]);
  }, 20_000);

  it('without a session says a photo needs a login, links to /login and calls nothing', async () => {
    const photoCalls: unknown[] = [];
    server.use(
      http.get('*/goform/SetDebugParam', () => answer({ mode: 'normal' })),
      http.post('*/goform/test_takephoto', ({ request }) => (photoCalls.push(request), failure(40104))),
    );
    const { router } = await renderShell({ path: '/test' });
    expect(await screen.findByText(/Taking a photo with the device camera needs a login\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.setup().click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(photoCalls).toHaveLength(0);
  });

  it.each([
    ['a console login', 'token-admin'],
    ['the factory service session', 'service-token'],
  ])('takes a photo with %s, carrying its token', async (_, token) => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get('*/goform/SetDebugParam', () => answer({ mode: 'normal' })),
      http.post('*/goform/test_takephoto', ({ request }) => {
        tokens.push(request.headers.get('X-Token'));
        return answer({ photo: PHOTO, width: 96, height: 72 });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderShell({ path: '/test', session: token === 'token-admin' ? ADMIN : undefined });
    if (token === 'service-token') act(() => void store.dispatch(superuserSet('service-token')));
    await user.click(await screen.findByRole('button', { name: 'Take photo' }));
    const photo = await screen.findByRole('img', { name: 'Photo taken by the device camera' });
    expect(photo).toHaveAttribute('src', PHOTO);
    expect(screen.getByText('96 × 72 pixels')).toBeInTheDocument();
    expect(screen.queryByText(/needs a login/)).not.toBeInTheDocument();
    expect(tokens).toEqual([token]);
  }, 20_000);

  it('says so when a model without a camera refuses the camera test (10003)', async () => {
    server.use(
      http.get('*/goform/SetDebugParam', () => answer({ mode: 'normal' })),
      http.post('*/goform/test_takephoto', () => failure(10003)),
    );
    const user = userEvent.setup();
    await renderShell({ path: '/test', session: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Take photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The device took no photo: this model has no camera.');
    expect(screen.queryByRole('img', { name: 'Photo taken by the device camera' })).not.toBeInTheDocument();
  });
});

describe('/snkey (superuser)', () => {
  it('loads the five keys, checks their format, and saves them upper-cased with the service token', async () => {
    let saved: { body: unknown; token: string | null } | undefined;
    server.use(
      http.get('*/goform/SetSNKeyParam', () => answer({ key1: 'AAAAA', key2: '', key3: '', key4: '', key5: '' })),
      http.post('*/goform/GetSNKeyParam', async ({ request }) => {
        saved = { body: await request.json(), token: request.headers.get('X-Token') };
        // The device answers the keys it stored (contract GetSNKeyParam).
        return answer(saved.body as Record<string, unknown>);
      }),
    );
    const user = userEvent.setup();
    const { store, router } = await renderShell({ path: '/login' });
    store.dispatch(superuserSet('service-token'));
    await act(() => router.navigate('/snkey'));
    const key1 = await screen.findByRole('textbox', { name: 'Key 1' });
    await waitFor(() => expect(key1).toHaveValue('AAAAA'));

    await user.type(screen.getByRole('textbox', { name: 'Key 2' }), 'b-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Five characters: letters A-Z and digits 0-9')).not.toHaveLength(0);
    expect(saved).toBeUndefined();

    const keys = ['bbbbb', 'ccc12', 'DDD34', 'EEE56'];
    for (const [i, value] of keys.entries()) {
      const field = screen.getByRole('textbox', { name: `Key ${i + 2}` });
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The toast comes from a chunk of its own; both are slow on a busy machine.
    await waitFor(
      () =>
        expect(saved).toEqual({
          body: { key1: 'AAAAA', key2: 'BBBBB', key3: 'CCC12', key4: 'DDD34', key5: 'EEE56' },
          token: 'service-token',
        }),
      { timeout: 10_000 },
    );
    expect(await screen.findByText('Success', undefined, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);

  it('Leave ends the factory-key session and goes to the login page', async () => {
    server.use(http.get('*/goform/SetSNKeyParam', () => answer({ key1: '', key2: '', key3: '', key4: '', key5: '' })));
    const user = userEvent.setup();
    const { store, router, reloadTo } = await renderShell({ path: '/login' });
    store.dispatch(superuserSet('service-token'));
    await act(() => router.navigate('/snkey'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(reloadTo).toHaveBeenCalledWith('/login');
    expect(store.getState().session.superuser).toBe(false);
  });
});

describe('/up (superuser)', () => {
  const machine = fakeSection('machine', '/advSetting/firmwareUpgrade', 'Firmware Upgrade', {
    routes: [{ path: '/advSetting/firmwareUpgrade', element: <h2>Firmware upload screen</h2> }],
  });

  it('asks for the upgrade password, refuses a wrong one, then shows the firmware upload', async () => {
    // Ten digits, as each device makes its own at first start (device/src/auth/factorySecrets.ts).
    const unitPassword = '4817305926';
    const sent: unknown[] = [];
    server.use(
      http.post('*/goform/SetWebUpgradeMode', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        return body.password === unitPassword ? answer({ upgrademode: 1, expiresms: 600000 }) : failure(40302);
      }),
    );
    const user = userEvent.setup();
    const { store, router } = await renderShell({ path: '/login', sections: [machine] });
    store.dispatch(superuserSet('service-token'));
    await act(() => router.navigate('/up'));
    const form = await screen.findByRole('form', { name: 'Forced upgrade' });
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please input password')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const password = within(form).getByLabelText(/Upgrade password/);
    await user.type(password, 'nope');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password Error')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Firmware upload screen' })).not.toBeInTheDocument();

    await user.clear(password);
    await user.type(password, unitPassword);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Firmware upload screen' })).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'nope' }, { password: unitPassword }]);
    // Unlocked, the refusal of the try before is over.
    // (Well before the toast's own time would end.)
    await waitFor(() => expect(screen.queryByText('Password Error')).not.toBeInTheDocument(), { timeout: 500 });
  }, 30_000);
});
