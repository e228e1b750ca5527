import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datetimeGroup } from '@tac/goform';
import { fakeGroup, refusingGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import TimeSetting, { computerClock } from './TimeSetting';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = { date: '2026-03-14', time: '08:15:00' };

withFakeDevice();

async function loaded() {
  await renderScreen(<TimeSetting />);
  const date = await screen.findByLabelText(/^Date/);
  await waitFor(() => expect(date).toHaveValue('2026-03-14'));
  return date;
}

it("shows the device's date and time", async () => {
  fakeGroup(server, datetimeGroup, DEVICE);
  await loaded();
  expect(screen.getByRole('heading', { name: 'Time Setup' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Time/, { selector: 'input' })).toHaveValue('08:15:00');
});

it('saves a date typed by hand', async () => {
  const device = fakeGroup(server, datetimeGroup, DEVICE);
  const user = userEvent.setup();
  const date = await loaded();
  await user.clear(date);
  await user.type(date, '2027-01-02');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ date: '2027-01-02', time: '08:15:00' }]);
});

it("sets the device to this computer's clock in one click", async () => {
  const device = fakeGroup(server, datetimeGroup, DEVICE);
  const user = userEvent.setup();
  await loaded();
  const before = computerClock(new Date());
  await user.click(screen.getByRole('button', { name: "Use this computer's time" }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(device.writes).toHaveLength(1);
  expect(device.writes[0]?.date).toBe(before.date);
  expect(String(device.writes[0]?.time) >= before.time).toBe(true);
  expect(screen.getByLabelText(/^Date/)).toHaveValue(before.date);
});

describe('while the page stays open', () => {
  // This computer's clock moves on by `skew` at once; timers keep their real pace.
  let skew = 0;
  const wait = (ms: number) => {
    skew += ms;
  };
  beforeEach(() => {
    skew = 0;
    const realNow = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
  });
  afterEach(() => jest.restoreAllMocks());

  it('runs the clock it shows, and saves the time it shows at that moment', async () => {
    const device = fakeGroup(server, datetimeGroup, { date: '2026-03-14', time: '23:59:50' });
    const user = userEvent.setup();
    await renderScreen(<TimeSetting />);
    const time = screen.getByLabelText(/^Time/, { selector: 'input' });
    await waitFor(() => expect(time).toHaveValue('23:59:50'));
    wait(15_000);
    await waitFor(() => expect(time).toHaveValue('00:00:05'), { timeout: 2000 });
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-03-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(device.writes).toHaveLength(1));
    expect(device.writes[0]).toEqual({ date: '2026-03-15', time: expect.stringMatching(/^00:00:0[5-7]$/) });
  });

  it('saves the time the user set as set, however long ago', async () => {
    const device = fakeGroup(server, datetimeGroup, DEVICE);
    const user = userEvent.setup();
    await loaded();
    const time = screen.getByLabelText(/^Time/, { selector: 'input' });
    await user.clear(time);
    await user.type(time, '07:30');
    wait(60_000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(time).toHaveValue('07:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(device.writes).toEqual([{ date: '2026-03-14', time: '07:30' }]));
  });
});

it('refuses a year the device clock cannot hold', async () => {
  const device = fakeGroup(server, datetimeGroup, DEVICE);
  const user = userEvent.setup();
  const date = await loaded();
  await user.clear(date);
  await user.type(date, '1999-12-31');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The device clock runs from 2000 to 2099')).toBeInTheDocument();
  expect(device.writes).toHaveLength(0);
});

it('says Failed when the device refuses the clock', async () => {
  refusingGroup(server, datetimeGroup, DEVICE, 10003);
  const user = userEvent.setup();
  await loaded();
  await expectSaveRefused(user, 'Failed');
});

it('computerClock spells local time as the device does', () => {
  expect(computerClock(new Date(2026, 0, 5, 7, 3, 9))).toEqual({ date: '2026-01-05', time: '07:03:09' });
});

it('speaks Chinese when the console does', async () => {
  fakeGroup(server, datetimeGroup, DEVICE);
  await inLanguage('zhCN', async () => {
    await renderScreen(<TimeSetting />);
    expect(await screen.findByRole('button', { name: '使用本机时间' })).toBeInTheDocument();
  });
});
