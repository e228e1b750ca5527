import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { identifyGroup } from '@tac/goform';
import { failure, fakeGroup, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import IdentifyMode from './IdentifyMode';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const FLAGS = { FP: 1, FACE: 0, IRIS: 0, CARD: 1, WIFI: 1, BLUETOOTH: 0, THERMOMETRY: 0 };

function fakeInfo(funOption: Record<string, number> = FLAGS) {
  server.use(http.get('*/goform/SetInfoParam', () => success({ MaxUser: 1000, funOption })));
}

withFakeDevice();

async function loaded(value: string) {
  await renderScreen(<IdentifyMode />);
  const mode = await screen.findByRole('combobox', { name: 'Identify Mode' });
  await waitFor(() => expect(mode).toHaveValue(value));
  return mode;
}

const offered = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

it('offers only the modes the model has the sensors for', async () => {
  fakeInfo();
  fakeGroup(server, identifyGroup, { identifymode: 1 });
  const mode = await loaded('1');
  expect(offered(mode)).toEqual([
    'Any',
    'Fingerprint',
    'Card',
    'Password',
    'Fingerprint + Card',
    'Fingerprint + Password',
    'Card + Password',
  ]);
});

it('offers face and iris modes on a model with those sensors but no fingerprint', async () => {
  fakeInfo({ ...FLAGS, FP: 0, FACE: 1, IRIS: 1, CARD: 0 });
  fakeGroup(server, identifyGroup, { identifymode: 4 });
  const mode = await loaded('4');
  expect(offered(mode)).toEqual(['Any', 'Password', 'Face', 'Face + Password', 'Iris']);
});

it('saves the chosen mode', async () => {
  fakeInfo();
  const device = fakeGroup(server, identifyGroup, { identifymode: 0 });
  const user = userEvent.setup();
  const mode = await loaded('0');
  await user.selectOptions(mode, 'Card + Password');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ identifymode: '7' }]);
});

it('shows the catalogue message when the device refuses the mode', async () => {
  fakeInfo();
  fakeGroup(server, identifyGroup, { identifymode: 0 });
  server.use(http.get('*/goform/GetIdentifyParam', () => failure(10001)));
  const user = userEvent.setup();
  await loaded('0');
  await expectSaveRefused(user);
});

it('offers Retry when the model cannot be read, and then shows its modes', async () => {
  let reads = 0;
  server.use(
    http.get('*/goform/SetInfoParam', () => (++reads === 1 ? failure(10001) : success({ funOption: FLAGS }))),
  );
  fakeGroup(server, identifyGroup, { identifymode: 2 });
  const user = userEvent.setup();
  await renderScreen(<IdentifyMode />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  const mode = await screen.findByRole('combobox', { name: 'Identify Mode' });
  await waitFor(() => expect(mode).toHaveValue('2'));
  expect(offered(mode)).toContain('Fingerprint + Card');
});

it('speaks Traditional Chinese when the console does', async () => {
  fakeInfo();
  fakeGroup(server, identifyGroup, { identifymode: 0 });
  await inLanguage('zhTW', async () => {
    await renderScreen(<IdentifyMode />);
    const mode = await screen.findByRole('combobox', { name: '識別模式' });
    await waitFor(() => expect(offered(mode)).toContain('指紋 + 卡片'));
  });
});
