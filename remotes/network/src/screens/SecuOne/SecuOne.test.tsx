import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restGroup } from '@tac/goform';
import { fakeGroup, renderScreen, withFakeDevice } from '../../test/harness';
import SecuOne from './SecuOne';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

const STORED = { restswitch: 0, restserver: '', restport: 443, restkey: '' };

async function open() {
  const device = fakeGroup(restGroup, STORED);
  const user = userEvent.setup();
  await renderScreen(<SecuOne />, '/network/securityOne');
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Port/ })).toHaveValue(443));
  return { device, user };
}

describe('Secu One', () => {
  it('loads the switch, server, port and key', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Secu One' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Secu One service' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Server' })).toHaveValue('');
  });

  it('needs a server and a key once the service is on', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Secu One service' }));
    // Both say so before Save, with the required mark.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Server/ })).toBeRequired());
    expect(screen.getByLabelText(/^Key/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(device.writes).toHaveLength(0);
  });

  it('refuses a port out of 1-65535', async () => {
    const { device, user } = await open();
    const port = screen.getByRole('spinbutton', { name: /Port/ });
    await user.clear(port);
    await user.type(port, '70000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number of at most 65535')).toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });

  it('switches the service on with server and key, and says Success', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Secu One service' }));
    await user.click(screen.getByRole('textbox', { name: /Server/ }));
    await user.paste('secuone.example.com');
    await user.click(screen.getByLabelText(/^Key/));
    await user.paste('KEY-123_abc');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ restswitch: '1', restserver: 'secuone.example.com', restkey: 'KEY-123_abc', restport: '443' });
  });

  it('says which characters a key may hold when it holds another', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Secu One service' }));
    await user.click(screen.getByRole('textbox', { name: /Server/ }));
    await user.paste('secuone.example.com');
    await user.click(screen.getByLabelText(/^Key/));
    await user.paste('my key!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use only letters A–Z, digits, - and _ (up to 64 characters)')).toBeInTheDocument();
    expect(screen.queryByText('Invalid value')).not.toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });

  it('says Failed when the device refuses', async () => {
    const { device, user } = await open();
    device.failWith = 10003;
    const port = screen.getByRole('spinbutton', { name: /Port/ });
    await user.clear(port);
    await user.type(port, '8443');
    await expectSaveRefused(user, 'Failed');
  });

  it('refuses a server such as a;reboot that is no host name or URL, and sends nothing', async () => {
    const { device, user } = await open();
    await user.type(screen.getByRole('textbox', { name: /Server/ }), 'a;reboot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Server/ })).toHaveAccessibleDescription(/^Enter a host name or an IPv4 address/));
    expect(device.writes).toHaveLength(0);
  });
});
