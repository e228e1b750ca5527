import type { Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { test, expect, login, userMenu } from '../support/fixtures';
import { en } from '../support/texts';

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: en.shell.navbar.language }).click();
  await page.getByRole('menuitemradio', { name }).or(page.getByRole('menuitem', { name })).click();
}

/** Resolves with the X-Lang header of the next /goform/ call. */
function nextGoformLanguage(page: Page): Promise<string | undefined> {
  return page
    .waitForRequest((r) => new URL(r.url()).pathname.startsWith('/goform/'))
    .then((r) => r.headers()['x-lang']);
}

test('the chosen language persists across a reload and is sent as X-Lang', async ({ page }) => {
  await login(page, ADMIN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await chooseLanguage(page, 'Português');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  // Texts switch without a reload: the English menu label is gone.
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: en.shell.navbar.logout, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  // A fresh page load of a screen that reads the device: its calls carry the language.
  const sent = nextGoformLanguage(page);
  await page.goto('/basicSetting/systemInfo');
  expect(await sent).toBe('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('a right-to-left language turns the document around', async ({ page }) => {
  await login(page, ADMIN);
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
