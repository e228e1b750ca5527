import { FACTORY } from '../support/accounts';
import { test, expect, fillLogin } from '../support/fixtures';
import { en } from '../support/texts';
import { BASIC_SETUP_PATHS } from '../support/paths';

test('the hidden pages stay closed to a visitor without the factory key', async ({ page }) => {
  await page.goto('/snkey');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/up');
  await expect(page).toHaveURL(/\/login/);
});

test('/test is public', async ({ page }) => {
  await page.goto('/test');
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.getByRole('heading', { name: en.shell.hidden.testTitle, exact: true })).toBeVisible();
});

test('a factory-key login (11003) opens the serial-number key page and nothing else', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, FACTORY);
  await expect(page).toHaveURL(/\/snkey$/);
  await expect(page.getByRole('heading', { name: en.shell.hidden.snkeyTitle, exact: true })).toBeVisible();
  // The superuser flag opens no section of the console.
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(page).toHaveURL(/\/login/);
});
