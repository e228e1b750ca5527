import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { delay, http, HttpResponse } from 'msw';
import { success } from '@tac/goform/testing';
import { PDF_FONT_FILES } from '../test/pdfFonts';
import { deviceSettings, renderScreen, server, withDownloadsCaught, withFakeDevice } from '../test/harness';
import RecordList from '../screens/RecordList/RecordList';
import Thermometry from '../screens/Thermometry/Thermometry';

withFakeDevice();

const ROWS = 250;
const record = (i: number) => ({ datetime: `2026-11-${String((i % 9) + 1).padStart(2, '0')} 08:0${i % 10}:00`, userid: '7', username: `User ${i}`, status: i % 2 });

/** A device of ROWS records for user 7, paged by start and limit as the real one. */
function pagedRecords(starts: string[], fail?: (start: number) => Response | undefined | Promise<Response | undefined>) {
  return http.get('*/goform/searchrecord', async ({ request }) => {
    const fields = new URL(request.url).searchParams;
    const start = Number(fields.get('start'));
    const limit = Number(fields.get('limit'));
    if (limit > 50) starts.push(String(start));
    const failed = limit > 50 ? await fail?.(start) : undefined;
    if (failed) return failed;
    return success({ count: ROWS, record: Array.from({ length: Math.max(0, Math.min(limit, ROWS - start)) }, (_, i) => record(start + i)) });
  });
}

const serial = http.get('*/goform/SetInfoParam', () => success({ SerialNumber: 'CGXH2013', Model: 'T1' }));
// The PDF's fonts: every font file is the same stub address under jest; Noto Sans answers it.
const fonts = http.get('*/file-stub', () => HttpResponse.arrayBuffer(new Uint8Array(readFileSync(PDF_FONT_FILES.latin)).buffer));

/** Catches the files the page hands to the browser (object URLs), by the name it gives them. */
function catchFiles(): { files: Map<string, Blob>; restore: () => void } {
  const blobs: Blob[] = [];
  const files = new Map<string, Blob>();
  const create = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:http://localhost/${blobs.length}`;
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs[Number(this.href.split('/').pop()) - 1];
    if (blob) files.set(this.download, blob);
  });
  return { files, restore: () => click.mockRestore() };
}

/** The record list's 250 rows on screen, then a click on one of its downloads; answers the user for what follows. */
async function startDownload(button: string) {
  const user = userEvent.setup();
  await renderScreen(<RecordList />, '/advSetting/recordList');
  await screen.findByText('Page 1 of 5 (250 rows)');
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

describe('XLSX and PDF downloads', () => {
  it('reads every page of the search and saves an XLSX with real cells, named for the report, the serial, the days and the user', async () => {
    const starts: string[] = [];
    server.use(...deviceSettings({ dateformat: 'DD/MM/YYYY', timeformat: 24 }), serial, pagedRecords(starts));
    const caught = catchFiles();
    try {
      const user = userEvent.setup();
      await renderScreen(<RecordList />, '/advSetting/recordList?userid=7&from=2026-11-01&to=2026-11-09&order=asc');
      await screen.findByText('Page 1 of 5 (250 rows)');
      await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
      expect(await screen.findByText('records_CGXH2013_2026-11-01_2026-11-09_user7.xlsx was made and handed to the browser.')).toBeInTheDocument();
      expect(starts).toEqual(['0', '100', '200']);

      const file = caught.files.get('records_CGXH2013_2026-11-01_2026-11-09_user7.xlsx');
      const parts = unzipSync(new Uint8Array(await (file as Blob).arrayBuffer()));
      const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] as Uint8Array);
      expect(strFromU8(parts['xl/workbook.xml'] as Uint8Array)).toContain('<sheet name="Record List"');
      expect(sheet).toContain('state="frozen"');
      expect(sheet).toContain('<t xml:space="preserve">User ID</t></is></c><c r="B2" t="inlineStr"><is><t xml:space="preserve">7</t>');
      // 2026-11-01 08:00:00 as an Excel serial, in the date-and-time style; the user ID as a number.
      expect(sheet).toContain('<c r="A9" s="3"><v>46327.333333333336</v></c><c r="B9"><v>7</v></c>');
      // The title, five header lines (the filter, the order, when it was made), the column titles, the rows.
      expect(sheet.match(/<row /g)).toHaveLength(7 + ROWS);
    } finally {
      caught.restore();
    }
  });

  it('stops at a network error in the middle, says so, and saves nothing', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      serial,
      pagedRecords([], (start) => (start === 100 ? HttpResponse.error() : undefined)),
    );
    await withDownloadsCaught(async (urls) => {
      await startDownload('Download XLSX');
      const alert = await screen.findByText(/The export stopped and no file was saved/);
      expect(alert).toHaveTextContent('Network connection failed, please check the network');
      expect(alert).toHaveAttribute('role', 'alert');
      expect(urls).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeEnabled();
    });
  });

  it('says in the console language when the browser cannot make the file (a font that does not load), and saves nothing', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      serial,
      pagedRecords([]),
      http.get('*/file-stub', () => new HttpResponse(null, { status: 404 })),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await withDownloadsCaught(async (urls) => {
        await startDownload('Download PDF');
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(
          'The export stopped and no file was saved: This browser could not make the file. Try again, or download the CSV.',
        );
        expect(urls).toHaveLength(0);
        expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      });
    } finally {
      logged.mockRestore();
    }
  });

  it('shows how far the reading is, and Cancel stops it with nothing saved', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      serial,
      fonts,
      pagedRecords([], async (start) => {
        if (start === 100) await held;
        return undefined;
      }),
    );
    await withDownloadsCaught(async (urls) => {
      const user = await startDownload('Download PDF');
      expect(await screen.findByText('PDF file: 100 of 250 rows read')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Download PDF' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Export cancelled; no file was saved.')).toBeInTheDocument();
      release();
      await delay(20);
      expect(urls).toHaveLength(0);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });

  it('has the CSV beside XLSX and PDF, in one group with one line saying what the last download did', async () => {
    server.use(...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }), serial, pagedRecords([]));
    await withDownloadsCaught(async (urls) => {
      await startDownload('Download CSV');
      const csv = screen.getByRole('button', { name: 'Download CSV' });
      expect(csv.parentElement).toBe(screen.getByRole('button', { name: 'Download XLSX' }).parentElement);
      const line = await screen.findByText('The download of 250 rows was handed to the browser; it saves the file as it arrives.');
      expect(line).toHaveAttribute('role', 'status');
      expect(urls).toHaveLength(1);
    });
  });

  it('offers nothing to export while the search matches no rows', async () => {
    server.use(
      ...deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 }),
      http.get('*/goform/searchThermometryRecord', () => success({ count: 0, threshold: 37.3, record: [] })),
    );
    await renderScreen(<Thermometry />, '/advSetting/thermometry');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeDisabled();
    expect(within(document.body).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
