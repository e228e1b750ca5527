import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { printGroup } from '@tac/goform';
import { failure, fakeGroup, success, refusingGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Print from './Print';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = { printswitch: 0, baudrate: 9600 };

withFakeDevice();

async function loaded() {
  await renderScreen(<Print />);
  const baud = await screen.findByRole('combobox', { name: 'Baud rate' });
  await waitFor(() => expect(baud).toHaveValue('9600'));
  return baud;
}

it('shows the printout switch and the baud rate, offering the usual serial rates', async () => {
  fakeGroup(server, printGroup, DEVICE);
  const baud = await loaded();
  expect(screen.getByRole('checkbox', { name: 'Printout' })).not.toBeChecked();
  const rates = Array.from((baud as HTMLSelectElement).options).map((o) => o.value);
  expect(rates).toEqual(['1200', '2400', '4800', '9600', '19200', '38400', '57600', '115200']);
});

it('saves printout on at 115200 baud', async () => {
  const device = fakeGroup(server, printGroup, DEVICE);
  const user = userEvent.setup();
  const baud = await loaded();
  await user.click(screen.getByRole('checkbox', { name: 'Printout' }));
  await user.selectOptions(baud, '115200');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ printswitch: '1', baudrate: '115200' }]);
});

it('shows the catalogue message when the device fails', async () => {
  refusingGroup(server, printGroup, DEVICE, 10001);
  const user = userEvent.setup();
  await loaded();
  await expectSaveRefused(user);
});

it('offers Retry when the settings cannot be read', async () => {
  let reads = 0;
  server.use(http.get('*/goform/SetPrintParam', () => (++reads === 1 ? failure(10001) : success(DEVICE))));
  const user = userEvent.setup();
  await renderScreen(<Print />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Baud rate' })).toHaveValue('9600'));
});

it('speaks Traditional Chinese when the console does', async () => {
  fakeGroup(server, printGroup, DEVICE);
  await inLanguage('zhTW', async () => {
    await renderScreen(<Print />);
    expect(await screen.findByRole('combobox', { name: '鮑率' })).toBeInTheDocument();
  });
});
