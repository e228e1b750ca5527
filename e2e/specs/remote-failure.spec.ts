import { ADMIN } from '../support/accounts';
import { test, expect, login, sidebar } from '../support/fixtures';
import { SECTIONS, isBuilt } from '../support/sections';
import { en } from '../support/texts';
import { BASIC_SETUP_PATHS } from '../support/paths';

test('an unreachable remote shows its error panel with Retry while the rest keeps working', async ({ page }) => {
  await page.route('**/remotes/basic-setup/**', (route) => route.abort('connectionrefused'));
  await login(page, ADMIN);
  await page.goto(BASIC_SETUP_PATHS.systemInfo);

  const main = page.getByRole('main');
  await expect(main.getByText(en.shell.remoteError.title)).toBeVisible({ timeout: 20_000 });
  const retry = main.getByRole('button', { name: en.shell.remoteError.retry });
  await expect(retry).toBeVisible();
  // The layout around the panel still works.
  await expect(sidebar(page)).toBeVisible();

  // Another built section still renders its screens.
  const other = SECTIONS.find((s) => s.id !== 'basic-setup' && isBuilt(s));
  if (other) {
    await page.goto(other.screen);
    await expect(main.getByRole('heading').first()).toBeVisible();
    await expect(main.getByText(en.shell.remoteError.title)).toHaveCount(0);
  } else {
    await page.getByRole('button', { name: en.shell.info.open }).click();
    await expect(page.getByRole('dialog', { name: en.shell.info.title })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // Once the remote is reachable again, Retry really loads it.
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(main.getByText(en.shell.remoteError.title)).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/basic-setup/**');
  await main.getByRole('button', { name: en.shell.remoteError.retry }).click();
  await expect(main.getByText(en.shell.remoteError.title)).toHaveCount(0, { timeout: 20_000 });
  await expect(main.getByRole('heading', { name: en.shell.menu.systemInfo, exact: true })).toBeVisible();
});
