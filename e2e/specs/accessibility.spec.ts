import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { test, expect, login } from '../support/fixtures';
import { en } from '../support/texts';

/** Serious and critical WCAG 2 A/AA findings only: those block a keyboard or screen-reader user. */
async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

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
