import { test, expect } from '../support/fixtures';
import { en } from '../support/texts';

test('the login page loads with its form and the brand title', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel(en.shell.login.userName)).toBeVisible();
  await expect(page.getByLabel(en.shell.login.password, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en.shell.login.submit })).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
});
