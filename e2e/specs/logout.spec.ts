import { ADMIN } from '../support/accounts';
import { test, expect, login, userMenu } from '../support/fixtures';
import { en } from '../support/texts';
import { BASIC_SETUP_PATHS } from '../support/paths';

test('logout asks for confirmation; cancel keeps the session, confirm ends it', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  const here = page.url();

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: en.shell.navbar.logout }).click();
  const dialog = page.getByRole('alertdialog', { name: en.shell.navbar.logoutTitle });
  await expect(dialog).toContainText(en.shell.navbar.logoutConfirm);
  await dialog.getByRole('button', { name: en.common.cancel }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(here);

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: en.shell.navbar.logout }).click();
  const logoutCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/goform/logout');
  await dialog.getByRole('button', { name: en.common.confirm }).click();
  await logoutCall;
  await expect(page).toHaveURL(/\/login/);
  // The console's /login loads the login page afresh: its form, not the address, says it is there.
  await expect(page.getByLabel(en.shell.login.userName)).toBeEditable();

  // The session is gone for good: a protected screen sends back to the login page.
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
