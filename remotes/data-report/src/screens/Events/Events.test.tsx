import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { notify, type EventRow } from '@tac/goform';
import { queryOf, recordedCall, success } from '@tac/goform/testing';
import { DATA_REPORT_PATHS as P } from '../../paths';
import { deviceSettings, downloadFields, inLanguage, renderScreen, server, withDownloadsCaught, withFakeDevice } from '../../test/harness';
import Events from './Events';

withFakeDevice();

const FORCED: EventRow = { id: 9, datetime: '2026-11-20 14:05:09', code: 301, type: 'alarm', door: 1 };
const GRANTED: EventRow = { id: 8, datetime: '2026-11-20 14:00:00', code: 100, type: 'access', door: 2, userid: '42', username: 'Ana Novak' };
const FIRMWARE: EventRow = { id: 7, datetime: '2026-11-20 13:00:00', code: 404, type: 'device', detail: 'V3.3.0' };
const page = (record: EventRow[], count = record.length) => ({ count, max: 1000000, record });
const display = deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 });

describe('Events', () => {
  it('shows each event by name and type, its door, user and detail, and how many the device keeps', async () => {
    const calls: Record<string, string>[] = [];
    server.use(...display, recordedCall('searchEvents', calls, page([FORCED, GRANTED, FIRMWARE])));
    await renderScreen(<Events />, P.events);
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Events' });
    const [, forced, granted, firmware] = within(table).getAllByRole('row');
    expect(within(forced!).getByRole('cell', { name: 'Door forced open' })).toBeInTheDocument();
    expect(within(forced!).getByRole('cell', { name: 'Alarm' })).toBeInTheDocument();
    expect(within(granted!).getByRole('cell', { name: 'Granted: fingerprint' })).toBeInTheDocument();
    expect(within(granted!).getByRole('cell', { name: 'Ana Novak' })).toBeInTheDocument();
    expect(within(firmware!).getByRole('cell', { name: 'Firmware upgraded' })).toBeInTheDocument();
    expect(within(firmware!).getByRole('cell', { name: 'V3.3.0' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('The device keeps the latest 1,000,000 events, and alarms apart for longer; older ones are dropped.');
    expect(calls[0]).toMatchObject({ start: '0', limit: '50' });
  });

  it('names an access decision’s verify mode in the console’s language, and shows an unknown card’s number as sent', async () => {
    const denied: EventRow = { id: 6, datetime: '2026-11-20 12:00:00', code: 153, type: 'access', door: 1, userid: '42', detail: 'password' };
    const unknownCard: EventRow = { id: 5, datetime: '2026-11-20 11:00:00', code: 152, type: 'access', door: 1, detail: '4000123' };
    server.use(...display, recordedCall('searchEvents', [], page([denied, unknownCard])));
    await inLanguage('de', async () => {
      await renderScreen(<Events />, P.events);
      const table = await screen.findByRole('table', { name: 'Ereignisse' });
      const [, wrong, card] = within(table).getAllByRole('row');
      expect(within(wrong!).getByRole('cell', { name: 'Passwort' })).toBeInTheDocument();
      expect(within(card!).getByRole('cell', { name: '4000123' })).toBeInTheDocument();
    });
  });

  it('shows a code this console does not know as its number', async () => {
    server.use(...display, recordedCall('searchEvents', [], page([{ ...FORCED, code: 399 }])));
    await renderScreen(<Events />, P.events);
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(within(table).getByRole('cell', { name: '399' })).toBeInTheDocument();
  });

  it('searches by user, date range and type, keeps them in the address and pages through the device', async () => {
    const calls: Record<string, string>[] = [];
    server.use(
      ...display,
      http.get('*/goform/searchEvents', ({ request }) => {
        calls.push(queryOf(request));
        return success(page([{ ...FORCED, id: Number(queryOf(request).start ?? 0) }], 120));
      }),
    );
    const user = userEvent.setup();
    await renderScreen(<Events />, P.events);
    await screen.findByText('Page 1 of 3 (120 rows)');
    await user.type(screen.getByLabelText('User ID'), '42');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.selectOptions(screen.getByLabelText('Type'), 'Alarm');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ userid: '42', from: '2026-11-01', to: '2026-11-10', type: 'alarm', start: '0' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('userid=42&from=2026-11-01&to=2026-11-10&type=alarm');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (120 rows)');
    expect(calls.at(-1)).toMatchObject({ userid: '42', type: 'alarm', start: '50', limit: '50' });
  });

  it('searches by door and event, keeps them in the address and names each row\'s door', async () => {
    const calls: Record<string, string>[] = [];
    server.use(...display, recordedCall('searchEvents', calls, page([FORCED, GRANTED])));
    const user = userEvent.setup();
    await renderScreen(<Events />, P.events);
    const table = await screen.findByRole('table', { name: 'Events' });
    const [, forced, granted] = within(table).getAllByRole('row');
    expect(within(forced!).getByRole('cell', { name: 'Door 1' })).toBeInTheDocument();
    expect(within(granted!).getByRole('cell', { name: 'Door 2' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Door')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All doors', 'Door 1', 'Door 2']);
    await user.selectOptions(screen.getByLabelText('Door'), 'Door 2');
    await user.selectOptions(screen.getByLabelText('Event'), 'Door forced open');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ door: '2', code: '301', start: '0' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('door=2&code=301');
    await user.selectOptions(screen.getByLabelText('Event'), 'All events');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ door: '2', code: '' }));
  });

  it('searches without a door or event from the address that the device could not take', async () => {
    const calls: Record<string, string>[] = [];
    server.use(...display, recordedCall('searchEvents', calls, page([])));
    await renderScreen(<Events />, `${P.events}?door=9&code=999&type=alarm`);
    await screen.findByText('No events match this search.');
    expect(calls[0]).toMatchObject({ type: 'alarm', door: '', code: '' });
    expect(screen.getByLabelText('Door')).toHaveValue('');
  });

  it('says the event log is not supported by a device without it, naming its model and firmware, with no search', async () => {
    const toast = jest.spyOn(notify, 'error');
    server.use(
      ...display,
      http.get('*/goform/searchEvents', () => new HttpResponse('<html><body><p>Form searchEvents is not defined</p></body></html>', { status: 404 })),
      http.get('*/goform/SetInfoParam', () => success({ Model: 'TA-100', FirmwareVersion: 'V2.1.7' })),
    );
    await renderScreen(<Events />, P.events);
    const panel = await screen.findByRole('region', { name: 'Not supported by this device' });
    expect(await within(panel).findByLabelText('Model')).toHaveTextContent('TA-100');
    expect(within(panel).getByLabelText('Firmware version')).toHaveTextContent('V2.1.7');
    expect(screen.queryByRole('form', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses a user ID that is no number, without searching', async () => {
    let calls = 0;
    server.use(...display, http.get('*/goform/searchEvents', () => (calls++, success(page([])))));
    const user = userEvent.setup();
    await renderScreen(<Events />, P.events);
    await screen.findByText('No events match this search.');
    await user.type(screen.getByLabelText('User ID'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('User ID must be a number from 1 to 999999999')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('hands the download of the current search to the browser with the titles, types and events in the console language', async () => {
    server.use(...display, http.get('*/goform/searchEvents', () => success(page([FORCED], 3))));
    await inLanguage('de', async () => {
      await withDownloadsCaught(async (urls) => {
        const user = userEvent.setup();
        await renderScreen(<Events />, `${P.events}?type=alarm`);
        await screen.findByRole('cell', { name: 'Tür aufgebrochen' });
        await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
        expect(urls[0]?.pathname).toBe('/goform/DownloadEvents');
        expect(downloadFields(urls[0])).toMatchObject({
          type: 'alarm',
          sep: ';',
          texts: expect.objectContaining({
            event: 'Ereignis',
            door: 'Tür',
            'type.alarm': 'Alarm',
            'event.duress': 'Bedrohung',
            'event.tamper': 'Sabotage',
          }),
        });
      });
    });
  });

  it('reads right to left in Hebrew, with its labels and event names', async () => {
    server.use(...display, http.get('*/goform/searchEvents', () => success(page([FORCED]))));
    await inLanguage('he', async () => {
      await renderScreen(<Events />, P.events);
      const table = await screen.findByRole('table', { name: 'אירועים' });
      expect(within(table).getByRole('cell', { name: 'הדלת נפרצה' })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    });
  });
});
