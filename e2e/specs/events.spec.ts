import { readFile } from 'node:fs/promises';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
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

test('Events: a door opened from the console is found by its door and event, its row naming the door', async ({ page }) => {
  await login(page, ADMIN);
  const token = await apiLogin(page.request, ADMIN);
  expect((await goform(page.request, 'DoorControl', { action: 'open' }, token)).code).toBe('success');
  const main = await openFromSidebar(page, 'data-report', dataReport.menu.events);
  await main.getByLabel(e.door, { exact: true }).selectOption(e.doorNumber.replace('{{door}}', '1'));
  await main.getByLabel(e.event, { exact: true }).selectOption(e.kinds.remoteOpen);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
  await expect(page).toHaveURL(/door=1&code=200/);
  const rows = main.getByRole('table', { name: e.title }).locator('tbody tr');
  await expect(rows.first().getByRole('cell', { name: e.kinds.remoteOpen, exact: true })).toBeVisible();
  await expect(rows.first().getByRole('cell', { name: e.doorNumber.replace('{{door}}', '1'), exact: true })).toBeVisible();
  // Every row found is that door's opening.
  await expect.poll(async () => new Set(await rows.locator('td:nth-child(2)').allTextContents())).toEqual(new Set([e.kinds.remoteOpen]));
});
