import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WPA_PASSPHRASE, wifiGroup } from '@tac/goform';
import { fakeGroup, renderScreen, withFakeDevice } from '../../test/harness';
import Wifi from './Wifi';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

const SHELL_CHARACTERS = `These characters are not allowed here: ; | & $ \` < > \\ ' "`;

const STORED = { mode: 'ap', ssid: '', password: '', apnamemode: 'default', apname: '', appassword: '' };

async function open(stored = STORED) {
  const device = fakeGroup(wifiGroup, stored);
  const user = userEvent.setup();
  await renderScreen(<Wifi />, '/network/wirless');
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Access point' })).toBeChecked());
  return { device, user };
}

describe('Wi-Fi', () => {
  it('never has the stored AP password (the device answers it empty with appasswordset); saving without typing one keeps it', async () => {
    const { device, user } = await open({ ...STORED, appassword: '', appasswordset: 1 } as typeof STORED);
    const field = screen.getByLabelText('AP password');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/^A password is stored: leave empty to keep it, or type a new one of 8 to 63 characters/);
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByRole('textbox', { name: /Custom AP name/ }), 'Lobby');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ apname: 'Lobby' });
    // Left empty, it is not sent at all: no device can take the empty field for "no password".
    expect(device.writes[0]).not.toHaveProperty('appassword');
  });

  it('never shows a stored password a terminal still answers (older firmware): counted as stored, kept by a save', async () => {
    const joined = { ...STORED, mode: 'station', ssid: 'TAC-Office', password: 'office-secret-1' };
    const device = fakeGroup(wifiGroup, joined);
    const user = userEvent.setup();
    await renderScreen(<Wifi />, '/network/wirless');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Station/ })).toBeChecked());
    const field = screen.getByLabelText('Password');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/^A password is stored: leave empty to keep it/);
    expect([...document.querySelectorAll('input')].map((input) => input.value)).not.toContain('office-secret-1');
    await user.clear(screen.getByRole('textbox', { name: /SSID/ }));
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'TAC-Guest');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(device.writes).toHaveLength(1));
    expect(device.writes[0]).toMatchObject({ ssid: 'TAC-Guest' });
    expect(device.writes[0]).not.toHaveProperty('password');
  });

  it('says the device has joined a network, with the address it was given and the signal', async () => {
    fakeGroup(wifiGroup, {
      ...STORED,
      mode: 'station',
      ssid: 'TAC-Office',
      passwordset: 1,
      connected: 1,
      connectedip: '192.168.10.57',
      connectedsignal: -45,
    });
    await renderScreen(<Wifi />, '/network/wirless');
    expect(await screen.findByText('Connected to TAC-Office')).toBeInTheDocument();
    expect(screen.getByText('IP address 192.168.10.57 · Signal -45 dBm (excellent)')).toBeInTheDocument();
  });

  it('says the device has joined no network', async () => {
    await open({ ...STORED, connected: 0 } as typeof STORED);
    expect(screen.getByText('Not connected to a Wi-Fi network')).toBeInTheDocument();
  });

  it('says nothing of the link when the device (older firmware) does not report it', async () => {
    await open();
    expect(screen.queryByText(/connected to/i)).not.toBeInTheDocument();
  });

  it('loads the mode and the AP settings, and links to Choose and Add Wi-Fi', async () => {
    await open();
    expect(screen.getByRole('radio', { name: 'System default' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Custom AP name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Wi-Fi' })).toHaveAttribute('href', '/network/wirless/chooseWIFI');
    expect(screen.getByRole('link', { name: 'Add Wi-Fi' })).toHaveAttribute('href', '/network/wirless/addWIFI');
  });

  it('needs a custom AP name and an AP password of WPA length', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByLabelText('AP password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /Custom AP name/ })).toHaveAccessibleDescription('This field is required');
    const { minLength, maxLength } = WPA_PASSPHRASE;
    expect(screen.getByLabelText('AP password')).toHaveAccessibleDescription(`Leave it empty or enter ${minLength} to ${maxLength} characters`);
    expect(device.writes).toHaveLength(0);
  });

  it('saves AP settings at once: they cannot cut the browser off', async () => {
    const { device, user } = await open();
    await user.type(screen.getByLabelText('AP password'), 'terminal-01');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ appassword: 'terminal-01', mode: 'ap' });
  });

  it('joining a network in station mode warns, then confirms by itself while the device answers', async () => {
    const { device, user } = await open();
    try {
      await user.click(screen.getByRole('radio', { name: /Station/ }));
      await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'TAC-Office');
      await user.type(screen.getByLabelText('Password'), 'tac-office');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      device.extra = { rollbackms: 90000 };
      const dialog = await screen.findByRole('alertdialog');
      // Only the auto-confirm delay needs a fake clock; the form and dialog ran on real timers.
      jest.useFakeTimers({ advanceTimers: true });
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('region', { name: 'Network settings changed' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(3500);
      });
      expect(await screen.findByText('The new network settings are kept.')).toBeInTheDocument();
      expect(device.writes).toEqual([expect.objectContaining({ mode: 'station', ssid: 'TAC-Office' }), { keep: '1' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says Failed when the device refuses', async () => {
    const { device, user } = await open();
    device.failWith = 10003;
    await user.type(screen.getByLabelText('AP password'), 'terminal-01');
    await expectSaveRefused(user, 'Failed');
  });

  it('refuses shell characters in the network name and password (a;reboot) and sends nothing', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: /Station/ }));
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'a;reboot');
    await user.type(screen.getByLabelText('Password'), 'pass$(reboot)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /SSID/ })).toHaveAccessibleDescription(SHELL_CHARACTERS);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/^A Wi-Fi password takes letters A-Z and a-z, digits, spaces/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });

  it('refuses shell characters in a custom AP name', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.type(screen.getByRole('textbox', { name: /Custom AP name/ }), 'Lobby|reboot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /Custom AP name/ })).toHaveAccessibleDescription(SHELL_CHARACTERS);
    expect(device.writes).toHaveLength(0);
  });
});
