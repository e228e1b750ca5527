import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, recordedCall, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import { STORED_ACCESS } from '../../test/accessSettings';
import AccessSetup from './AccessSetup';
import { expectSaveRefused } from '@tac/ui/testing';

let saved: Record<string, string>[] = [];
withFakeDevice();
beforeEach(() => {
  saved = [];
  server.use(
    http.get('*/goform/SetAccessControl', () => success(STORED_ACCESS)),
    recordedCall('GetAccessControl', saved, STORED_ACCESS),
  );
});

async function loaded() {
  await renderScreen(<AccessSetup />);
  const delay = await screen.findByRole('spinbutton', { name: 'Relay delay (seconds)' });
  await waitFor(() => expect(delay).toHaveValue(5));
  return delay;
}

it('shows the stored access settings in labelled fields', async () => {
  await loaded();
  expect(screen.getByRole('heading', { name: 'Access Setup', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Relay output mode' })).toHaveValue('dooropen');
  expect(screen.getByRole('checkbox', { name: 'Door sensor' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Wiegand output format' })).toHaveValue('wiegand26');
  expect(screen.getByRole('radio', { name: 'Big end' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '4 bytes' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Tamper alarm' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '12 V power supply' })).toBeChecked();
  // Nine Wiegand output formats (SPEC §3).
  expect(screen.getByRole('combobox', { name: 'Wiegand output format' }).querySelectorAll('option')).toHaveLength(9);
});

it('disables the fields that do not apply to the chosen modes', async () => {
  const user = userEvent.setup();
  const delay = await loaded();
  const header = screen.getByRole('spinbutton', { name: 'Fixed Wiegand header' });
  expect(delay).toBeEnabled();
  expect(screen.getByRole('checkbox', { name: 'Door sensor' })).toBeEnabled();
  expect(header).toBeDisabled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Relay output mode' }), 'ring');
  expect(delay).toBeEnabled();
  expect(screen.getByRole('checkbox', { name: 'Door sensor' })).toBeDisabled();
  expect(screen.getByRole('spinbutton', { name: 'Door sensor delay (seconds)' })).toHaveAccessibleDescription('Does not apply to the chosen mode.');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Relay output mode' }), 'none');
  expect(delay).toBeDisabled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Wiegand output format' }), 'fixedheader');
  expect(header).toBeEnabled();
});

it('offers the sensor delay only with a door sensor, explains it, and saves it', async () => {
  const user = userEvent.setup();
  await loaded();
  const sensorDelay = screen.getByRole('spinbutton', { name: 'Door sensor delay (seconds)' });
  expect(sensorDelay).toHaveValue(10);
  expect(sensorDelay).toBeDisabled();
  expect(sensorDelay).toHaveAccessibleDescription('Applies only with “Door sensor” switched on.');
  await user.click(screen.getByRole('checkbox', { name: 'Door sensor' }));
  expect(sensorDelay).toBeEnabled();
  expect(sensorDelay).toHaveAccessibleDescription(
    'How long the door may stand open while locked before the held-open alarm, 1 to 255 seconds.',
  );
  await user.clear(sensorDelay);
  await user.type(sensorDelay, '0');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a number of at least 1')).toBeInTheDocument();
  expect(saved).toHaveLength(0);
  await user.clear(sensorDelay);
  await user.type(sensorDelay, '45');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(saved[0]).toMatchObject({ doorsensor: '1', sensordelay: '45' });
});

it("saves this screen's fields with GetAccessControl, leaves the door schedules alone, and says Success", async () => {
  const user = userEvent.setup();
  const delay = await loaded();
  await user.clear(delay);
  await user.type(delay, '12');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Wiegand output format' }), 'fixedheader');
  const header = screen.getByRole('spinbutton', { name: 'Fixed Wiegand header' });
  await user.clear(header);
  await user.type(header, '170');
  await user.click(screen.getByRole('radio', { name: 'Little end' }));
  await user.click(screen.getByRole('radio', { name: '3 bytes' }));
  await user.click(screen.getByRole('checkbox', { name: 'Door sensor' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    relaymode: 'dooropen',
    relaydelay: '12',
    wiegandformat: 'fixedheader',
    fixedwiegand: '170',
    byteorder: 'little',
    cardlength: '3',
    doorsensor: '1',
  });
  expect(saved[0]).not.toHaveProperty('normallyopen');
  expect(saved[0]).not.toHaveProperty('normallyclose');
});

it('keeps a value out of bounds from the device and says why', async () => {
  const user = userEvent.setup();
  const delay = await loaded();
  await user.clear(delay);
  await user.type(delay, '300');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a number of at most 255')).toBeInTheDocument();
  expect(delay).toHaveAccessibleDescription('Enter a number of at most 255');
  expect(saved).toHaveLength(0);
});

it('shows the catalogue message when the device fails, and not Success', async () => {
  server.use(http.get('*/goform/GetAccessControl', () => failure(10001)));
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('checkbox', { name: 'Tamper alarm' }));
  await expectSaveRefused(user);
});

it('says Failed when the device refuses a value quietly (10003)', async () => {
  server.use(http.get('*/goform/GetAccessControl', () => failure(10003)));
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('checkbox', { name: 'Tamper alarm' }));
  await expectSaveRefused(user, 'Failed');
});
