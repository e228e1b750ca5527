import type { Page } from '@playwright/test';
import { ADMIN, OPERATOR } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, figure, login } from '../support/fixtures';
import { en } from '../support/texts';

const status = en.shell.status;
const ADMIN_TILES = [status.identity, status.storage, status.clock, en.common.pushLink.title, status.door, status.lastAlarms];
const OPERATOR_TILES = [status.identity, status.storage, status.lastAlarms];

const tileNames = (page: Page) =>
  page.getByRole('main').getByRole('region').evaluateAll((regions) => regions.map((r) => r.getAttribute('aria-label')));

test('login lands on the status home with every tile for the administrator, the device read as it is', async ({ page, request }) => {
  const info = await goform(request, 'SetInfoParam', {}, await apiLogin(request, ADMIN));
  await login(page, ADMIN);
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: status.title })).toBeVisible();
  await expect.poll(() => tileNames(page)).toEqual(ADMIN_TILES);
  const identity = main.getByRole('region', { name: status.identity, exact: true });
  await expect(figure(identity, en.shell.info.serialNumber)).toHaveText(String(info.Serial));
  await expect(figure(identity, status.uptime)).toHaveText(/\d+ d \d+ h \d+ min/);
  const storage = main.getByRole('region', { name: status.storage });
  await expect(storage.getByRole('progressbar', { name: status.records })).toHaveAttribute('aria-valuenow', String(info.RecordCount));
  // The emulated model (TAC-EMU) drops the oldest records when its log is full: the tile says so before it is.
  await expect(storage.getByText(status.fullDropOldest)).toBeVisible();
  await expect(main.getByRole('region', { name: status.clock }).getByText(/this computer/)).toBeVisible();
  await expect(main.getByRole('region', { name: status.door, exact: true }).getByText(/Locked|Unlocked/)).toBeVisible();
});

test('an operator lands on the home and sees only the tiles of their sections, at 375 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, OPERATOR);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => tileNames(page)).toEqual(OPERATOR_TILES);
  await expect(page.getByRole('main').getByRole('region', { name: status.storage }).getByRole('progressbar', { name: status.users })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
