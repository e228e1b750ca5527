import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notify } from '@tac/goform';
import { setLanguage } from '@tac/i18n';
import { answer, deviceClock, DEVICE_STATUS, failure, server, SYSTEM_INFO } from '../test/goform';
import { ADMIN, OPERATOR, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();

const tile = (name: string) => screen.findByRole('region', { name });
const tileNames = () => within(screen.getByRole('main')).getAllByRole('region').map((r) => r.getAttribute('aria-label'));
const ALL_TILES = ['Device', 'Storage', 'Device clock', 'Central server link', 'Door', 'Last alarms'];

/** The calls the device received, by name. */
function callsMade() {
  const names: string[] = [];
  server.events.on('request:start', ({ request }) => void names.push(new URL(request.url).pathname.replace('/goform/', '')));
  return names;
}

it('greets an administrator at / with every tile: identity, storage, clock, server link, door and last alarms', async () => {
  const { router, loader } = await renderShell({ path: '/', session: ADMIN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Device status' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  const identity = await tile('Device');
  await waitFor(() => expect(within(identity).getByLabelText('Serial Number')).toHaveTextContent(SYSTEM_INFO.Serial));
  expect(within(identity).getByLabelText('Model')).toHaveTextContent('TAC-EMU');
  expect(within(identity).getByLabelText('Uptime')).toHaveTextContent('1 d 2 h 3 min');
  expect(within(identity).getByLabelText('MAC address')).toHaveTextContent('00:17:61:12:34:56');
  expect(tileNames()).toEqual(ALL_TILES);

  const storage = await tile('Storage');
  await waitFor(() => expect(within(storage).getByRole('progressbar', { name: 'Users' })).toHaveAttribute('aria-valuetext', '12 of 10,000'));
  expect(within(storage).getByRole('progressbar', { name: 'Records' })).toHaveAttribute('aria-valuenow', '1234');
  expect(await within(await tile('Central server link')).findByLabelText('State')).toHaveTextContent('Online');
  expect(await within(await tile('Door')).findByLabelText('Relay')).toHaveTextContent('Locked');
  expect(within(await tile('Last alarms')).getByText('No alarms')).toBeInTheDocument();
  // Its words are its own: no section's code is loaded for them.
  expect(loader).not.toHaveBeenCalled();
});

it('shows an operator only the tiles of their sections, and asks the device nothing else', async () => {
  const calls = callsMade();
  await renderShell({ path: '/', session: OPERATOR });
  await waitFor(() => expect(tileNames()).toEqual(['Device', 'Storage', 'Last alarms']));
  const storage = await tile('Storage');
  await waitFor(() => expect(within(storage).getByRole('progressbar', { name: 'Users' })).toBeInTheDocument());
  expect(within(storage).getByRole('progressbar', { name: 'Events' })).toBeInTheDocument();
  expect(calls).not.toContain('GetPushState');
  expect(calls).not.toContain('GetDoorState');
  expect(calls).not.toContain('SetDateTimeParam');
});

it('lists the last alarms, newest first, named as the door names its alarms', async () => {
  server.use(
    http.all('*/goform/searchEvents', ({ request }) =>
      new URL(request.url).searchParams.get('type') === 'alarm'
        ? answer({ count: 2, max: 100000, record: [
            { id: 9, datetime: '2026-11-28 10:05:00', code: 301, type: 'alarm', door: 1 },
            { id: 4, datetime: '2026-11-27 18:00:00', code: 303, type: 'alarm', door: 1 },
          ] })
        : answer({ count: 40, max: 100000, record: [] }),
    ),
  );
  await renderShell({ path: '/', session: OPERATOR });
  const alarms = await tile('Last alarms');
  await waitFor(() => expect(within(alarms).getAllByRole('listitem')).toHaveLength(2));
  expect(within(alarms).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
    expect.stringContaining('Forced open'),
    expect.stringContaining('Duress'),
  ]);
});

describe('the record log', () => {
  const withRecords = (RecordCount: number, status: Record<string, unknown> = {}) =>
    server.use(
      http.all('*/goform/SetInfoParam', () => answer({ ...SYSTEM_INFO, RecordCount, MaxRecord: 200000 })),
      http.all('*/goform/GetDeviceStatus', () => answer({ ...DEVICE_STATUS, ...status })),
    );
  const storage = () => tile('Storage');

  it('says what the model does when it is full, without a warning while it has room', async () => {
    withRecords(179_999);
    await renderShell({ path: '/', session: OPERATOR });
    const tile = await storage();
    await waitFor(() => expect(within(tile).getByText('179,999 of 200,000')).toBeInTheDocument());
    expect(within(tile).getByText('When the record log is full, the oldest records are deleted to make room for new ones.')).toBeInTheDocument();
    expect(within(tile).queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns from 90 % full before the device raises its log alarm, and says recording stops for a model that stops', async () => {
    withRecords(180_000, { recordfull: 'stopRecording', recordwarning: 199_900 });
    await renderShell({ path: '/', session: OPERATOR });
    const tile = await storage();
    expect(await within(tile).findByRole('status')).toHaveTextContent('The record log is 90% full.');
    expect(within(tile).getByText('When the record log is full, the device records no more punches until records are deleted.')).toBeInTheDocument();
  });

  it("warns from the device's log alarm when it comes before 90 %", async () => {
    withRecords(150_000, { recordwarning: 150_000 });
    await renderShell({ path: '/', session: OPERATOR });
    expect(await within(await storage()).findByRole('status')).toHaveTextContent('The record log is 75% full.');
  });

  it('does not call an empty log nearly full when the device rings its alarm from no records', async () => {
    withRecords(0, { recordwarning: 0 });
    await renderShell({ path: '/', session: OPERATOR });
    const tile = await storage();
    await waitFor(() => expect(within(tile).getByText('0 of 200,000')).toBeInTheDocument());
    expect(within(tile).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['a status for a model that drops the oldest', 'dropOldest', 'status'],
    ['an alert for a model that stops recording', 'stopRecording', 'alert'],
  ])('says the log is full: %s', async (_, recordfull, role) => {
    withRecords(200_000, { recordfull, recordwarning: 180_000 });
    await renderShell({ path: '/', session: OPERATOR });
    expect(await within(await storage()).findByRole(role)).toHaveTextContent('The record log is full.');
  });
});

describe('the device clock', () => {
  it('says how far ahead of the browser it is, and warns past a minute', async () => {
    server.use(http.all('*/goform/SetDateTimeParam', () => answer(deviceClock(90_500))));
    await renderShell({ path: '/', session: ADMIN });
    const clock = await tile('Device clock');
    // The answer's clock is read when it arrives: a slow test machine may take a second off.
    const ahead = await within(clock).findByText(/^\d+ s ahead of this computer$/);
    expect(Number(ahead.textContent!.split(' ')[0])).toBeGreaterThanOrEqual(88);
    expect(Number(ahead.textContent!.split(' ')[0])).toBeLessThanOrEqual(90);
    expect(within(clock).getByRole('status')).toHaveTextContent('more than a minute off');
    expect(within(clock).getByRole('timer', { name: 'Device clock' })).toBeInTheDocument();
  });

  const tokyoClock = (offsetMs: number) => {
    const [date, time] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'medium' }).format(Date.now() + offsetMs).split(' ');
    return { date, time, timezone: 'Asia/Tokyo' };
  };
  it.each([
    ['in the browser’s zone', deviceClock],
    ['keeping its own zone (Tokyo), read in that zone, not hours off', tokyoClock],
  ])('says a few seconds behind without a warning: a device %s', async (_, clockOf) => {
    server.use(http.all('*/goform/SetDateTimeParam', () => answer(clockOf(-5_500))));
    await renderShell({ path: '/', session: ADMIN });
    const clock = await tile('Device clock');
    expect(await within(clock).findByText(/^\d s behind this computer$/)).toBeInTheDocument();
    expect(within(clock).queryByRole('status')).not.toBeInTheDocument();
  });
});

it.each([
  ['its page for a form it does not define', () => new HttpResponse('<html><body><p>Form GetDeviceStatus is not defined</p></body></html>', { status: 404 })],
  ['10003', () => failure(10003)],
])('keeps the tiles older firmware answers for, without the uptime, and without an error toast: GetDeviceStatus answered by %s', async (_, unknownCall) => {
  const toast = jest.spyOn(notify, 'error');
  server.use(http.all('*/goform/GetDeviceStatus', unknownCall), http.all('*/goform/SetInfoParam', () => answer({ ...SYSTEM_INFO, RecordCount: 190_000 })));
  await renderShell({ path: '/', session: ADMIN });
  const identity = await tile('Device');
  await waitFor(() => expect(within(identity).getByLabelText('Serial Number')).toHaveTextContent(SYSTEM_INFO.Serial));
  expect(within(identity).queryByLabelText('Uptime')).not.toBeInTheDocument();
  expect(await within(await tile('Storage')).findByText('This device does not say what it does when the log is full.')).toBeInTheDocument();
  expect(await within(await tile('Door')).findByLabelText('Relay')).toHaveTextContent('Locked');
  expect(toast).not.toHaveBeenCalled();
});

it('says a tile is unavailable when its call fails, the others unharmed', async () => {
  server.use(http.all('*/goform/GetPushState', () => failure(10003)));
  await renderShell({ path: '/', session: ADMIN });
  expect(await within(await tile('Central server link')).findByText('Not available: the device does not answer.')).toBeInTheDocument();
  expect(await within(await tile('Door')).findByLabelText('Relay')).toHaveTextContent('Locked');
});

it('reads in Arabic, right to left', async () => {
  await setLanguage('ar');
  await renderShell({ path: '/', session: OPERATOR });
  expect(await screen.findByRole('heading', { level: 1, name: 'حالة الجهاز' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
