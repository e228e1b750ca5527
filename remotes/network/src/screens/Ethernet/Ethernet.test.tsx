import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ethernetGroup } from '@tac/goform';
import { fakeGroup, renderScreen, withFakeDevice } from '../../test/harness';
import Ethernet from './Ethernet';
import { expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

const STORED = { ipmode: 'static', ip: '192.168.0.218', mask: '255.255.255.0', gateway: '192.168.0.1', dns: '8.8.8.8' };

async function open() {
  const device = fakeGroup(ethernetGroup, STORED);
  const user = userEvent.setup();
  await renderScreen(<Ethernet />, '/network/ethernet');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /IP Address/ })).toHaveValue('192.168.0.218'));
  return { device, user };
}

async function retype(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  const box = screen.getByRole('textbox', { name });
  await user.clear(box);
  await user.paste(value);
}

/** Revert on the pending change's panel: the console says so and the device is back at its stored address. */
/** A new address saved and applied, staying on the page: the countdown panel shows. */
async function changeAddressAndStay(user: ReturnType<typeof userEvent.setup>, device: ReturnType<typeof fakeGroup>) {
    await waitFor(() => expect(screen.getByRole('textbox', { name: /IP Address/ })).toHaveValue('192.168.0.218'));
    await retype(user, /IP Address/, '192.168.0.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    device.extra = { rollbackms: 90000 };
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Network settings changed' })).getByRole('button', { name: 'Stay here' }));
    await screen.findByRole('region', { name: 'Network settings changed' });
}

async function revertFrom(pending: HTMLElement, user: ReturnType<typeof userEvent.setup>, device: ReturnType<typeof fakeGroup>) {
  await user.click(within(pending).getByRole('button', { name: 'Revert' }));
  expect(await screen.findByText('The previous network settings are back.')).toBeInTheDocument();
  expect(device.state.ip).toBe('192.168.0.218');
}

describe('Ethernet', () => {
  it('loads the IP setup, address, mask, gateway and DNS', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Ethernet' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Static IP' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Subnet Mask/ })).toHaveValue('255.255.255.0');
    expect(screen.getByRole('textbox', { name: /Gateway/ })).toHaveValue('192.168.0.1');
    expect(screen.getByRole('textbox', { name: /DNS/ })).toHaveValue('8.8.8.8');
  });

  it('disables the static fields under DHCP', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'DHCP' }));
    expect(screen.getByRole('textbox', { name: /IP Address/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Subnet Mask/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Gateway/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /DNS/ })).toBeEnabled();
  });

  it('refuses a malformed address, a broken mask and a gateway outside the subnet', async () => {
    const { device, user } = await open();
    await retype(user, /DNS/, '8.8.8');
    await retype(user, /Subnet Mask/, '255.255.0.255');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an IPv4 address such as 192.168.0.10')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Subnet Mask/ })).toHaveAccessibleDescription(
      'A subnet mask is a run of ones followed by zeros, such as 255.255.255.0',
    );
    await retype(user, /DNS/, '8.8.8.8');
    await retype(user, /Subnet Mask/, '255.255.255.0');
    await retype(user, /Gateway/, '192.168.1.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The gateway must be inside the device\'s subnet')).toBeInTheDocument();
    await retype(user, /Gateway/, '192.168.0.1');
    await retype(user, /IP Address/, '192.168.0.255');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This is the network or broadcast address of the subnet, not a device address'),
    ).toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });

  it('saves a DNS change at once: it cannot cut the browser off', async () => {
    const { device, user } = await open();
    await retype(user, /DNS/, '1.1.1.1');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ dns: '1.1.1.1', ip: '192.168.0.218' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says Failed when the device refuses the values', async () => {
    const { device, user } = await open();
    device.failWith = 10003;
    await retype(user, /DNS/, '1.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // 10003 comes back to the caller without a catalogue toast (SPEC §7): the form says Failed.
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
  });

  it('warns before a gateway change and sends nothing when the user cancels', async () => {
    const { device, user } = await open();
    await retype(user, /Gateway/, '192.168.0.254');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply the network settings?' });
    expect(dialog).toHaveTextContent('may invalidate the connection');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(device.writes).toHaveLength(0);
  });

  it('confirms a change that keeps the address by itself once the device still answers', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { device, user } = await open();
      device.extra = {};
      await retype(user, /Gateway/, '192.168.0.254');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Apply the network settings?' });
      device.extra = { rollbackms: 90000 };
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      const pending = await screen.findByRole('region', { name: 'Network settings changed' });
      expect(within(pending).getByRole('timer')).toHaveTextContent(/The previous settings come back in \d+ seconds/);
      await act(async () => {
        jest.advanceTimersByTime(3500);
      });
      expect(await screen.findByText('The new network settings are kept.')).toBeInTheDocument();
      expect(device.writes.map((w) => w.keep)).toEqual([undefined, '1']);
      expect(device.state.gateway).toBe('192.168.0.254');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the login page at a new address, and reverts on request', async () => {
    const { device, user } = await open();
    await retype(user, /IP Address/, '192.168.0.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    device.extra = { rollbackms: 90000 };
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Network settings changed' });
    expect(prompt).toHaveTextContent('The network configuration change may invalidate the connection. Go to the login page?');
    await user.click(within(prompt).getByRole('button', { name: 'Stay here' }));
    const pending = await screen.findByRole('region', { name: 'Network settings changed' });
    const link = within(pending).getByRole('link', { name: 'Reconnect at 192.168.0.50' });
    expect(link.getAttribute('href')).toMatch(/\/\/192\.168\.0\.50(:\d+)?\/login\?redirect=%2Fnetwork%2Fethernet$/);
    expect(screen.queryByText(/confirms the change by itself/)).not.toBeInTheDocument();
    await revertFrom(pending, user, device);
    // One write: revert=1 (the device puts back what it kept aside, secrets included), with the values the
    // console saw, for a terminal that does not know revert=1.
    expect(device.writes.at(-1)).toMatchObject({ revert: '1', ip: '192.168.0.218' });
  });

  it('leaving during the countdown and coming back still offers Revert and the address to reconnect at', async () => {
    const device = fakeGroup(ethernetGroup, STORED);
    const user = userEvent.setup();
    const { router } = await renderScreen(<Ethernet />, '/network/ethernet');
    await changeAddressAndStay(user, device);

    await act(() => router.navigate('/network/internet'));
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
    device.extra = { rollbackms: 61000 };
    await act(() => router.navigate('/network/ethernet'));

    const pending = await screen.findByRole('region', { name: 'Network settings changed' });
    await waitFor(() => expect(within(pending).getByRole('timer')).toHaveTextContent('The previous settings come back in 61 seconds'));
    expect(within(pending).getByRole('link', { name: 'Reconnect at 192.168.0.50' })).toBeInTheDocument();
    await revertFrom(pending, user, device);
  });

  it('after a reload during the countdown, still offers Revert and the address to reconnect at', async () => {
    const device = fakeGroup(ethernetGroup, STORED);
    const user = userEvent.setup();
    const first = await renderScreen(<Ethernet />, '/network/ethernet');
    await changeAddressAndStay(user, device);

    // A reload: the page and its store start again; only the tab's storage is left.
    first.unmount();
    device.extra = { rollbackms: 70000 };
    await renderScreen(<Ethernet />, '/network/ethernet');
    const pending = await screen.findByRole('region', { name: 'Network settings changed' });
    await waitFor(() => expect(within(pending).getByRole('timer')).toHaveTextContent('The previous settings come back in 70 seconds'));
    expect(within(pending).getByRole('link', { name: 'Reconnect at 192.168.0.50' })).toBeInTheDocument();
    await revertFrom(pending, user, device);
    expect(device.writes.at(-1)).toMatchObject({ revert: '1', ip: '192.168.0.218' });
  });

  it('switching to DHCP says where to find the new address', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'DHCP' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    device.extra = { rollbackms: 90000 };
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    const pending = await screen.findByRole('region', { name: 'Network settings changed' });
    expect(pending).toHaveTextContent("The device now takes its address from DHCP: read it on the device's screen");
    expect(device.writes[0]).toMatchObject({ ipmode: 'dhcp' });
  });

  it('shows a change still awaiting confirmation when opened, and keeps it on request', async () => {
    const device = fakeGroup(ethernetGroup, STORED);
    device.extra = { rollbackms: 42000 };
    const user = userEvent.setup();
    await renderScreen(<Ethernet />, '/network/ethernet');
    const pending = await screen.findByRole('region', { name: 'Network settings changed' });
    expect(within(pending).getByRole('timer')).toHaveTextContent('The previous settings come back in 42 seconds');
    expect(within(pending).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Keep the new settings' }));
    expect(await screen.findByText('The new network settings are kept.')).toBeInTheDocument();
    expect(device.writes).toEqual([{ keep: '1' }]);
  });

  it('tells the user when the device restored the previous settings by itself', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const device = fakeGroup(ethernetGroup, STORED);
      device.extra = { rollbackms: 2000 };
      await renderScreen(<Ethernet />, '/network/ethernet');
      await screen.findByRole('region', { name: 'Network settings changed' });
      device.extra = {};
      await act(async () => {
        jest.advanceTimersByTime(2500);
      });
      expect(
        await screen.findByText('The change was not confirmed in time: the device restored the previous network settings.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });
});
