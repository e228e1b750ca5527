import type { Locator, Page } from '@playwright/test';
import accessControl from '../../remotes/access-control/src/locales/en.json';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import users from '../../remotes/users/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login, openFromSidebar, reloadScreen, saveForm, screenLoaded } from '../support/fixtures';
import { en } from '../support/texts';

/**
 * The console against a terminal answering as older firmware does (the legacy-firmware project:
 * DEVICE_QUIRKS=legacy): bare keys, a comma after a closing array, settings reads encoded twice,
 * record rows id/name/time/status, and no door or event calls. Each flow a user has reads at least
 * one of those answers.
 */
test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

const open = async (page: Page, section: 'users' | 'basic-setup', label: string): Promise<Locator> => {
  await openFromSidebar(page, section, label);
  return screenLoaded(page, label);
};

test('User List pages through the users older firmware answers', async ({ page }) => {
  const main = await open(page, 'users', users.menu.userList);
  await expect(main.getByRole('columnheader', { name: users.userList.fields.userid })).toBeVisible();
  await expect(main.getByText('Page 1 of')).toBeVisible();
  const firstPage = await main.getByRole('row').nth(1).textContent();
  await main.getByRole('button', { name: en.common.pager.next }).click();
  await expect(main.getByText('Page 2 of')).toBeVisible();
  await expect(main.getByRole('row').nth(1)).not.toHaveText(firstPage ?? '');
});

test("Record List shows older firmware's rows (id, name, time) under the right person", async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  const [newest] = (await goform(request, 'searchrecord', { start: '0', limit: '1' }, token)).record as { id: string; name: string; time: string }[];
  expect(newest).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), time: expect.any(String) }));
  // Record List keeps a live region for its download messages: its heading is what says it opened.
  const main = await openFromSidebar(page, 'data-report', dataReport.menu.recordList);
  await main.getByLabel(dataReport.search.userId, { exact: true }).fill(newest!.id);
  await main.getByRole('button', { name: dataReport.search.submit }).click();
  const table = main.getByRole('table', { name: dataReport.records.title });
  // The newest punch first, its time shown in the device's display format (hours as it says, minutes as stored).
  await expect(table.locator('tbody tr').first().locator('td').first()).toContainText(newest!.time.slice(13, 16));
  // The table shows the search once the device has answered it: every row that person's.
  const column = (n: number) => async () => new Set(await table.locator(`tbody tr td:nth-child(${n})`).allTextContents());
  await expect.poll(column(2)).toEqual(new Set([newest!.id]));
  await expect.poll(column(3)).toEqual(new Set([newest!.name]));
});

test('Device settings read twice-encoded are saved and kept after a reload', async ({ page }) => {
  let main = await open(page, 'basic-setup', basicSetup.menu.device);
  const volume = main.getByLabel(basicSetup.device.fields.volume);
  const next = (await volume.inputValue()) === '4' ? '6' : '4';
  await volume.fill(next);
  await saveForm(page, main);
  main = await reloadScreen(page, basicSetup.menu.device);
  await expect(main.getByLabel(basicSetup.device.fields.volume)).toHaveValue(next);
});

for (const [section, label] of [
  ['access-control', accessControl.menu.door],
  ['access-control', accessControl.menu.holidays],
  ['data-report', dataReport.menu.events],
] as const) {
  test(`${label} says older firmware does not support it, with the model and firmware, and no error`, async ({ page, request }) => {
    const token = await apiLogin(request, ADMIN);
    const info = await goform(request, 'SetInfoParam', {}, token);
    const main = await openFromSidebar(page, section, label);
    const panel = main.getByRole('region', { name: en.common.notSupported.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel(en.common.notSupported.model)).toHaveText(String(info.Model));
    await expect(panel.getByLabel(en.common.notSupported.firmware)).toHaveText(String(info.FirmwareVersion));
    // Not an error: no error panel, no "Network connection failed" toast.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(en.errors.networkFailed)).toHaveCount(0);
  });
}
