import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datetimeGroup, displayGroup } from '@tac/goform';
import { fakeGroup, refusingGroup } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import TimeSetting, { computerClock } from './TimeSetting';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DEVICE = { date: '2026-03-14', time: '08:15:00' };

withFakeDevice();

async function loaded() {
  await renderScreen(<TimeSetting />);
  const date = await screen.findByLabelText(/^Date/);
  // The date in the device's date format (the factory's YYYY-MM-DD).
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
  await user.type(date, '2027-1-2');
  await expectSaveSucceeds(user);
  // The clock ran on while the date was typed.
  expect(device.writes).toEqual([{ date: '2027-01-02', time: expect.stringMatching(/^08:15:0\d$/) }]);
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
    await user.type(time, '7:30');
    wait(60_000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(time).toHaveValue('7:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(device.writes).toEqual([{ date: '2026-03-14', time: '07:30:00' }]));
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

it('speaks Chinese when the console does, the date in the device’s date format and the time as Chinese writes it on the device’s 12 hour clock', async () => {
  fakeGroup(server, datetimeGroup, { date: '2026-03-14', time: '20:15:00' });
  fakeGroup(server, displayGroup, { ...displayGroup.defaults, dateformat: 'YYYY/MM/DD', timeformat: 12 });
  await inLanguage('zhCN', async () => {
    await renderScreen(<TimeSetting />);
    expect(await screen.findByRole('button', { name: '使用本机时间' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^日期/ })).toHaveValue('2026/03/14'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^时间/ }).value).toMatch(/^下午8:15:\d\d$/);
  });
});

it('shows the time on the device’s 12 hour clock and takes a time typed either way', async () => {
  const device = fakeGroup(server, datetimeGroup, DEVICE);
  fakeGroup(server, displayGroup, { ...displayGroup.defaults, timeformat: 12 });
  const user = userEvent.setup();
  await loaded();
  const time = screen.getByRole<HTMLInputElement>('textbox', { name: /^Time/ });
  await waitFor(() => expect(time.value).toMatch(/^8:15:\d\d AM$/));
  await user.clear(time);
  await user.type(time, '20:30');
  await user.tab();
  expect(time).toHaveValue('8:30:00 PM');
  await expectSaveSucceeds(user);
  expect(device.writes).toEqual([{ date: '2026-03-14', time: '20:30:00' }]);
});

describe('network time', () => {
  const NETWORK = { timemode: 'manual', ntpserver1: 'pool.ntp.org', ntpserver2: '', ntpserver3: '', ntpport: 123, ntpinterval: 60, timezone: '' };
  const LIVE = { ntplastsync: '', ntpoffsetms: 0, ntperror: '' };

  it('offers nothing of network time when the device (older firmware) answers none of it', async () => {
    fakeGroup(server, datetimeGroup, DEVICE);
    await loaded();
    expect(screen.queryByRole('radiogroup', { name: 'Time source' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Geographic zone/ })).not.toBeInTheDocument();
  });

  it('in network time hides the date and time, and saves the servers without them', async () => {
    const device = fakeGroup(server, datetimeGroup, { ...DEVICE, ...NETWORK, ...LIVE });
    const user = userEvent.setup();
    await loaded();
    expect(screen.queryByRole('textbox', { name: /^NTP server 1/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Network time (NTP)' }));
    expect(screen.queryByLabelText(/^Date/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Use this computer's time" })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^NTP server 2/ }), 'time.example.org');
    const interval = screen.getByRole('spinbutton', { name: /^Sync interval/ });
    await user.clear(interval);
    await user.type(interval, '15');
    await expectSaveSucceeds(user);
    expect(device.writes).toHaveLength(1);
    expect(device.writes[0]).toMatchObject({ timemode: 'ntp', ntpserver1: 'pool.ntp.org', ntpserver2: 'time.example.org', ntpinterval: expect.anything() });
    expect(Number(device.writes[0]?.ntpinterval)).toBe(15);
    expect(device.writes[0]).not.toHaveProperty('date');
    expect(device.writes[0]).not.toHaveProperty('time');
  });

  it('refuses a server with a port or a space, and an interval over a day, sending nothing', async () => {
    const device = fakeGroup(server, datetimeGroup, { ...DEVICE, ...NETWORK, timemode: 'ntp', ...LIVE });
    const user = userEvent.setup();
    await renderScreen(<TimeSetting />);
    const first = await screen.findByRole('textbox', { name: /^NTP server 1/ });
    await user.clear(first);
    await user.type(first, 'pool.ntp.org:123');
    const interval = screen.getByRole('spinbutton', { name: /^Sync interval/ });
    await user.clear(interval);
    await user.type(interval, '1441');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A host name or IPv4 address, without port or scheme')).toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });

  it('shows when the device last synchronized, the correction and the error of the last exchange', async () => {
    fakeGroup(server, datetimeGroup, { ...DEVICE, ...NETWORK, timemode: 'ntp', timezone: 'UTC', ntplastsync: '2026-03-14T08:00:00.000Z', ntpoffsetms: -1250, ntperror: 'refused' });
    await renderScreen(<TimeSetting />);
    const status = await screen.findByRole('region', { name: 'Network time status' });
    expect(within(status).getByLabelText('Last sync')).toHaveTextContent('Mar 14, 2026, 8:00:00');
    expect(within(status).getByLabelText('Correction applied')).toHaveTextContent('-1,250 ms');
    expect(within(status).getByRole('alert')).toHaveTextContent('The server refused: nothing answers on that port');
  });

  it('says the device has not synchronized yet', async () => {
    fakeGroup(server, datetimeGroup, { ...DEVICE, ...NETWORK, timemode: 'ntp', ...LIVE, ntperror: 'timeout' });
    await renderScreen(<TimeSetting />);
    expect(await screen.findByText('Not synchronized yet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not answer in time');
  });

  it('chooses a geographic zone from a list searched in the console language', async () => {
    const device = fakeGroup(server, datetimeGroup, { ...DEVICE, ...NETWORK, ...LIVE });
    const user = userEvent.setup();
    await inLanguage('fr', async () => {
      await renderScreen(<TimeSetting />);
      const zone = await screen.findByRole('combobox', { name: /^Fuseau horaire/ });
      await user.type(screen.getByRole('searchbox', { name: 'Rechercher un fuseau' }), 'paris');
      const options = within(zone).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['Aucun (écran heure d’été)', expect.stringMatching(/^Europe\/Paris · heure normale d’Europe centrale|^Europe\/Paris · heure d’Europe centrale/)]);
      await user.selectOptions(zone, 'Europe/Paris');
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(device.writes).toHaveLength(1));
      expect(device.writes[0]).toMatchObject({ timezone: 'Europe/Paris' });
    });
  });
});
