import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import users from '../../remotes/users/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, login, openFromSidebar, reloadScreen, saveForm, screenLoaded } from '../support/fixtures';

/**
 * The console served by a DEVICE_URL proxy in front of a terminal answering like older
 * firmware (project through-proxy, scripts/e2e.mjs): the browser talks to the proxy only,
 * the terminal checks the Origin and believes the proxy's X-Forwarded-For (TRUSTED_PROXIES).
 */

const a = dataReport.audit;

test.beforeEach(async ({ page, baseURL }) => {
  // Every device call the page makes goes to the proxy, the console's own origin.
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(goform|anviz)\//.test(url.pathname) && url.origin !== new URL(baseURL ?? '').origin) elsewhere.push(r.url());
  });
  await login(page, ADMIN);
  expect(elsewhere).toEqual([]);
});

test('through the proxy: the user list shows the terminal\'s users', async ({ page }) => {
  const main = await openFromSidebar(page, 'users', users.menu.userList);
  await expect(main.getByRole('columnheader', { name: users.userList.fields.userid })).toBeVisible();
  await expect(main.getByRole('row').nth(1)).toBeVisible();
});

test('through the proxy: a setting is saved on the terminal and kept after a reload', async ({ page }) => {
  await openFromSidebar(page, 'basic-setup', basicSetup.menu.device);
  let main = await screenLoaded(page, basicSetup.menu.device);
  const volume = main.getByLabel(basicSetup.device.fields.volume);
  const next = (await volume.inputValue()) === '3' ? '7' : '3';
  await volume.fill(next);
  await saveForm(page, main);
  main = await reloadScreen(page, basicSetup.menu.device);
  await expect(main.getByLabel(basicSetup.device.fields.volume)).toHaveValue(next);
});

test('through the proxy: the record download arrives as a CSV with rows', async ({ page }) => {
  const main = await openFromSidebar(page, 'data-report', dataReport.menu.recordList);
  await expect(main.getByRole('table', { name: dataReport.records.title }).getByRole('row').nth(1)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: dataReport.download.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^records_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(csv[0]).toBe('Date Time,User ID,User Name,Status');
  expect(csv.length).toBeGreaterThan(1);
});

test("through the proxy: the terminal's audit log names the browser's address for the login, not a made-up one", async ({ page }) => {
  const main: Locator = await openFromSidebar(page, 'data-report', dataReport.menu.auditLog);
  await main.getByLabel(dataReport.search.account, { exact: true }).fill(ADMIN.userid);
  await main.getByLabel(a.kind, { exact: true }).selectOption(a.kinds.login);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
  const row = main.getByRole('table', { name: a.title }).getByRole('row').filter({ has: page.getByRole('cell', { name: a.kinds.login, exact: true }) }).first();
  await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  // The browser and the proxy both run on this machine, so the address is the loopback one either
  // way; that the terminal takes the proxy's X-Forwarded-For (and only from it) is shown by the device
  // tests (device/src/proxy.test.ts "in front of the emulator", src/trustedProxies.test.ts).
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^(::ffff:)?127\.0\.0\.1$/);
});
