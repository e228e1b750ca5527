import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { en } from './texts';

/**
 * Every spec fails when the page throws or leaves a promise rejection unhandled:
 * the console must answer every fault with a translated message, never a white screen.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (err) => errors.push(err));
      await use(errors);
      expect(errors.map((e) => e.message), 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function fillLogin(page: Page, account: Account): Promise<void> {
  await page.getByLabel(en.shell.login.userName).fill(account.userid);
  await page.getByLabel(en.shell.login.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: en.shell.login.submit }).click();
}

/** Logs in through the login page and waits until the console has left it. */
export async function login(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(userMenu(page)).toBeVisible();
}

export function userMenu(page: Page) {
  return page.getByRole('button', { name: en.shell.navbar.userMenu });
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: en.shell.sidebar.navigation });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The value shown beside a label in a description list (<dt>label</dt><dd>value</dd>). */
export function figure(container: Locator, label: string): Locator {
  const exact = new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`);
  return container.getByRole('term').filter({ hasText: exact }).locator('xpath=following-sibling::dd[1]');
}
