import { ADMIN } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { test, expect, login } from '../support/fixtures';
import { en } from '../support/texts';

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel(en.shell.login.userName)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the console layout and the info dialog have no serious accessibility violations', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/basicSetting/systemInfo');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: en.shell.info.open }).click();
  await expect(page.getByRole('dialog', { name: en.shell.info.title })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
