import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { leftToRight } from '@tac/i18n';
import { failure, queryOf, recordedCall, success } from '@tac/goform/testing';
import { deviceSettings, downloadFields, inLanguage, renderScreen, server, withDownloadsCaught, withFakeDevice } from '../../test/harness';
import RecordList from './RecordList';

withFakeDevice();

const row = (i: number) => ({ datetime: `2026-11-0${(i % 9) + 1} 14:05:09`, userid: String(100 + i), username: `User ${i}`, status: i % 2 });

describe('Record List', () => {
  it('shows the first page in the device date format and 12-hour clock, with the status labels of the advanced setup', async () => {
    const calls: Record<string, string>[] = [];
    server.use(
      ...deviceSettings({ dateformat: 'DD/MM/YYYY', timeformat: 12 }),
      recordedCall('searchrecord', calls, { count: 2, record: [row(0), row(1)] }),
    );
    await renderScreen(<RecordList />, '/advSetting/recordList');
    expect(screen.getByRole('heading', { name: 'Record List' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Record List' });
    expect(await within(table).findByRole('cell', { name: leftToRight('01/11/2026 02:05:09 PM') })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Arrive' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Leave' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'User 1' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ start: '0', limit: '50', order: 'desc' });
  });

  it('on a phone shows each record as a card of labelled values instead of a wide table', async () => {
    const desktopWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    try {
      server.use(
        ...deviceSettings({ dateformat: 'DD/MM/YYYY', timeformat: 12 }),
        recordedCall('searchrecord', [], { count: 2, record: [row(0), row(1)] }),
      );
      await renderScreen(<RecordList />, '/advSetting/recordList');
      const list = await screen.findByRole('list', { name: 'Record List' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const second = within(cards[1]!);
      expect(second.getAllByRole('term').map((term) => term.textContent)).toEqual(['Date Time', 'User ID', 'User Name', 'Status']);
      expect(second.getAllByRole('definition').map((value) => value.textContent)).toEqual([leftToRight('02/11/2026 02:05:09 PM'), '101', 'User 1', 'Leave']);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
    }
  });

  it('refuses a user ID that is not a number and a range that ends before it starts, without searching', async () => {
    let calls = 0;
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchrecord', () => (calls++, success({ count: 0, record: [] }))),
    );
    const user = userEvent.setup();
    await renderScreen(<RecordList />, '/advSetting/recordList');
    await screen.findByText('No records match this search.');
    await user.type(screen.getByLabelText('User ID'), 'abc');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('User ID must be a number from 1 to 999999999')).toBeInTheDocument();
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('searches by user, range and order, keeps them in the address and pages through the device', async () => {
    const calls: Record<string, string>[] = [];
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchrecord', ({ request }) => {
        const q = queryOf(request);
        calls.push(q);
        return success({ count: 120, record: [row(Number(q.start ?? 0) / 50)] });
      }),
    );
    const user = userEvent.setup();
    await renderScreen(<RecordList />, '/advSetting/recordList');
    await screen.findByText('Page 1 of 3 (120 rows)');
    await user.type(screen.getByLabelText('User ID'), '42');
    // Typed in the device's date format, as the table shows dates (YYYY-MM-DD, one digit will do).
    await user.type(screen.getByLabelText('From'), '2026-11-1');
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ userid: '42', from: '2026-11-01', to: '2026-11-10', order: 'asc', start: '0' }),
    );
    // The pager moves on once the search's answer has come.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.getByLabelText('location')).toHaveTextContent('userid=42&from=2026-11-01&to=2026-11-10&order=asc');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (120 rows)');
    expect(calls.at(-1)).toMatchObject({ userid: '42', start: '50', limit: '50' });
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await screen.findByText('Page 3 of 3 (120 rows)');
    expect(calls.at(-1)).toMatchObject({ start: '100' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('marks the rows and the pager as loading while a search is on its way, not showing the old total', async () => {
    let release = () => {};
    let answered = 0;
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchrecord', async ({ request }) => {
        // The first answer comes at once, the search's only when the test lets it.
        if (answered++ > 0) await new Promise<void>((resolve) => (release = resolve));
        return success({ count: queryOf(request).userid ? 3 : 120, record: [row(answered)] });
      }),
    );
    const user = userEvent.setup();
    await renderScreen(<RecordList />, '/advSetting/recordList');
    await screen.findByText('Page 1 of 3 (120 rows)');
    const table = screen.getByRole('table', { name: 'Record List' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    await user.type(screen.getByLabelText('User ID'), '42');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of … (loading)');
    expect(pager).not.toHaveTextContent('120');
    release();
    expect(await screen.findByText('Page 1 of 1 (3 rows)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Record List' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the dates of the address in the device’s date format, as the table does, and refuses a day that does not exist', async () => {
    let calls = 0;
    server.use(
      ...deviceSettings({ dateformat: 'MM/DD/YYYY', timeformat: 24 }),
      http.get('*/goform/searchrecord', () => (calls++, success({ count: 1, record: [row(0)] }))),
    );
    const user = userEvent.setup();
    await renderScreen(<RecordList />, '/advSetting/recordList?from=2026-10-01&to=2026-10-31');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('10/01/2026'));
    expect(screen.getByLabelText('To')).toHaveValue('10/31/2026');
    expect(await screen.findByRole('cell', { name: leftToRight('11/01/2026 14:05:09') })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '02/30/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a date that exists: day, month and a four-digit year')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it.each([
    ['en', 'From', 'To', 'DD/MM/YYYY'],
    ['de', 'Von', 'Bis', 'TT/MM/JJJJ'],
  ])('hints in %s at the date format in the language’s letters, not with a date that looks filled in', async (lang, from, to, hint) => {
    server.use(
      ...deviceSettings({ dateformat: 'DD/MM/YYYY', timeformat: 24 }),
      http.get('*/goform/searchrecord', () => success({ count: 0, record: [] })),
    );
    await inLanguage(lang, async () => {
      await renderScreen(<RecordList />, '/advSetting/recordList');
      await waitFor(() => expect(screen.getByLabelText(from)).toHaveAttribute('placeholder', hint));
      expect(screen.getByLabelText(to)).toHaveAttribute('placeholder', hint);
      expect(screen.getByLabelText(from)).toHaveValue('');
    });
  });

  it('hands the download of the current search to the browser as a GET with the token and the table titles, and says so', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchrecord', () => success({ count: 200000, record: [row(1)] })),
    );
    await withDownloadsCaught(async (urls) => {
      const user = userEvent.setup();
      await renderScreen(<RecordList />, '/advSetting/recordList?userid=7&from=2026-10-01&order=asc');
      await screen.findByText('Page 1 of 4,000 (200,000 rows)');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(urls).toHaveLength(1);
      expect(urls[0]?.pathname).toBe('/goform/DownloadRecordForm');
      expect(downloadFields(urls[0])).toMatchObject({
        token: 'tok',
        userid: '7',
        from: '2026-10-01',
        order: 'asc',
        sep: ',',
        texts: { datetime: 'Date Time', userid: 'User ID', username: 'User Name', status: 'Status' },
      });
      expect(urls[0]?.searchParams.has('to')).toBe(false);
      expect(screen.getByText(/download of 200,000 rows was handed to the browser/)).toBeInTheDocument();
    });
  });

  it.each([
    ['de', 'CSV herunterladen', ';', { datetime: 'Datum und Uhrzeit', userid: 'Benutzer-ID' }],
    ['ru', 'Скачать CSV', ';', { datetime: 'Дата и время', status: 'Статус' }],
    ['zhCN', '下载 CSV', ',', { datetime: '日期时间', status: '状态' }],
  ])('asks in %s for the separator its spreadsheets read and titles in the language', async (lang, download, sep, texts) => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchrecord', () => success({ count: 1, record: [row(1)] })),
    );
    await withDownloadsCaught(async (urls) => {
      await inLanguage(lang, async () => {
        const user = userEvent.setup();
        await renderScreen(<RecordList />, '/advSetting/recordList');
        await screen.findByRole('cell', { name: 'User 1' });
        await user.click(screen.getByRole('button', { name: download }));
        expect(downloadFields(urls[0])).toMatchObject({ sep, texts: expect.objectContaining(texts) });
      });
    });
  });

  it('shows an error panel when the device refuses, and reads again on Retry', async () => {
    let fail = true;
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchrecord', () => (fail ? failure(10003) : success({ count: 1, record: [row(3)] }))),
    );
    const user = userEvent.setup();
    await renderScreen(<RecordList />, '/advSetting/recordList');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The records could not be read.');
    expect(panel).toHaveTextContent('The Necessary Parameters are Missing');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'User 3' })).toBeInTheDocument();
  });
});
