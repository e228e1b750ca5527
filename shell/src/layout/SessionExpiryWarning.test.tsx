import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, server } from '../test/goform';
import { ADMIN, fakeSection, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();

const sections = [fakeSection('users', '/user/userList', 'User List')];

/**
 * The console open on User List (its first calls answered, each of which restarts the count), then the
 * session as the device said it lasts (`idleS` unused) and as last used `usedAgoMs` ago, told as another
 * tab's use is (a storage event).
 */
async function openWithSessionUsed(idleS: number | undefined, usedAgoMs: number) {
  const view = await renderShell({ path: '/user/userList', session: ADMIN, sections });
  await screen.findByRole('heading', { name: 'User List' });
  await waitFor(() => expect(localStorage.getItem('tac-session-used-at')).not.toBeNull());
  if (idleS === undefined) localStorage.removeItem('tac-session-idle-s');
  else localStorage.setItem('tac-session-idle-s', String(idleS));
  const usedAt = String(Date.now() - usedAgoMs);
  localStorage.setItem('tac-session-used-at', usedAt);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'tac-session-used-at', newValue: usedAt, storageArea: localStorage }));
  });
  return view;
}

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('a session left unused', () => {
  it('is warned of a minute before the device ends it; Stay logged in makes a call the device takes, and the warning goes', async () => {
    let checks = 0;
    server.use(http.all('*/goform/checkPower', () => (checks++, answer({ funs: ADMIN.funs, name: ADMIN.name, userid: ADMIN.userid }))));
    const user = userEvent.setup();
    await openWithSessionUsed(1800, 1800_000 - 45_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent(/0:4[45]/);
    const before = checks;
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(checks).toBe(before + 1);
  });

  it('takes Escape as staying, never as logging out', async () => {
    let checks = 0;
    server.use(http.all('*/goform/checkPower', () => (checks++, answer({ funs: ADMIN.funs, name: ADMIN.name, userid: ADMIN.userid }))));
    const user = userEvent.setup();
    const { reloadTo } = await openWithSessionUsed(1800, 1800_000 - 45_000);
    await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    const before = checks;
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(checks).toBe(before + 1);
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('says nothing while the session has longer to go', async () => {
    await openWithSessionUsed(1800, 60_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says nothing, and ends nothing, when the device gave no limit (a terminal of other firmware)', async () => {
    const { reloadTo } = await openWithSessionUsed(undefined, 24 * 3600_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('ends the session when its time is up, as a refused call would: the login page brings the visitor back', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { reloadTo } = await openWithSessionUsed(1800, 1800_000 - 2_000);
    await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith(expect.stringMatching(/^\/login/)));
    expect(localStorage.getItem('Admin-Token')).toBeNull();
  });

  it('is put off by a call made in another tab', async () => {
    await openWithSessionUsed(1800, 1800_000 - 30_000);
    await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    const now = String(Date.now());
    localStorage.setItem('tac-session-used-at', now);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'tac-session-used-at', newValue: now, storageArea: localStorage }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
