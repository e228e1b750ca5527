import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { leftToRight } from '@tac/i18n';
import { failure, recordedCall, success } from '@tac/goform/testing';
import { deviceSettings, downloadFields, inLanguage, renderScreen, server, withDownloadsCaught, withFakeDevice } from '../../test/harness';
import Thermometry from './Thermometry';

withFakeDevice();

const ROWS = [
  { datetime: '2026-11-20 08:01:00', userid: '5', username: 'Ana', temperature: 36.6, abnormal: 0 },
  { datetime: '2026-11-20 08:02:00', userid: '6', username: 'Bruno', temperature: 38.25, abnormal: 1 },
];

describe('Temperature', () => {
  it('lists temperatures with abnormal ones set apart in words, in the device date format', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'MM-DD-YYYY', timeformat: 24 }),
      http.get('*/goform/searchThermometryRecord', () => success({ count: 2, threshold: 37.3, record: ROWS })),
    );
    await renderScreen(<Thermometry />, '/advSetting/thermometry');
    expect(screen.getByRole('heading', { name: 'Temperature' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Temperature' });
    const fever = within(table).getByRole('cell', { name: 'Bruno' }).closest('tr') as HTMLElement;
    expect(within(fever).getByText('Abnormal')).toBeInTheDocument();
    expect(within(fever).getByRole('cell', { name: '38.3 °C' })).toBeInTheDocument();
    const normal = within(table).getByRole('cell', { name: 'Ana' }).closest('tr') as HTMLElement;
    expect(within(normal).getByText('Normal')).toBeInTheDocument();
    expect(within(normal).getByRole('cell', { name: leftToRight('11-20-2026 08:01:00') })).toBeInTheDocument();
    expect(screen.getByText('Abnormal means 37.3 °C or more.')).toBeInTheDocument();
  });

  it('filters by Abnormality and date range, and keeps the filter in the address', async () => {
    const calls: Record<string, string>[] = [];
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      recordedCall('searchThermometryRecord', calls, { count: 1, threshold: 37.3, record: [ROWS[1]] }),
    );
    const user = userEvent.setup();
    await renderScreen(<Thermometry />, '/advSetting/thermometry');
    await screen.findByRole('table');
    expect(calls[0]).toMatchObject({ type: 'all' });
    const type = screen.getByLabelText('Type');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Abnormality', 'Normal']);
    await user.selectOptions(type, 'Abnormality');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ type: 'abnormal', from: '2026-11-01', start: '0', limit: '50' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('from=2026-11-01&type=abnormal');
  });

  it('refuses a range that ends before it starts', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchThermometryRecord', () => success({ count: 0, threshold: 37.3, record: [] })),
    );
    const user = userEvent.setup();
    await renderScreen(<Thermometry />, '/advSetting/thermometry');
    await screen.findByText('No records match this search.');
    await user.type(screen.getByLabelText('From'), '2026-11-02');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/advSetting\/thermometry$/);
  });

  it('says what the device answered when it refuses', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchThermometryRecord', () => failure(10003)),
    );
    await renderScreen(<Thermometry />, '/advSetting/thermometry');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Necessary Parameters are Missing');
  });

  it('downloads the temperatures of the current search, in the language and separator of the console', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchThermometryRecord', () => success({ count: 2, threshold: 37.3, record: ROWS })),
    );
    await withDownloadsCaught(async (urls) => {
      await inLanguage('de', async () => {
        const user = userEvent.setup();
        await renderScreen(<Thermometry />, '/advSetting/thermometry?type=abnormal&from=2026-11-01');
        await screen.findByRole('cell', { name: 'Bruno' });
        await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
        expect(urls[0]?.pathname).toBe('/goform/DownloadThermometryForm');
        expect(downloadFields(urls[0])).toMatchObject({
          token: 'tok',
          type: 'abnormal',
          from: '2026-11-01',
          sep: ';',
          texts: { temperature: 'Temperatur (°C)', state: 'Zustand', stateAbnormal: 'Auffällig', stateNormal: 'Unauffällig' },
        });
      });
    });
  });
});
