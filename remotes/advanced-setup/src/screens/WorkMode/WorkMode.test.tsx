import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workmodeGroup } from '@tac/goform';
import { fakeGroup, refusingGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import WorkMode from './WorkMode';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = { workmode: 'both', authmode: 'server' };

withFakeDevice();

async function loaded() {
  await renderScreen(<WorkMode />);
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Attendance and access control' })).toBeChecked());
}

it('shows the three work modes with the current one chosen and explained', async () => {
  fakeGroup(server, workmodeGroup, DEVICE);
  await loaded();
  expect(screen.getByRole('radio', { name: 'Attendance' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Access control' })).not.toBeChecked();
  expect(screen.getByText('A punch is recorded and opens the door.')).toBeInTheDocument();
});

it('sends only the work mode, so the authorization mode stays as it is', async () => {
  const device = fakeGroup(server, workmodeGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('radio', { name: 'Access control' }));
  expect(screen.getByText('A punch opens the door; attendance is not counted.')).toBeInTheDocument();
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ workmode: 'access' }]);
  expect(device.stored.authmode).toBe('server');
});

it('says Failed when the device refuses', async () => {
  refusingGroup(server, workmodeGroup, DEVICE, 10003);
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('radio', { name: 'Attendance' }));
  await expectSaveRefused(user, 'Failed');
});

it('speaks Portuguese when the console does', async () => {
  fakeGroup(server, workmodeGroup, DEVICE);
  await inLanguage('pt', async () => {
    await renderScreen(<WorkMode />);
    expect(await screen.findByRole('radio', { name: 'Controle de acesso' })).toBeInTheDocument();
  });
});
