import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kaoqinGroup } from '@tac/goform';
import { fakeGroup, refusingGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Attendance from './Attendance';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = { duplicatepunch: 3, logalarm: 100, workstart: '09:00', workend: '18:00' };

withFakeDevice();

async function loaded() {
  await renderScreen(<Attendance />);
  const range = await screen.findByRole('spinbutton', { name: /Duplicate punch range/ });
  await waitFor(() => expect(range).toHaveValue(3));
  return range;
}

it('shows the device values under their labels', async () => {
  fakeGroup(server, kaoqinGroup, DEVICE);
  await loaded();
  expect(screen.getByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: /Log alarm threshold/ })).toHaveValue(100);
  expect(screen.getByLabelText(/Work starts at/)).toHaveValue('09:00');
  expect(screen.getByLabelText(/Work ends at/)).toHaveValue('18:00');
});

it('saves the changed range and threshold and says Success', async () => {
  const device = fakeGroup(server, kaoqinGroup, DEVICE);
  const user = userEvent.setup();
  const range = await loaded();
  await user.clear(range);
  await user.type(range, '15');
  const alarm = screen.getByRole('spinbutton', { name: /Log alarm threshold/ });
  await user.clear(alarm);
  await user.type(alarm, '5000');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ duplicatepunch: '15', logalarm: '5000', workstart: '09:00', workend: '18:00' }]);
});

it('refuses values out of range with a message before calling the device', async () => {
  const device = fakeGroup(server, kaoqinGroup, DEVICE);
  const user = userEvent.setup();
  const range = await loaded();
  await user.clear(range);
  await user.type(range, '251');
  const alarm = screen.getByRole('spinbutton', { name: /Log alarm threshold/ });
  await user.clear(alarm);
  await user.type(alarm, '5001');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a number of at most 250')).toBeInTheDocument();
  expect(alarm).toHaveAccessibleDescription('Enter a number of at most 5000');
  expect(device.writes).toHaveLength(0);
});

it('refuses a working day that ends before it starts', async () => {
  const device = fakeGroup(server, kaoqinGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  const end = screen.getByLabelText(/Work ends at/);
  await user.clear(end);
  await user.type(end, '08:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The end must be later than the start')).toBeInTheDocument();
  expect(device.writes).toHaveLength(0);
});

it('says Failed when the device refuses the values (10003)', async () => {
  refusingGroup(server, kaoqinGroup, DEVICE, 10003);
  const user = userEvent.setup();
  await loaded();
  await expectSaveRefused(user, 'Failed');
});

it('speaks Portuguese when the console does', async () => {
  fakeGroup(server, kaoqinGroup, DEVICE);
  await inLanguage('pt', async () => {
    await renderScreen(<Attendance />);
    expect(await screen.findByRole('spinbutton', { name: /Intervalo de marcação duplicada/ })).toBeInTheDocument();
  });
});
