import type { Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { test, expect, login, chooseLanguage } from '../support/fixtures';
import ptShell from '../../shared/i18n/src/locales/pt/shell.json';
import { en } from '../support/texts';
import { BASIC_SETUP_PATHS } from '../support/paths';

/** The X-Lang header of every /goform/ call the page makes, in order. */
function recordLanguageHeaders(page: Page): (string | undefined)[] {
  const sent: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/goform/')) sent.push(r.headers()['x-lang']);
  });
  return sent;
}

test('the chosen language persists across a reload and is sent as X-Lang', async ({ page }) => {
  const sent = recordLanguageHeaders(page);
  await login(page, ADMIN);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set(['en']));

  await chooseLanguage(page, 'Português');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  // Texts switch at once, without a reload.
  const ptUserMenu = page.getByRole('button', { name: ptShell.navbar.userMenu });
  await ptUserMenu.click();
  await expect(page.getByRole('menuitem', { name: ptShell.navbar.logout, exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: en.shell.navbar.logout, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(ptUserMenu).toBeVisible();
  // A fresh load of a screen that reads the device: its calls carry the chosen language.
  sent.length = 0;
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/goform/SetInfoParam');
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await answer;
  expect(new Set(sent)).toEqual(new Set(['pt']));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('a right-to-left language turns the document around', async ({ page }) => {
  await login(page, ADMIN);
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('a language picked on the login page after typing began is the console’s after the sign-in', async ({ page }) => {
  await page.goto('/login');
  // The first keystroke starts loading the console beside the form.
  // The console's entry run as a script (its name is content-hashed; the page may have prefetched it).
  const consoleLoaded = page.waitForResponse((r) => /^\/app\.[0-9a-f]{8}\.js$/.test(new URL(r.url()).pathname) && r.request().resourceType() === 'script');
  await page.getByLabel(en.shell.login.userName).pressSequentially(ADMIN.userid);
  await consoleLoaded;
  await page.getByLabel(en.shell.navbar.language).selectOption('pt');
  await page.getByLabel(ptShell.login.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: ptShell.login.submit }).click();
  await expect(page.getByRole('button', { name: ptShell.navbar.userMenu })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});
