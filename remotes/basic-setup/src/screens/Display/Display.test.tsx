import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { displayGroup, navigation } from '@tac/goform';
import { failure, fakeGroup, fieldsOf, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Display from './Display';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DISPLAY = {
  language: 'en',
  dateformat: 'YYYY-MM-DD',
  timeformat: 24,
  powersaving: 'screensaver',
  screeninterval: 60,
  synclocaltime: 0,
  keyboardlock: 0,
};
const LANGUAGES = [
  { element: 'en', name: 'English' },
  { element: 'pt', name: 'Português' },
  { element: 'zh-cn', name: '简体中文' },
];

/** The device's language list, and what GetLanguageSettingItem was asked. */
function fakeLanguages(answer: () => Response = () => success({ reboot: 1, restartms: 20000, LanguageSetting: 'pt' })) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/goform/SetLanguageSettingItem', () => success({ LanguageSettingItem: LANGUAGES, LanguageSetting: 'en' })),
    http.post('*/goform/GetLanguageSettingItem', async ({ request }) => {
      sent.push(await fieldsOf(request));
      return answer();
    }),
  );
  return sent;
}

withFakeDevice();

async function loaded() {
  const rendered = await renderScreen(<Display />);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Date Format' })).toHaveValue('YYYY-MM-DD'));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en'));
  return rendered;
}

it('shows the display settings and the device languages', async () => {
  fakeGroup(server, displayGroup, DISPLAY);
  fakeLanguages();
  await loaded();
  const language = screen.getByRole('combobox', { name: 'Language' });
  expect(within(language).getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Português', '简体中文']);
  expect(screen.getByRole('radio', { name: '24 Hour' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Power Saving' })).toHaveValue('screensaver');
  expect(screen.getByRole('spinbutton', { name: /Screen Interval/ })).toHaveValue(60);
  expect(screen.getByRole('checkbox', { name: 'Sync local time' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Keyboard Lock' })).not.toBeChecked();
});

/** The screen on the stored display settings, with its Screen Interval input. */
async function withScreenInterval() {
  const device = fakeGroup(server, displayGroup, DISPLAY);
  fakeLanguages();
  const user = userEvent.setup();
  await loaded();
  return { device, user, interval: screen.getByRole('spinbutton', { name: /Screen Interval/ }) };
}

it('enables Screen Interval only while power saving is on, and saves power saving off', async () => {
  const { device, user, interval } = await withScreenInterval();
  const mode = screen.getByRole('combobox', { name: 'Power Saving' });
  expect(interval).toBeEnabled();
  await user.selectOptions(mode, 'disable');
  expect(interval).toBeDisabled();
  await user.selectOptions(mode, 'closesaver');
  expect(interval).toBeEnabled();
  await user.selectOptions(mode, 'disable');
  await expectSaveSucceeds(user);
  expect(device.writes[0]).toMatchObject({ powersaving: 'disable', screeninterval: '60' });
});

it('saves the form without the language, which has its own call', async () => {
  const device = fakeGroup(server, displayGroup, DISPLAY);
  fakeLanguages();
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Date Format' }), 'DD/MM/YYYY');
  await user.click(screen.getByRole('radio', { name: '12 Hour' }));
  await user.click(screen.getByRole('checkbox', { name: 'Keyboard Lock' }));
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([
    {
      dateformat: 'DD/MM/YYYY',
      timeformat: '12',
      powersaving: 'screensaver',
      screeninterval: '60',
      synclocaltime: '0',
      keyboardlock: '1',
    },
  ]);
});

it('refuses a screen interval outside 10 to 3600 seconds', async () => {
  const { device, user, interval } = await withScreenInterval();
  await user.clear(interval);
  await user.type(interval, '5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a number of at least 10')).toBeInTheDocument();
  expect(interval).toHaveAccessibleDescription('Enter a number of at least 10');
  expect(device.writes).toEqual([]);
});

it('shows the catalogue message when the device refuses the save', async () => {
  fakeGroup(server, displayGroup, DISPLAY);
  fakeLanguages();
  server.use(http.get('*/goform/GetTimeParam', () => failure(10001)));
  const user = userEvent.setup();
  await loaded();
  await expectSaveRefused(user);
});

it('warns that the device restarts before changing the language, and sends nothing when cancelled', async () => {
  fakeGroup(server, displayGroup, DISPLAY);
  const sent = fakeLanguages();
  const user = userEvent.setup();
  await loaded();
  const language = screen.getByRole('combobox', { name: 'Language' });
  await user.selectOptions(language, 'pt');
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Language changed, device will restart');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(language).toHaveValue('en');
  expect(sent).toEqual([]);
});

it('changes the language when confirmed, counts the restart down as Restart does, and goes to /login once the device is back', async () => {
  fakeGroup(server, displayGroup, DISPLAY);
  const sent = fakeLanguages(() => success({ reboot: 1, restartms: 2000, LanguageSetting: 'pt' }));
  let probes = 0;
  server.use(http.all('*/goform/SetDebugParam', () => (++probes === 1 ? failure(10001, 'deviceOffline') : success({ mode: 'normal' }))));
  const reloadTo = jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
  const dialog = await screen.findByRole('alertdialog');
  // Nothing else was edited: nothing to save first.
  expect(dialog).not.toHaveTextContent('saved first');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('The device and web page will restart')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/2 seconds left/);
  expect(sent).toEqual([{ LanguageSetting: 'pt' }]);
  // Not the 1 s logout of a reboot:1: the countdown, then the wait for the device.
  await new Promise((done) => setTimeout(done, 1500));
  expect(reloadTo).not.toHaveBeenCalled();
  await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/login'), { timeout: 6000 });
  expect(probes).toBeGreaterThanOrEqual(2);
});

it('saves the other edits of the page before the language restarts the device, and says so first', async () => {
  const device = fakeGroup(server, displayGroup, DISPLAY);
  const sent = fakeLanguages();
  server.use(http.all('*/goform/SetDebugParam', () => failure(10001, 'deviceOffline')));
  const user = userEvent.setup();
  await loaded();
  const interval = screen.getByRole('spinbutton', { name: /Screen Interval/ });
  await user.clear(interval);
  await user.type(interval, '120');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Your other changes on this page are saved first.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('The device and web page will restart')).toBeInTheDocument();
  expect(device.writes).toEqual([expect.objectContaining({ screeninterval: '120' })]);
  expect(sent).toEqual([{ LanguageSetting: 'pt' }]);
});

it('keeps the language when the other edits cannot be saved, and says why', async () => {
  fakeGroup(server, displayGroup, DISPLAY);
  const sent = fakeLanguages();
  const user = userEvent.setup();
  await loaded();
  const interval = screen.getByRole('spinbutton', { name: /Screen Interval/ });
  await user.clear(interval);
  await user.type(interval, '5');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('The language was not changed: the other changes on this page could not be saved.')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en'));
});

it.each([
  ['an unknown language (10003)', 10003, 'The Necessary Parameters are Missing'],
  ['a system error', 10001, 'System Error'],
])("says 'Language setting failed, please reset' when the device refuses %s, and keeps the old language", async (_, code, catalogue) => {
  fakeGroup(server, displayGroup, DISPLAY);
  fakeLanguages(() => failure(code));
  const user = userEvent.setup();
  await loaded();
  const language = screen.getByRole('combobox', { name: 'Language' });
  await user.selectOptions(language, 'zh-cn');
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Language setting failed, please reset')).toBeInTheDocument();
  expect(screen.queryByText(catalogue)).not.toBeInTheDocument();
  await waitFor(() => expect(language).toHaveValue('en'));
  expect(language).toBeEnabled();
});

it('offers Retry when the settings cannot be read', async () => {
  let reads = 0;
  server.use(http.get('*/goform/SetTimeParam', () => (++reads === 1 ? failure(10001) : success(DISPLAY))));
  fakeLanguages();
  const user = userEvent.setup();
  await renderScreen(<Display />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Date Format' })).toHaveValue('YYYY-MM-DD'));
});

it('speaks Portuguese when the console does', async () => {
  fakeGroup(server, displayGroup, DISPLAY);
  fakeLanguages();
  await inLanguage('pt', async () => {
    await renderScreen(<Display />);
    expect(await screen.findByRole('combobox', { name: 'Economia de energia' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '12 horas' })).toBeInTheDocument();
  });
});
