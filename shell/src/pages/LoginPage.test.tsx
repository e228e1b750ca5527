import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, failure, server } from '../test/goform';
import { ADMIN, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();

const load = (id: string) => Promise.resolve(fakeSection(id, '/basicSetting/systemInfo', 'System Info screen'));

async function submit(user: ReturnType<typeof userEvent.setup>, userid: string, password: string) {
  if (userid) await user.type(screen.getByLabelText('User Name'), userid);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('shows both validation messages and calls nothing when the fields are empty', async () => {
    const calls: string[] = [];
    server.use(http.all('*/goform/*', ({ request }) => (calls.push(request.url), failure(10001))));
    const user = userEvent.setup();
    await renderShell({ path: '/login' });
    await submit(user, '', '');
    expect(await screen.findByText('please input user name')).toBeInTheDocument();
    expect(screen.getByText('please input password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the catalogue message of a refused login and stays on the page', async () => {
    server.use(http.post('*/goform/chklogin', () => failure(40302)));
    const user = userEvent.setup();
    const { router } = await renderShell({ path: '/login' });
    await submit(user, 'admin', 'wrong');
    expect(await screen.findByText('Password Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs in with POST and returns to the page the visitor first asked for', async () => {
    let body: unknown;
    server.use(
      http.post('*/goform/chklogin', async ({ request }) => {
        body = await request.json();
        return answer({ token: 'tkn', funs: ADMIN.funs, name: 'Administrator', userid: 'admin' });
      }),
    );
    const user = userEvent.setup();
    const { router, store } = await renderShell({ path: '/basicSetting/systemInfo', load });
    expect(router.state.location.pathname).toBe('/login');
    await submit(user, 'admin', '12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/basicSetting/systemInfo'));
    expect(await screen.findByRole('heading', { name: 'System Info screen' })).toBeInTheDocument();
    expect(store.getState().session.token).toBe('tkn');
    expect(body).toMatchObject({ userid: 'admin', password: '12345' });
  });

  it('opens the hidden pages after a factory-key login (11003), the whole key sent', async () => {
    let body: unknown;
    server.use(
      http.post('*/goform/chklogin', async ({ request }) => {
        body = await request.json();
        return failure(11003);
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderShell({ path: '/login' });
    // A unit's factory key: ten characters (device/src/auth/factorySecrets.ts), longer than a web password.
    await submit(user, 'superuser', 'K7QZ2MWX4R');
    await waitFor(() => expect(router.state.location.pathname).toBe('/snkey'));
    expect(body).toMatchObject({ userid: 'superuser', password: 'K7QZ2MWX4R' });
  });
});
