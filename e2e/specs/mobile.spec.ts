import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
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
  await nav.getByRole('button', { name: basicSetup.section.title, exact: true }).click();
  await nav.getByRole('link', { name: basicSetup.menu.systemInfo }).click();

  await expect(page).toHaveURL(/\/basicSetting\/systemInfo/);
  await expect(sidebar(page)).toBeHidden();
  // The mobile breadcrumb shows only the current title, not the whole trail.
  const crumbs = page.getByRole('navigation', { name: en.shell.navbar.breadcrumb });
  await expect(crumbs).toContainText(basicSetup.menu.systemInfo);
  await expect(crumbs).not.toContainText(basicSetup.section.title);
});

test('a desktop window narrowed to 800 px closes the sidebar; widened again, it is back or one click away', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, ADMIN);
  await expect(sidebar(page)).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(sidebar(page)).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  // SPEC §2 only asks for the automatic close; reopening may be automatic or by the toggle.
  await expect(sidebar(page).or(page.getByRole('button', { name: en.shell.sidebar.expand }))).toBeVisible();
  if (!(await sidebar(page).isVisible())) await page.getByRole('button', { name: en.shell.sidebar.expand }).click();
  await expect(sidebar(page)).toBeVisible();
});
