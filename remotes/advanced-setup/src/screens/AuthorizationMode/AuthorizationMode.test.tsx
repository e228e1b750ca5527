import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workmodeGroup } from '@tac/goform';
import { fakeGroup, refusingGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import AuthorizationMode from './AuthorizationMode';
import { expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = { workmode: 'access', authmode: 'local' };

withFakeDevice();

async function loaded() {
  await renderScreen(<AuthorizationMode />);
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Local' })).toBeChecked());
}

it('shows who verifies a punch, with the current choice explained', async () => {
  fakeGroup(server, workmodeGroup, DEVICE);
  await loaded();
  expect(screen.getByRole('heading', { name: 'Authorization Mode' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Server' })).not.toBeChecked();
  expect(screen.getByText('The device verifies every punch itself.')).toBeInTheDocument();
});

it('sends only the authorization mode, so the work mode stays as it is', async () => {
  const device = fakeGroup(server, workmodeGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('radio', { name: 'Local, then server' }));
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ authmode: 'localserver' }]);
  expect(device.stored.workmode).toBe('access');
});

it('shows the catalogue message when the device fails', async () => {
  refusingGroup(server, workmodeGroup, DEVICE, 10001);
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('System Error')).toBeInTheDocument();
});

it('speaks Simplified Chinese when the console does', async () => {
  fakeGroup(server, workmodeGroup, DEVICE);
  await inLanguage('zhCN', async () => {
    await renderScreen(<AuthorizationMode />);
    expect(await screen.findByRole('radio', { name: '本地' })).toBeInTheDocument();
  });
});
