import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { leftToRight } from '@tac/i18n';
import { failure, queryOf, recordedCall, success } from '@tac/goform/testing';
import { deviceSettings, downloadFields, renderScreen, server, withDownloadsCaught, withFakeDevice } from '../../test/harness';
import Report from './Report';

withFakeDevice();

const line = (userid: string, date: string, late: number, early: number) => ({
  userid,
  username: `User ${userid}`,
  date,
  firstin: '09:05',
  lastout: '17:30',
  intime: 485,
  outtime: 0,
  late,
  early,
});

/** A device with three days of punches (5, 0, 2) and report lines on two of them. */
function reportDevice(calls: Record<string, string>[], count = 3) {
  const lines = [line('1', '2026-11-01', 5, 30), line('2', '2026-11-01', 10, 0), line('1', '2026-11-03', 0, 15)];
  return [
    ...deviceSettings({ dateformat: 'DD/MM/YYYY', timeformat: 12 }),
    recordedCall('GetReportFormInfo', calls, { count, record: lines }),
    http.get('*/goform/searchrecord', ({ request }) => {
      const { from } = queryOf(request);
      return success({ count: { '2026-11-01': 5, '2026-11-02': 0, '2026-11-03': 2 }[from ?? ''] ?? 0, record: [] });
    }),
  ];
}

describe('Report', () => {
  it('lists one line per user and day in the device formats', async () => {
    const calls: Record<string, string>[] = [];
    server.use(...reportDevice(calls));
    await renderScreen(<Report />, '/advSetting/report');
    expect(screen.getByRole('heading', { name: 'Report' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Report' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['User ID', 'User Name', 'Date', 'First In', 'Last Out', 'Time Present', 'Time Away', 'Late', 'Early']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '1', 'User 1', '01/11/2026', leftToRight('09:05 AM'), leftToRight('05:30 PM'), '8:05', '0:00', '0:05', '0:30',
    ]);
    expect(screen.getByText('Choose a date range (up to 31 days) to see the chart.')).toBeInTheDocument();
  });

  it('charts punches and late/early minutes per day over the chosen range, with the figures as a table', async () => {
    const calls: Record<string, string>[] = [];
    server.use(...reportDevice(calls));
    const user = userEvent.setup();
    await renderScreen(<Report />, '/advSetting/report');
    await screen.findByRole('table', { name: 'Report' });
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-03');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const punches = await screen.findByRole('img', { name: `Punches per day from ${leftToRight('01/11/2026')} to ${leftToRight('03/11/2026')}` });
    expect(punches).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Late and early minutes per day from ${leftToRight('01/11/2026')} to ${leftToRight('03/11/2026')}` })).toBeInTheDocument();
    const [punchTable, minuteTable] = screen.getAllByRole('table').slice(0, 2) as [HTMLElement, HTMLElement];
    const cells = (t: HTMLElement) => within(t).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells(punchTable)).toEqual([['01/11/2026', '5'], ['02/11/2026', '0'], ['03/11/2026', '2']]);
    expect(cells(minuteTable)).toEqual([['01/11/2026', '15', '30'], ['02/11/2026', '0', '0'], ['03/11/2026', '0', '15']]);
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-03' }));
  });

  it('charts only the punches when the range has more report lines than it sums', async () => {
    server.use(...reportDevice([], 5000));
    await renderScreen(<Report />, '/advSetting/report?from=2026-11-01&to=2026-11-03');
    expect(await screen.findByRole('img', { name: /Punches per day/ })).toBeInTheDocument();
    expect(await screen.findByText(/Late and early minutes are charted when the report has at most 1000 rows/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Late and early/ })).not.toBeInTheDocument();
  });

  it('downloads the report of the current search through the browser, its durations titled as minutes', async () => {
    server.use(...reportDevice([]));
    await withDownloadsCaught(async (urls) => {
      const user = userEvent.setup();
      await renderScreen(<Report />, '/advSetting/report?userid=1');
      await screen.findByRole('table', { name: 'Report' });
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(urls[0]?.pathname).toBe('/goform/DownloadReportForm');
      expect(downloadFields(urls[0])).toMatchObject({
        token: 'tok',
        userid: '1',
        texts: { userid: 'User ID', firstin: 'First In', intime: 'Time Present (min)', late: 'Late (min)', early: 'Early (min)' },
      });
      expect(screen.getByText(/download of 3 rows/)).toHaveTextContent('The download of 3 rows was handed to the browser');
    });
  });

  it('refuses a user ID out of range and shows the device refusal', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/GetReportFormInfo', () => failure(10003)),
    );
    const user = userEvent.setup();
    await renderScreen(<Report />, '/advSetting/report');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Necessary Parameters are Missing');
    await user.type(screen.getByLabelText('User ID'), '0');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('User ID must be a number from 1 to 999999999')).toBeInTheDocument();
  });
});
