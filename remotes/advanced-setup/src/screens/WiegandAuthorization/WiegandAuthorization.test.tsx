import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, fieldsOf, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import WiegandAuthorization from './WiegandAuthorization';

const FACTORY = [
  { mac: '00:1B:3C:10:00:01', model: 'WR-10', machine: 1, route: 1, status: 1 },
  { mac: '00:1B:3C:10:00:02', model: 'WR-10', machine: 2, route: 2, status: 0 },
  { mac: '00:1B:3C:1A:00:03', model: 'WR-20', machine: 3, route: 1, status: 0 },
];
let items = FACTORY;
let reads = 0;
let writes: Record<string, unknown>[] = [];

/** A device whose list changes as the write calls say. */
function device() {
  items = FACTORY.map((p) => ({ ...p }));
  reads = 0;
  writes = [];
  server.use(
    http.post('*/goform/SetAnvizWiegandAuthorize', () => (reads++, success({ items }))),
    http.post('*/goform/GetAnvizWiegandAuthorize', async ({ request }) => {
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

async function loaded() {
  await renderScreen(<WiegandAuthorization />);
  await screen.findByRole('table');
}

it('lists each reader with MAC, model, machine number, route and status', async () => {
  device();
  await loaded();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['', 'MAC address', 'Model number', 'Machine number', 'Route', 'Status']);
  const second = rowOf('00:1B:3C:10:00:02');
  expect(within(second).getByText('WR-10')).toBeInTheDocument();
  expect(within(second).getByText('Route 2')).toBeInTheDocument();
  expect(within(second).getByText('Unauthorized')).toBeInTheDocument();
  expect(within(rowOf('00:1B:3C:10:00:01')).getByText('Authorized')).toBeInTheDocument();
});

it('authorizes the selected readers after confirmation and reads the list again', async () => {
  device();
  const user = userEvent.setup();
  await loaded();
  expect(screen.getByRole('button', { name: 'Authorize selected' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Select 00:1B:3C:10:00:02' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select 00:1B:3C:1A:00:03' }));
  expect(screen.getByText('2 devices selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Authorize selected' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Authorize devices' });
  expect(dialog).toHaveTextContent('Authorize the 2 selected devices?');
  await user.click(within(dialog).getByRole('button', { name: 'Authorize selected' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(writes).toEqual([{ macs: ['00:1B:3C:10:00:02', '00:1B:3C:1A:00:03'], action: 'authorize' }]);
  await waitFor(() => expect(within(rowOf('00:1B:3C:1A:00:03')).getByText('Authorized')).toBeInTheDocument());
  expect(reads).toBe(2);
  expect(screen.getByText('0 devices selected')).toBeInTheDocument();
});

it('cancels authorization of every reader chosen with Select all, after confirmation', async () => {
  device();
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('checkbox', { name: 'Select all devices' }));
  await user.click(screen.getByRole('button', { name: 'Cancel authorization' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel authorization' });
  expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel authorization' }));
  await waitFor(() => expect(screen.queryAllByText('Authorized')).toHaveLength(0));
  expect(writes[0]).toEqual({ macs: FACTORY.map((p) => p.mac), action: 'cancel' });
});

it('changes nothing when the confirmation is declined', async () => {
  device();
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('checkbox', { name: 'Select 00:1B:3C:10:00:01' }));
  await user.click(screen.getByRole('button', { name: 'Cancel authorization' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(writes).toHaveLength(0);
  expect(screen.getByText('1 device selected')).toBeInTheDocument();
});

it('says Failed when the device refuses, and keeps the selection', async () => {
  device();
  server.use(http.post('*/goform/GetAnvizWiegandAuthorize', () => failure(10003)));
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('checkbox', { name: 'Select 00:1B:3C:10:00:02' }));
  await user.click(screen.getByRole('button', { name: 'Authorize selected' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Authorize selected' }));
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select 00:1B:3C:10:00:02' })).toBeChecked();
});

it('offers Retry when the list cannot be read', async () => {
  device();
  let first = true;
  server.use(http.post('*/goform/SetAnvizWiegandAuthorize', () => (first ? ((first = false), failure(10001)) : success({ items }))));
  const user = userEvent.setup();
  await renderScreen(<WiegandAuthorization />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

it('speaks Portuguese when the console does', async () => {
  device();
  await inLanguage('pt', async () => {
    await renderScreen(<WiegandAuthorization />);
    expect(await screen.findByRole('button', { name: 'Autorizar selecionados' })).toBeInTheDocument();
  });
});
