import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { blockingViolations } from '../support/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import dataReportAr from '../../remotes/data-report/src/locales/ar.json';
import dataReportDe from '../../remotes/data-report/src/locales/de.json';
import { ADMIN, OPERATOR } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login, sidebar } from '../support/fixtures';
import { en } from '../support/texts';
import { offScreen } from '../support/offScreen';
import { pdfText, xlsxSheet, type XlsxCell } from '../support/readers';
import { DATA_REPORT_PATHS } from '../support/paths';

const t = dataReport;

/** Opens a Data Report screen from the sidebar, as a user would. */
async function openFromMenu(page: Page, label: string) {
  const nav = sidebar(page);
  const section = nav.getByRole('button', { name: en.shell.sections['data-report'] });
  if ((await section.getAttribute('aria-expanded')) === 'false') await section.click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: label, exact: true })).toBeVisible();
}

/** The last seven days of punches on the device (its clock decides what "today" is). */
async function lastWeek(request: APIRequestContext) {
  const token = await apiLogin(request, ADMIN);
  const newest = (await goform(request, 'searchrecord', { start: '0', limit: '1' }, token)).record as { datetime: string }[];
  const to = (newest[0]?.datetime ?? '').slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

test('Record List: search by user, see it kept after a reload, download the CSV through the browser', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const newest = (await goform(request, 'searchrecord', { start: '0', limit: '1' }, token)).record as { userid: string; username: string }[];
  const { userid, username } = newest[0] ?? { userid: '', username: '' };
  const expected = (await goform(request, 'searchrecord', { start: '0', limit: '1', userid }, token)).count as number;

  await login(page, ADMIN);
  await page.goto('/advSetting');
  await expect(page).toHaveURL(/\/advSetting\/recordList$/);
  await openFromMenu(page, dataReport.menu.recordList);
  const main = page.getByRole('main');
  await main.getByLabel(t.search.userId, { exact: true }).fill(userid);
  await main.getByRole('button', { name: t.search.submit }).click();
  const table = main.getByRole('table', { name: t.records.title });
  await expect(table.getByRole('cell', { name: username, exact: true }).first()).toBeVisible();
  await expect(main.getByText(new RegExp(`\\(${expected} rows\\)`))).toBeVisible();

  await page.reload();
  await expect(main.getByLabel(t.search.userId, { exact: true })).toHaveValue(userid);
  await expect(main.getByText(new RegExp(`\\(${expected} rows\\)`))).toBeVisible();
  const ids = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(ids)).toEqual(new Set([userid]));

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: t.download.button }).click();
  const download = await downloading;
  // Named after the days it covers (the first record's to today) and the user.
  expect(download.suggestedFilename()).toMatch(new RegExp(`^records_\\w+_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}_user${userid}\\.csv$`));
  await expect(main.getByText(/was handed to the browser/)).toBeVisible();
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
  expect(csv[0]).toBe('Date Time,User ID,User Name,Status');
  expect(csv).toHaveLength(expected + 1);
  // The status as the device's label, not its number.
  const labels = Object.values((await goform(request, 'SetApplyParam', {}, token)) as Record<string, unknown>);
  expect(labels).toContain(csv[1]?.split(',').at(-1));
  expect(page.url()).toMatch(/\/advSetting\/recordList\?userid=/);
});

test('Record List: the same search as XLSX and, in Arabic, as PDF, made in the browser from the device\'s pages', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const newest = (await goform(request, 'searchrecord', { start: '0', limit: '1' }, token)).record as { userid: string }[];
  const userid = newest[0]?.userid ?? '';
  const expected = (await goform(request, 'searchrecord', { start: '0', limit: '1', userid }, token)).count as number;

  const fonts: string[] = [];
  page.on('requestfinished', (req) => {
    if (req.url().endsWith('.ttf')) fonts.push(new URL(req.url()).pathname);
  });
  await login(page, ADMIN);
  await page.goto(`${DATA_REPORT_PATHS.recordList}?userid=${userid}`);
  const main = page.getByRole('main');
  await expect(main.getByText(new RegExp(`\\(${expected} rows\\)`))).toBeVisible();
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: t.download.xlsx }).click();
  const xlsx = await downloading;
  expect(xlsx.suggestedFilename()).toMatch(new RegExp(`^records_\\w+_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}_user${userid}\\.xlsx$`));
  await expect(main.getByText(/was made and handed to the browser/)).toBeVisible();
  const sheet = strFromU8(unzipSync(new Uint8Array(await readFile((await xlsx.path()) ?? '')))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  // The title, five header lines, the column titles, then every record of the search.
  expect(sheet.match(/<row /g)).toHaveLength(7 + expected);
  // Fonts are for PDFs only.
  expect(fonts).toEqual([]);

  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  await page.reload();
  const pdfDownloading = page.waitForEvent('download');
  await main.getByRole('button', { name: dataReportAr.download.pdf }).click();
  const pdf = await pdfDownloading;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await pdf.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The console language's font comes with the first PDF.
  expect(fonts.some((path) => /NotoNaskhArabic-Regular\.\w+\.ttf$/.test(path))).toBe(true);
});

/** Every row of a paged search, as the device answers it (100 a call, its most). */
async function allRows<Row>(request: APIRequestContext, search: string, filter: Record<string, string>): Promise<Row[]> {
  const token = await apiLogin(request, ADMIN);
  const rows: Row[] = [];
  for (let count = Infinity; rows.length < count; ) {
    const answer = await goform(request, search, { ...filter, start: String(rows.length), limit: '100' }, token);
    count = answer.count as number;
    const page = answer.record as Row[];
    if (page.length === 0) break;
    rows.push(...page);
  }
  return rows;
}

/**
 * Clicks one of the screen's XLSX/PDF buttons and answers the file's path once the screen says
 * it was made, after checking its name (`<what>_<serial>_<from>_<to>.<ext>`).
 */
async function exported(page: Page, button: string, name: RegExp): Promise<string> {
  const main = page.getByRole('main');
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: button }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(name);
  await expect(main.getByText(/was made and handed to the browser/)).toBeVisible();
  // Under its own name: openpyxl goes by the extension.
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** The screen's count of the search's rows, as it writes it: "(1,232 rows)". */
const rowCount = (count: number) => `(${new Intl.NumberFormat('en').format(count)} rows)`;

/**
 * The rows of a sheet below its column titles (the last row whose first cell is `firstTitle`: a
 * filter line above may start with it too), and that the titles stay in view.
 */
function sheetRows(sheet: { frozen: string | null; rows: XlsxCell[][] }, firstTitle: string): XlsxCell[][] {
  const titles = sheet.rows.findLastIndex((row) => row[0] === firstTitle);
  expect(titles, `a row of column titles starting with ${firstTitle}`).toBeGreaterThan(0);
  expect(sheet.frozen).toBe(`A${titles + 2}`);
  return sheet.rows.slice(titles + 1);
}

test('Report: the last week as XLSX (read back by openpyxl, cell for cell) and as PDF (read by pdftotext)', async ({ page, request }) => {
  const { from, to } = await lastWeek(request);
  const rows = await allRows<{ userid: string; username: string; date: string; firstin: string; lastout: string; intime: number; outtime: number; late: number; early: number }>(
    request,
    'GetReportFormInfo',
    { from, to },
  );
  expect(rows.length).toBeGreaterThan(0);

  await login(page, ADMIN);
  await page.goto(`${DATA_REPORT_PATHS.report}?from=${from}&to=${to}`);
  await expect(page.getByRole('main').getByText(rowCount(rows.length))).toBeVisible();

  const xlsx = await exported(page, t.download.xlsx, new RegExp(`^report_\\w+_${from}_${to}\\.xlsx$`));
  const cells = sheetRows(await xlsxSheet(xlsx), t.report.userId);
  // Numbers as numbers, the day as a date, first in and last out as times of day (no time: empty).
  const time = (hhmm: string) => (hhmm ? { date: `${hhmm}:00` } : null);
  expect(cells).toEqual(
    rows.map((r) => [Number(r.userid), r.username, { date: `${r.date}T00:00:00` }, time(r.firstin), time(r.lastout), r.intime, r.outtime, r.late, r.early]),
  );

  const text = pdfText(await exported(page, t.download.pdf, new RegExp(`^report_\\w+_${from}_${to}\\.pdf$`)));
  for (const words of [t.report.title, `${t.search.from}: ${from}`, `${t.search.to}: ${to}`, t.download.generated, t.report.firstIn]) expect(text).toContain(words);
  // A row's line: its user ID, then (after the name) its day and first punch.
  // The first punch in the device's time format (a spec before may have chosen 12-hour): its minutes, then any hour style.
  const line = (r: (typeof rows)[number]) => new RegExp(`^\\s*${r.userid}\\s.*${r.date}\\s+\\d{1,2}${r.firstin.slice(2)}`, 'm');
  expect(text).toMatch(line(rows[0] as (typeof rows)[number]));
  expect(text).toMatch(line(rows.at(-1) as (typeof rows)[number]));
});

test('Temperature: the fevers as XLSX (temperatures as numbers, read by openpyxl) and as PDF (read by pdftotext)', async ({ page, request }) => {
  const rows = await allRows<{ datetime: string; userid: string; username: string; temperature: number; abnormal: number }>(request, 'searchThermometryRecord', {
    type: 'abnormal',
  });
  expect(rows.length).toBeGreaterThan(0);

  await login(page, ADMIN);
  await page.goto(`${DATA_REPORT_PATHS.thermometry}?type=abnormal`);
  await expect(page.getByRole('main').getByText(rowCount(rows.length))).toBeVisible();

  const xlsx = await exported(page, t.download.xlsx, /^temperatures_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const cells = sheetRows(await xlsxSheet(xlsx), t.thermometry.datetime);
  expect(cells).toEqual(rows.map((r) => [{ date: r.datetime.replace(' ', 'T') }, Number(r.userid), r.username, r.temperature, t.thermometry.stateAbnormal]));

  const text = pdfText(await exported(page, t.download.pdf, /^temperatures_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/));
  for (const words of [t.thermometry.title, `${t.search.type}: ${t.thermometry.abnormal}`, t.download.generated, t.thermometry.state]) expect(text).toContain(words);
  // The time as the device's time format writes it (a spec before may have chosen 12-hour): the day, then any time.
  const line = (r: (typeof rows)[number]) =>
    new RegExp(`^\\s*${r.datetime.slice(0, 10)} [\\d:]+( [AP]M)?\\s+${r.userid}\\s.*${r.temperature.toFixed(1)}\\s+${t.thermometry.stateAbnormal}`, 'm');
  expect(text).toMatch(line(rows[0] as (typeof rows)[number]));
  expect(text).toMatch(line(rows.at(-1) as (typeof rows)[number]));
});

test('Temperature: the download is written for the console language (German: titles, ";", decimal comma)', async ({ page }) => {
  await login(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  await page.goto(DATA_REPORT_PATHS.thermometry);
  const main = page.getByRole('main');
  await expect(main.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'CSV herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^temperatures_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
  expect(csv[0]).toBe('Datum und Uhrzeit;Benutzer-ID;Benutzername;Temperatur (°C);Zustand');
  expect(csv[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};\d+;[^;]*;\d{2}(,\d+)?;(Auffällig|Unauffällig)$/);
});

test('Report: a date range charts punches per day above the table and survives a reload', async ({ page, request }) => {
  const { from, to } = await lastWeek(request);

  await login(page, OPERATOR);
  await openFromMenu(page, dataReport.menu.report);
  const main = page.getByRole('main');
  await expect(main.getByText(t.report.chartNeedsRange.replace('{{days}}', '31'))).toBeVisible();
  // The hint is the device's date format, not a date that looks filled in.
  await expect(main.getByLabel(t.search.from, { exact: true })).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await main.getByLabel(t.search.from, { exact: true }).fill(from);
  await main.getByLabel(t.search.to, { exact: true }).fill(to);
  await main.getByRole('button', { name: t.search.submit }).click();
  const chart = main.getByRole('img', { name: /Punches per day/ });
  await expect(chart).toBeVisible();
  await expect(main.getByRole('table', { name: t.report.title }).getByRole('row')).not.toHaveCount(0);

  await page.reload();
  // Shown in the device's date format, as the table shows dates: the factory's YYYY-MM-DD.
  await expect(main.getByLabel(t.search.from, { exact: true })).toHaveValue(from);
  await expect(main.getByLabel(t.search.to, { exact: true })).toHaveValue(to);
  await expect(chart).toBeVisible();
  await main.getByText(t.report.chartData).first().click();
  await expect(main.locator('details').first().getByRole('row')).toHaveCount(8);
});

test('Temperature: Abnormality lists only fevers, marked in words, and the filter is kept after a reload', async ({ page }) => {
  await login(page, ADMIN);
  await openFromMenu(page, dataReport.menu.temperature);
  const main = page.getByRole('main');
  await main.getByLabel(t.search.type, { exact: true }).selectOption({ label: t.thermometry.abnormal });
  await main.getByRole('button', { name: t.search.submit }).click();
  await expect(page).toHaveURL(/type=abnormal/);
  const states = main.getByRole('table', { name: t.thermometry.title }).locator('tbody tr td:nth-child(5)');
  await expect(states.first()).toHaveText(t.thermometry.stateAbnormal);
  await page.reload();
  await expect(main.getByLabel(t.search.type, { exact: true })).toHaveValue('abnormal');
  await expect(states.first()).toHaveText(t.thermometry.stateAbnormal);
  expect(new Set(await states.allTextContents())).toEqual(new Set([t.thermometry.stateAbnormal]));
});

test('the three screens, with rows, a chart and fevers shown, have no serious accessibility violations', async ({ page, request }) => {
  const { from, to } = await lastWeek(request);
  await login(page, ADMIN);
  for (const path of [DATA_REPORT_PATHS.recordList, `${DATA_REPORT_PATHS.report}?from=${from}&to=${to}`, `${DATA_REPORT_PATHS.thermometry}?type=abnormal`]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('main').getByLabel(t.table.loading)).toHaveCount(0);
    expect(await blockingViolations(page), path).toEqual([]);
  }
});

test('Report in German at 1280 px: every column, the last one too, fits beside the sidebar without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  await page.goto(DATA_REPORT_PATHS.report);
  const table = page.getByRole('main').getByRole('table', { name: dataReportDe.report.title });
  const last = table.getByRole('columnheader', { name: dataReportDe.report.early });
  await expect(last).toBeVisible();
  const box = await last.boundingBox();
  expect(box && box.x + box.width, 'the right edge of the last column').toBeLessThanOrEqual(1280);
  expect(await offScreen(page)).toEqual([]);
});
