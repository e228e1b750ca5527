import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { internetGroup } from '@tac/goform';
import { fakeGroup, renderScreen, withFakeDevice } from '../../test/harness';
import Internet from './Internet';

withFakeDevice();

const STORED = { ipmode: 'dhcp', ip: '10.64.0.20', mask: '255.255.255.0', gateway: '10.64.0.1', dns: '1.1.1.1' };

describe('Internet (WAN)', () => {
  it('loads the WAN settings with the static fields disabled under DHCP', async () => {
    fakeGroup(internetGroup, STORED);
    await renderScreen(<Internet />, '/network/internet');
    expect(screen.getByRole('heading', { name: 'Internet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'DHCP' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: /IP Address/ })).toHaveValue('10.64.0.20');
    expect(screen.getByRole('textbox', { name: /IP Address/ })).toBeDisabled();
  });

  it('switching to a static address warns, saves with GetInternetParam and offers the new address', async () => {
    const device = fakeGroup(internetGroup, STORED);
    const user = userEvent.setup();
    await renderScreen(<Internet />, '/network/internet');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'DHCP' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Static IP' }));
    const ip = screen.getByRole('textbox', { name: /IP Address/ });
    await user.clear(ip);
    await user.paste('10.64.0.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    device.extra = { rollbackms: 90000 };
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Network settings changed' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay here' }));
    expect(await screen.findByRole('link', { name: 'Reconnect at 10.64.0.99' })).toBeInTheDocument();
    expect(device.writes[0]).toMatchObject({ ipmode: 'static', ip: '10.64.0.99' });
  });

  it('refuses a gateway equal to the address', async () => {
    const device = fakeGroup(internetGroup, { ...STORED, ipmode: 'static' });
    const user = userEvent.setup();
    await renderScreen(<Internet />, '/network/internet');
    const gateway = await screen.findByRole('textbox', { name: /Gateway/ });
    await waitFor(() => expect(gateway).toHaveValue('10.64.0.1'));
    await user.clear(gateway);
    await user.paste('10.64.0.20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The gateway cannot be the device's own address")).toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });
});
