import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fpcompareGroup } from '@tac/goform';
import { failure, fakeGroup, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Fingerprint from './Fingerprint';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

async function loaded() {
  await renderScreen(<Fingerprint />);
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked());
}

it('shows the three precision levels with the stored one chosen', async () => {
  fakeGroup(server, fpcompareGroup, { precision: 'normal' });
  await loaded();
  expect(screen.getByRole('heading', { name: 'Fingerprint' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Fingerprint Precision' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['normal', 'precision', 'advanced']);
  expect(screen.getByRole('radio', { name: 'Advanced' })).not.toBeChecked();
});

it('saves the chosen precision', async () => {
  const device = fakeGroup(server, fpcompareGroup, { precision: 'normal' });
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('radio', { name: 'Advanced' }));
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ precision: 'advanced' }]);
});

it('shows the catalogue message when the device refuses', async () => {
  fakeGroup(server, fpcompareGroup, { precision: 'normal' });
  server.use(http.get('*/goform/GetFPCompareParam', () => failure(10001)));
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('radio', { name: 'Precision' }));
  await expectSaveRefused(user);
});

it('offers Retry when the setting cannot be read', async () => {
  let reads = 0;
  server.use(
    http.get('*/goform/SetFPCompareParam', () => (++reads === 1 ? failure(10001) : success({ precision: 'advanced' }))),
  );
  const user = userEvent.setup();
  await renderScreen(<Fingerprint />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked());
});

it('speaks Portuguese when the console does', async () => {
  fakeGroup(server, fpcompareGroup, { precision: 'precision' });
  await inLanguage('pt', async () => {
    await renderScreen(<Fingerprint />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Precisão' })).toBeChecked());
  });
});
