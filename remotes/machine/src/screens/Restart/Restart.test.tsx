import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import Restart from './Restart';

let restarts = 0;
let probes = 0;
let back = false;

withFakeDevice();
beforeEach(() => {
  restarts = 0;
  probes = 0;
  back = false;
  server.use(
    http.get('*/goform/SetDebugParam', () => (probes++, back ? success({ mode: 'normal' }) : failure(10001, 'deviceOffline'))),
  );
});

describe('Restart', () => {
  it('asks first, and Cancel restarts nothing', async () => {
    server.use(http.get('*/goform/RestartMachine', () => (restarts++, success({ reboot: 1, restartms: 1000 }))));
    const user = userEvent.setup();
    await renderScreen(<Restart />);
    expect(screen.getByRole('heading', { name: 'Restart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart the device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(restarts).toBe(0);
  });

  it('counts down, waits until the device answers again, then goes to the login page', async () => {
    server.use(http.get('*/goform/RestartMachine', () => (restarts++, success({ reboot: 1, restartms: 2000 }))));
    const user = userEvent.setup();
    const { reloadTo, store } = await renderScreen(<Restart />);
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart the device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));

    expect(await screen.findByText('The device and web page will restart')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2 seconds left');
    expect(restarts).toBe(1);
    // The 1 s logout of a reboot answer does not cut the countdown short.
    await new Promise((r) => setTimeout(r, 1200));
    expect(reloadTo).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveTextContent('1 second left');

    // After the countdown the device is still down: the console keeps asking, without error toasts.
    expect(await screen.findByText('Waiting for the device to answer again…', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(probes).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(reloadTo).not.toHaveBeenCalled();
    expect(screen.queryByText('System Error')).not.toBeInTheDocument();

    back = true;
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'), { timeout: 5000 });
    expect(store.getState().session.token).toBeNull();
  }, 20_000);

  it('shows the device’s refusal and stays on the page', async () => {
    server.use(http.get('*/goform/RestartMachine', () => failure(10001)));
    const user = userEvent.setup();
    const { reloadTo } = await renderScreen(<Restart />);
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart the device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('System Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('speaks Chinese when the console does', async () => {
    const { i18n } = await import('@tac/i18n');
    await i18n.changeLanguage('zhCN');
    try {
      await renderScreen(<Restart />);
      expect(screen.getByRole('heading', { name: '重启' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
