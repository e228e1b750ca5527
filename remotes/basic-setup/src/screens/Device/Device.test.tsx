import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { deviceGroup } from '@tac/goform';
import { failure, fakeGroup, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Device from './Device';
import { expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = { deviceid: 1, volume: 5, adminpassword: '1234' };

withFakeDevice();

async function loaded() {
  await renderScreen(<Device />);
  const id = await screen.findByRole('spinbutton', { name: 'Device ID' });
  await waitFor(() => expect(id).toHaveValue(1));
  return id;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

it('shows the device ID, volume and the admin PIN from the device', async () => {
  fakeGroup(server, deviceGroup, DEVICE);
  await loaded();
  expect(screen.getByRole('heading', { name: 'Device' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Volume' })).toHaveValue(5);
  expect(screen.getByLabelText('Admin Password')).toHaveValue('1234');
  expect(screen.getByLabelText('Confirm Password')).toHaveValue('1234');
});

it('saves a new ID, volume and PIN with its confirmation', async () => {
  const device = fakeGroup(server, deviceGroup, DEVICE);
  const user = userEvent.setup();
  const id = await loaded();
  await user.clear(id);
  await user.type(id, '42');
  const volume = screen.getByRole('spinbutton', { name: 'Volume' });
  await user.clear(volume);
  await user.type(volume, '8');
  for (const label of ['Admin Password', 'Confirm Password']) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), '246802');
  }
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ deviceid: '42', volume: '8', adminpassword: '246802', confirm: '246802' }]);
});

it('refuses a volume over 10, a PIN with letters, and a confirmation that differs', async () => {
  const device = fakeGroup(server, deviceGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  const volume = screen.getByRole('spinbutton', { name: 'Volume' });
  await user.clear(volume);
  await user.type(volume, '11');
  await user.clear(screen.getByLabelText('Admin Password'));
  await user.type(screen.getByLabelText('Admin Password'), '12ab');
  await save();
  expect(await screen.findByText('Enter a number of at most 10')).toBeInTheDocument();
  expect(screen.getByText('Up to 6 digits')).toBeInTheDocument();
  expect(screen.getByText('Two password entries are inconsistent')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Two password entries are inconsistent');
  expect(device.writes).toEqual([]);
});

it('says the PIN takes up to 6 digits and refuses 8 typed, never cutting them to 6', async () => {
  const device = fakeGroup(server, deviceGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  const pin = screen.getByLabelText('Admin Password');
  expect(pin).toHaveAccessibleDescription("Opens the device's own menu: up to 6 digits, empty for none.");
  expect(pin).not.toHaveAttribute('maxlength');
  expect(screen.getByLabelText('Confirm Password')).not.toHaveAttribute('maxlength');
  for (const label of ['Admin Password', 'Confirm Password']) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), '12345678');
  }
  expect(pin).toHaveValue('12345678');
  await save();
  await waitFor(() => expect(pin).toHaveAttribute('aria-invalid', 'true'));
  expect(pin).toHaveAccessibleDescription('At most 6 characters');
  expect(device.writes).toEqual([]);
});

it('shows the catalogue message when the device refuses the save', async () => {
  fakeGroup(server, deviceGroup, DEVICE);
  server.use(http.get('*/goform/GetMachineParam', () => failure(40203, 'PasswordNotSame')));
  await loaded();
  await save();
  expect(await screen.findByText('Two password entries are inconsistent')).toBeInTheDocument();
  expect(screen.queryByText('Success')).not.toBeInTheDocument();
});

it('offers Retry when the settings cannot be read', async () => {
  let reads = 0;
  server.use(http.get('*/goform/SetMachineParam', () => (++reads === 1 ? failure(10001) : success(DEVICE))));
  const user = userEvent.setup();
  await renderScreen(<Device />);
  expect(await screen.findByText('Obtaining failed, please refresh.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Device ID' })).toHaveValue(1));
});

it('speaks Simplified Chinese when the console does', async () => {
  fakeGroup(server, deviceGroup, DEVICE);
  await inLanguage('zhCN', async () => {
    await renderScreen(<Device />);
    expect(await screen.findByRole('spinbutton', { name: '设备编号' })).toBeInTheDocument();
    expect(screen.getByLabelText('管理员密码')).toBeInTheDocument();
  });
});
