import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyGroup } from '@tac/goform';
import { fakeGroup, refusingGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import ApplyStatus from './ApplyStatus';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

// The device answers its factory labels.
const DEVICE = applyGroup.defaults;
const box = (n: number) => screen.getByRole('textbox', { name: new RegExp(`^Status ${n}\\b`) });

withFakeDevice();

async function loaded() {
  await renderScreen(<ApplyStatus />);
  await screen.findByRole('form', { name: 'Attendance Status' });
  await waitFor(() => expect(box(0)).toHaveValue('IN'));
}

it('shows the eight labels: IN, OUT and six of the site', async () => {
  fakeGroup(server, applyGroup, DEVICE);
  await loaded();
  expect(screen.getByRole('textbox', { name: /^Status 0 \(In\)/ })).toHaveValue('IN');
  expect(screen.getByRole('textbox', { name: /^Status 1 \(Out\)/ })).toHaveValue('OUT');
  expect(box(7)).toHaveValue('status7');
  expect(screen.getAllByRole('textbox')).toHaveLength(8);
});

it('saves a renamed label', async () => {
  const device = fakeGroup(server, applyGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  await user.clear(box(6));
  await user.type(box(6), 'LUNCH');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ ...DEVICE, status6: 'LUNCH' }]);
});

it('refuses an empty label and one that repeats another, whatever its case', async () => {
  const device = fakeGroup(server, applyGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  await user.clear(box(2));
  await user.clear(box(5));
  await user.type(box(5), 'out');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(box(5)).toHaveAccessibleDescription('Each status needs its own label');
  expect(device.writes).toHaveLength(0);
});

it('refuses shell characters in a label (IN;reboot) and sends nothing', async () => {
  const device = fakeGroup(server, applyGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  await user.type(box(0), ';reboot');
  await user.clear(box(7));
  await user.type(box(7), 'a|b');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(box(0)).toHaveAccessibleDescription(/^These characters are not allowed here: ; \| &/));
  expect(box(7)).toHaveAccessibleDescription(/^These characters are not allowed here/);
  expect(device.writes).toHaveLength(0);
});

it('counts a label in characters as the device does: 16 emoji are full, a 17th is too long and not sent; the emoji are named as ones the device may not show', async () => {
  const device = fakeGroup(server, applyGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  await user.clear(box(7));
  await user.type(box(7), '🙂'.repeat(16));
  expect(box(7)).toHaveValue('🙂'.repeat(16));
  const notShown = "The device's screen may not show \u2066🙂\u2069";
  expect(box(7)).toHaveAccessibleDescription(`Full 16/16 ${notShown}`);
  await user.type(box(7), 'X');
  expect(box(7)).toHaveValue(`${'🙂'.repeat(16)}X`);
  expect(box(7)).toHaveAccessibleDescription(`Too long: at most 16 characters 17/16 ${notShown}`);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(box(7)).toHaveAccessibleDescription('At most 16 characters'));
  expect(device.writes).toHaveLength(0);
  await user.type(box(7), '{Backspace}');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ ...DEVICE, status7: '🙂'.repeat(16) }]);
});

it('says Failed when the device refuses', async () => {
  refusingGroup(server, applyGroup, DEVICE, 10003);
  const user = userEvent.setup();
  await loaded();
  await expectSaveRefused(user, 'Failed');
});

it('speaks Portuguese when the console does', async () => {
  fakeGroup(server, applyGroup, DEVICE);
  await inLanguage('pt', async () => {
    await renderScreen(<ApplyStatus />);
    expect(await screen.findByRole('textbox', { name: /^Status 0 \(Entrada\)/ })).toBeInTheDocument();
  });
});
