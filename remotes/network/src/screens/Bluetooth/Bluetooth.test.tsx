import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { loggedIn, bluetoothGroup } from '@tac/goform';
import { failure, fakeGroup, fieldsOf, renderScreen, server, success, withFakeDevice } from '../../test/harness';
import Bluetooth from './Bluetooth';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

const SETTINGS = { serverswitch: 1, address: 'TAC-BT', clientswitch: 0 };
const PEERS = [
  { mac: '00:1B:3C:20:10:01', name: 'BT-Reader-A', rssi: -52 },
  { mac: '00:1B:3C:20:10:02', name: 'BT-Reader-B', rssi: -70 },
];

/** A device whose Bluetooth search answers `wait` twice before finding PEERS. */
function fakeRadio() {
  const radio = {
    list: [{ mac: '00:1B:3C:20:00:01', model: 'BT-R1', machine: 1, route: 1, status: 1 }],
    polls: [] as Record<string, string>[],
    groups: [] as Record<string, string>[],
  };
  server.use(
    http.get('*/goform/GetSearchBleDev', async ({ request }) => {
      const fields = await fieldsOf(request);
      radio.polls.push(fields);
      if (fields.action === 'cancel') return success();
      const waits = radio.polls.filter((p) => p.action !== 'cancel').length;
      return waits < 3 ? success({ code: 'wait', msg: 'wait', progress: waits * 40 }) : success({ items: PEERS });
    }),
    http.get('*/goform/GetBleConnect', async ({ request }) => {
      const { mac } = await fieldsOf(request);
      const device = { mac: mac ?? '', model: 'BT-R1', machine: radio.list.length + 1, route: 1, status: 0 };
      radio.list.push(device);
      return success(device);
    }),
    http.get('*/goform/SetBleDevGroup', async ({ request }) => {
      const fields = await fieldsOf(request);
      radio.groups.push(fields);
      const device = radio.list.find((d) => d.mac === fields.mac);
      if (!device) return failure(10003);
      device.route = Number(fields.route);
      return success(device);
    }),
    http.post('*/goform/SetBluetoothAuthorize', () => success({ items: radio.list })),
  );
  return radio;
}

async function open(funs = ['network', 'advancedSetting']) {
  const settings = fakeGroup(bluetoothGroup, SETTINGS);
  const radio = fakeRadio();
  const user = userEvent.setup();
  const view = await renderScreen(<Bluetooth />, '/network/bluetooth');
  view.store.dispatch(loggedIn({ token: 't', funs, name: 'Admin', userid: 'admin' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bluetooth name' })).toHaveValue('TAC-BT'));
  return { settings, radio, user };
}

describe('Bluetooth', () => {
  it('loads the server switch, name and client switch, and saves them with GetBluetoothParam', async () => {
    const { settings, user } = await open();
    expect(screen.getByRole('checkbox', { name: 'Bluetooth server' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bluetooth client' })).not.toBeChecked();
    // The name's length in its help text is the contract's (bluetoothGroup.address), not typed into the languages.
    expect(screen.getByText('The name other devices see, up to 32 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Bluetooth client' }));
    await expectSaveSucceeds(user);
    expect(settings.writes[0]).toMatchObject({ clientswitch: '1', address: 'TAC-BT' });
  });

  it('refuses a name longer than 32 characters with a message, never cutting it (issue 34, walk #15)', async () => {
    const { settings, user } = await open();
    const name = screen.getByRole('textbox', { name: 'Bluetooth name' });
    // No maxlength: the browser would cut a pasted name at 32 without a word.
    expect(name).not.toHaveAttribute('maxlength');
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(33));
    expect(name).toHaveValue('x'.repeat(33));
    expect(screen.getByText('Too long: at most 32 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 32 characters')).toBeInTheDocument();
    expect(settings.writes).toHaveLength(0);
  });

  it('saves a pasted name without the spaces around it (issue 34, walk #15)', async () => {
    const { settings, user } = await open();
    const name = screen.getByRole('textbox', { name: 'Bluetooth name' });
    await user.clear(name);
    await user.click(name);
    await user.paste('  Front door  ');
    await expectSaveSucceeds(user);
    expect(settings.writes[0]).toMatchObject({ address: 'Front door' });
  });

  it('says Failed when the device refuses the settings', async () => {
    const { settings, user } = await open();
    settings.failWith = 10003;
    await user.click(screen.getByRole('checkbox', { name: 'Bluetooth client' }));
    await expectSaveRefused(user, 'Failed');
  });

  it('searches with a waiting state, connects a peer and assigns its device group', async () => {
    const { radio, user } = await open();
    const table = await screen.findByRole('table', { name: 'Bluetooth devices' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Search for devices' }));
    expect(await screen.findByText('Searching for Bluetooth devices…')).toBeInTheDocument();
    const found = await screen.findByRole('list', { name: 'Devices found' }, { timeout: 5000 });
    expect(screen.queryByText('Searching for Bluetooth devices…')).not.toBeInTheDocument();
    expect(radio.polls[0]).toEqual({ action: 'start' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(found).getByRole('button', { name: 'Connect BT-Reader-A' }));
    expect(await within(found).findByText('Connected')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('row', { name: /00:1B:3C:20:10:01/ })).toHaveTextContent('Unauthorized');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Route of 00:1B:3C:20:10:01' }), 'Route 2');
    await waitFor(() => expect(radio.groups).toEqual([{ mac: '00:1B:3C:20:10:01', route: '2' }]));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Route of 00:1B:3C:20:10:01' })).toHaveValue('2'),
    );
  });

  it('cancels a search', async () => {
    const { radio, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Search for devices' }));
    const overlay = await screen.findByRole('alertdialog', { name: 'Searching for Bluetooth devices…' });
    await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(radio.polls.at(-1)).toEqual({ action: 'cancel' }));
    expect(screen.queryByRole('list', { name: 'Devices found' })).not.toBeInTheDocument();
  });

  it('without the authorization permission lists the devices connected in this visit', async () => {
    const { user } = await open(['network']);
    expect(screen.getByText('No Bluetooth device is connected yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search for devices' }));
    const found = await screen.findByRole('list', { name: 'Devices found' }, { timeout: 5000 });
    await user.click(within(found).getByRole('button', { name: 'Connect BT-Reader-B' }));
    const table = await screen.findByRole('table', { name: 'Bluetooth devices' });
    expect(within(table).getByRole('row', { name: /00:1B:3C:20:10:02/ })).toBeInTheDocument();
  });

  it('on a phone shows each device as a card, its route select within the screen', async () => {
    const desktopWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    try {
      await open();
      const card = await screen.findByRole('listitem', { name: '00:1B:3C:20:00:01' });
      expect(screen.queryByRole('table', { name: 'Bluetooth devices' })).not.toBeInTheDocument();
      expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['MAC address', 'Model', 'Machine number', 'Route', 'Status']);
      expect(within(card).getByRole('combobox', { name: 'Route of 00:1B:3C:20:00:01' })).toHaveValue('1');
      expect(within(card).getByText('Authorized')).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
    }
  });
});
