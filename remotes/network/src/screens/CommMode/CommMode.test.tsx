import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commmodeGroup } from '@tac/goform';
import { fakeGroup, renderScreen, withFakeDevice } from '../../test/harness';
import CommMode from './CommMode';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

const STORED = { port: 5010, commpwdswitch: 0, commpwd: '', servertype: 'ip', serverip: '192.168.0.10', serverurl: '' };

async function open() {
  const device = fakeGroup(commmodeGroup, STORED);
  const user = userEvent.setup();
  await renderScreen(<CommMode />, '/network/commMode');
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Port/ })).toHaveValue(5010));
  return { device, user };
}

describe('Communication Mode', () => {
  it('loads port, password switch, server type and server IP', async () => {
    await open();
    expect(screen.getByRole('checkbox', { name: 'Communication password' })).not.toBeChecked();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'IP' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Server IP/ })).toHaveValue('192.168.0.10');
  });

  it('shows the server URL instead of the IP for the URL type, and requires it', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    expect(screen.queryByRole('textbox', { name: /Server IP/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /Server URL/ })).toHaveAccessibleDescription('This field is required');
    expect(device.writes).toHaveLength(0);
  });

  it('asks for a password of up to 6 digits when the switch is on', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Communication password' }));
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, '12ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Up to 6 digits', { selector: '[data-part="error-text"]' })).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, '123456');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ commpwdswitch: '1', commpwd: '123456', port: '5010' });
  });

  it('says Failed when the device refuses', async () => {
    const { device, user } = await open();
    device.failWith = 10003;
    const port = screen.getByRole('spinbutton', { name: /Port/ });
    await user.clear(port);
    await user.type(port, '5011');
    await expectSaveRefused(user, 'Failed');
  });

  it('refuses a server URL such as a;reboot that is no host name or URL, and sends nothing', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    await user.type(await screen.findByRole('textbox', { name: /Server URL/ }), 'a;reboot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Server URL/ })).toHaveAccessibleDescription(
        'Enter a host name or an IPv4 address, optionally with http:// or https://, a port and a path, such as cloud.example.com or https://cloud.example.com/api',
      ),
    );
    expect(device.writes).toHaveLength(0);
  });

  it('saves a server URL with scheme, port and path', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    await user.click(await screen.findByRole('textbox', { name: /Server URL/ }));
    await user.paste('https://server.example.com:8443/tac');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ servertype: 'url', serverurl: 'https://server.example.com:8443/tac' });
  });
});
