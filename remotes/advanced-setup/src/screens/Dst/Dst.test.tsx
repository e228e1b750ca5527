import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { datetimeGroup, dstGroup } from '@tac/goform';
import { failure, fakeGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Dst from './Dst';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = {
  mode: 'date',
  offset: 1,
  startmonth: 3,
  startday: 31,
  startweek: 'last',
  startweekday: 'sun',
  starttime: '02:00',
  endmonth: 10,
  endday: 27,
  endweek: 'last',
  endweekday: 'sun',
  endtime: '03:00',
};
const select = (name: string) => screen.getByRole('combobox', { name });

withFakeDevice();

async function loaded(device = DEVICE) {
  fakeGroup(server, dstGroup, device);
  await renderScreen(<Dst />);
  await waitFor(() => expect(select('DST mode')).toHaveValue(device.mode));
}

it('date format: start and end as month and day, with the time change', async () => {
  await loaded();
  expect(select('Time change')).toHaveValue('1');
  expect(select('Start month')).toHaveDisplayValue('March');
  expect(screen.getByRole('spinbutton', { name: /Start day/ })).toHaveValue(31);
  expect(screen.getByRole('spinbutton', { name: /End day/ })).toHaveValue(27);
  expect(screen.queryByRole('combobox', { name: 'Start week' })).not.toBeInTheDocument();
  expect(Array.from((select('Time change') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
    '+0 hours',
    '+1 hour',
    '+2 hours',
    '+3 hours',
  ]);
});

it('week format shows week and weekday instead of the day, and saves them', async () => {
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(select('DST mode'), 'Week Format');
  expect(screen.queryByRole('spinbutton', { name: /Start day/ })).not.toBeInTheDocument();
  expect(Array.from((select('Start week') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '5th',
    '6th',
    'Last',
    'Penult',
  ]);
  await user.selectOptions(select('End week'), 'Penult');
  await user.selectOptions(select('End weekday'), 'Saturday');
  await expectSaveSucceeds(user);
});

it('disable hides everything but the mode', async () => {
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(select('DST mode'), 'Disable');
  expect(screen.queryByRole('combobox', { name: 'Time change' })).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Start' })).not.toBeInTheDocument();
});

it('sends the whole rule when saved', async () => {
  const user = userEvent.setup();
  const device = fakeGroup(server, dstGroup, DEVICE);
  await renderScreen(<Dst />);
  await waitFor(() => expect(select('DST mode')).toHaveValue('date'));
  await user.selectOptions(select('Time change'), '+2 hours');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ ...DEVICE, offset: 2 }]);
});

it('refuses a day the month does not have, and a rule that starts and ends the same day', async () => {
  const user = userEvent.setup();
  const device = fakeGroup(server, dstGroup, DEVICE);
  await renderScreen(<Dst />);
  await waitFor(() => expect(select('DST mode')).toHaveValue('date'));
  await user.selectOptions(select('Start month'), 'April');
  await user.selectOptions(select('End month'), 'April');
  const endDay = screen.getByRole('spinbutton', { name: /End day/ });
  await user.clear(endDay);
  await user.type(endDay, '31');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('This month has no such day')).toHaveLength(2);
  await user.clear(endDay);
  await user.type(endDay, '30');
  const startDay = screen.getByRole('spinbutton', { name: /Start day/ });
  await user.clear(startDay);
  await user.type(startDay, '30');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Daylight saving cannot start and end on the same day')).toBeInTheDocument();
  expect(device.writes).toHaveLength(0);
});

it('says Failed when the device refuses', async () => {
  await loaded();
  server.use(http.post('*/goform/GetDSTParam', () => failure(10003)));
  const user = userEvent.setup();
  await expectSaveRefused(user, 'Failed');
});

it('speaks Chinese, months included, when the console does', async () => {
  await inLanguage('zhCN', async () => {
    fakeGroup(server, dstGroup, DEVICE);
    await renderScreen(<Dst />);
    expect(await screen.findByRole('combobox', { name: '夏令时模式' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: '开始月份' })).toHaveDisplayValue('三月'));
  });
});

const NOT_THE_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

describe('a rule the device takes but that does not do as written', () => {
  afterEach(() => jest.useRealTimers());

  const WEEK_RULE = { ...DEVICE, mode: 'week', startmonth: 2, startweek: '6', offset: 0 };

  it('is asked about before saving: a 6th weekday never happens, +0 hours changes nothing; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const device = fakeGroup(server, dstGroup, WEEK_RULE);
    await renderScreen(<Dst />);
    await waitFor(() => expect(select('DST mode')).toHaveValue('week'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save anyway?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Start: no month has a 6th of any weekday, so this never happens as set. The device uses the last one instead.',
      'The time change is +0 hours: the rule changes nothing.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });

  it('names the next year of a 5th weekday the month has only sometimes, and saves when confirmed', async () => {
    // Only the date is fixed: the screen counts from this year.
    jest.useFakeTimers({ now: new Date(2026, 5, 1), doNotFake: [...NOT_THE_DATE] });
    const user = userEvent.setup();
    const device = fakeGroup(server, dstGroup, { ...WEEK_RULE, startweek: '5', offset: 1 });
    await renderScreen(<Dst />);
    await waitFor(() => expect(select('DST mode')).toHaveValue('week'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save anyway?' });
    expect(dialog).toHaveTextContent('Start: this month has a 5th of this weekday only in some years (next in 2032). In the other years the device uses the last one.');
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(device.writes).toEqual([{ ...WEEK_RULE, startweek: '5', offset: 1 }]);
  });

  it('saves a usual rule without asking', async () => {
    const user = userEvent.setup();
    const device = fakeGroup(server, dstGroup, { ...DEVICE, mode: 'week' });
    await renderScreen(<Dst />);
    await waitFor(() => expect(select('DST mode')).toHaveValue('week'));
    await expectSaveSucceeds(user);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(device.writes).toHaveLength(1);
  });
});

describe('with a geographic zone set on Time Setup', () => {
  it('says the rule is not applied while the zone gives local time', async () => {
    fakeGroup(server, datetimeGroup, { date: '2026-03-14', time: '08:00:00', timemode: 'manual', timezone: 'Europe/Paris' });
    await loaded();
    expect(await screen.findByText(/The device follows the zone Europe\/Paris and its daylight saving rules/)).toBeInTheDocument();
  });

  it('says nothing when no zone is set, or the device (older firmware) has none', async () => {
    fakeGroup(server, datetimeGroup, { date: '2026-03-14', time: '08:00:00', timezone: '' });
    await loaded();
    await waitFor(() => expect(select('Time change')).toBeInTheDocument());
    expect(screen.queryByText(/The device follows the zone/)).not.toBeInTheDocument();
  });
});
