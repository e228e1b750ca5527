import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, fieldsOf, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import BluetoothAuthorization from './BluetoothAuthorization';

const FACTORY = [
  { mac: '00:1B:3C:20:00:01', model: 'BT-R1', machine: 1, route: 1, status: 1 },
  { mac: '00:1B:3C:20:00:02', model: 'BT-R1', machine: 2, route: 1, status: 0 },
];
let items = FACTORY;
let writes: Record<string, unknown>[] = [];

function device() {
  items = FACTORY.map((p) => ({ ...p }));
  writes = [];
  server.use(
    http.post('*/goform/SetBluetoothAuthorize', () => success({ items })),
    http.post('*/goform/GetBluetoothAuthorize', async ({ request }) => {
      const fields = await fieldsOf(request);
      writes.push(fields);
      const macs = fields.macs as string[];
      items = items.map((p) => (macs.includes(p.mac) ? { ...p, status: fields.action === 'authorize' ? 1 : 0 } : p));
      return success({ items });
    }),
  );
}

const rowOf = (mac: string) => screen.getByRole('row', { name: new RegExp(mac) });

withFakeDevice();

it('lists the Bluetooth devices and authorizes the selected one after confirmation', async () => {
  device();
  const user = userEvent.setup();
  await renderScreen(<BluetoothAuthorization />);
  expect(await screen.findByRole('heading', { name: 'Bluetooth Authorization' })).toBeInTheDocument();
  await screen.findByRole('table');
  expect(within(rowOf('00:1B:3C:20:00:02')).getByText('Unauthorized')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select 00:1B:3C:20:00:02' }));
  await user.click(screen.getByRole('button', { name: 'Authorize selected' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Authorize devices' });
  expect(dialog).toHaveTextContent('Authorize the selected device?');
  await user.click(within(dialog).getByRole('button', { name: 'Authorize selected' }));
  await waitFor(() => expect(within(rowOf('00:1B:3C:20:00:02')).getByText('Authorized')).toBeInTheDocument());
  expect(writes).toEqual([{ macs: ['00:1B:3C:20:00:02'], action: 'authorize' }]);
});

it('shows the catalogue message when the device fails', async () => {
  device();
  server.use(http.post('*/goform/GetBluetoothAuthorize', () => failure(10001)));
  const user = userEvent.setup();
  await renderScreen(<BluetoothAuthorization />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select 00:1B:3C:20:00:01' }));
  await user.click(screen.getByRole('button', { name: 'Cancel authorization' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel authorization' }));
  expect(await screen.findByText('System Error')).toBeInTheDocument();
  expect(within(rowOf('00:1B:3C:20:00:01')).getByText('Authorized')).toBeInTheDocument();
});

it('says so when the device knows no Bluetooth device yet', async () => {
  device();
  server.use(http.post('*/goform/SetBluetoothAuthorize', () => success({ items: [] })));
  await renderScreen(<BluetoothAuthorization />);
  expect(await screen.findByText('No devices yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Authorize selected' })).toBeDisabled();
});

it('speaks Simplified Chinese when the console does', async () => {
  device();
  await inLanguage('zhCN', async () => {
    await renderScreen(<BluetoothAuthorization />);
    expect(await screen.findByRole('button', { name: '授权所选' })).toBeInTheDocument();
  });
});

it('on a phone shows each device as a card with every column, and selects from it', async () => {
  device();
  const desktopWidth = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  try {
    const user = userEvent.setup();
    await renderScreen(<BluetoothAuthorization />);
    const card = await screen.findByRole('listitem', { name: '00:1B:3C:20:00:02' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['MAC address', 'Model number', 'Machine number', 'Route', 'Status']);
    expect(within(card).getAllByRole('definition').map((value) => value.textContent)).toEqual(['00:1B:3C:20:00:02', 'BT-R1', '2', 'Route 1', 'Unauthorized']);
    await user.click(within(card).getByRole('checkbox', { name: 'Select 00:1B:3C:20:00:02' }));
    expect(screen.getByText('1 device selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all devices' }));
    expect(screen.getByText('2 devices selected')).toBeInTheDocument();
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  }
});
