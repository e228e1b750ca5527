import { ADMIN } from '../support/accounts';
import { test, expect, login, sidebar } from '../support/fixtures';
import { en } from '../support/texts';

test.use({ viewport: { width: 800, height: 900 } });

test('an 800 px wide screen gets the mobile layout: a drawer that closes on navigation', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/404');
  // Below 850 px the sidebar starts closed.
  await expect(sidebar(page)).toBeHidden();

  await page.getByRole('button', { name: en.shell.sidebar.expand }).click();
  const nav = sidebar(page);
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: en.shell.sections.basicSetting, exact: true }).click();
  await nav.getByRole('link', { name: en.shell.menu.systemInfo }).click();

  await expect(page).toHaveURL(/\/basicSetting\/systemInfo/);
  await expect(sidebar(page)).toBeHidden();
  // The mobile breadcrumb shows only the current title, not the whole trail.
  const crumbs = page.getByRole('navigation', { name: en.shell.navbar.breadcrumb });
  await expect(crumbs).toContainText(en.shell.menu.systemInfo);
  await expect(crumbs).not.toContainText(en.shell.sections.basicSetting);
});
