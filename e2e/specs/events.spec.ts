import { readFile } from 'node:fs/promises';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, login, openFromSidebar } from '../support/fixtures';

const e = dataReport.events;

test('Events: the device starting is found by its type, and in the CSV with its name in the console language', async ({ page }) => {
  await login(page, ADMIN);
  const main = await openFromSidebar(page, 'data-report', dataReport.menu.events);
  await main.getByLabel(e.type, { exact: true }).selectOption(e.types.device);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
  await expect(page).toHaveURL(/type=device/);
  const table = main.getByRole('table', { name: e.title });
  const started = table.getByRole('row').filter({ has: page.getByRole('cell', { name: e.kinds.started, exact: true }) }).first();
  await expect(started).toBeVisible();
  await expect(started.getByRole('cell', { name: e.types.device, exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: dataReport.download.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^events_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Date Time,Code,Type,Event,Door,User ID,User Name,Detail');
  expect(csv).toContain(`,400,${e.types.device},${e.kinds.started},`);
});
