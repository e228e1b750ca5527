import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './accounts';
import { en } from './texts';

/**
 * Messages that mean the federation is wired wrong (DESIGN §2): a second copy of a shared
 * singleton, an eagerly consumed share, a version no provider satisfies.
 */
const WIRING_FAULTS = [
  /Middleware for RTK-Query API .* has not been added/i,
  /not available for eager consumption/i,
  /Invalid hook call/i,
  /Unsatisfied version/i,
];

/**
 * Every spec fails when the page throws or leaves a promise rejection unhandled (the
 * console must answer every fault with a translated message, never a white screen) or
 * logs a wiring fault.
 */
/** Collects into `errors` what the page throws, leaves unhandled, or logs as a wiring fault. */
export function watchPage(page: Page, errors: string[]): void {
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (WIRING_FAULTS.some((fault) => fault.test(msg.text()))) errors.push(msg.text());
  });
}

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchPage(page, errors);
      await use(errors);
      expect(errors, 'uncaught errors or wiring faults in the page').toEqual([]);
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
  // The first screen drawn (the status home loads after the layout): a menu opened before would be closed by it.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
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

/**
 * Opens a screen from the sidebar: expands its section (named by remote id) if needed and
 * follows the link, again while the screen it lands from is still settling; resolves with
 * the main region once the screen's heading shows.
 */
export async function openFromSidebar(page: Page, section: keyof typeof en.shell.sections, label: string): Promise<Locator> {
  const nav = sidebar(page);
  const heading = nav.getByRole('button', { name: en.shell.sections[section], exact: true });
  if ((await heading.getAttribute('aria-expanded')) === 'false') await heading.click();
  const link = nav.getByRole('link', { name: label, exact: true });
  const href = (await link.getAttribute('href')) ?? '';
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`), { timeout: 2_000 });
  }).toPass();
  return screenShown(page, label);
}

/** The main region once the screen's heading shows. */
export async function screenShown(page: Page, label: string): Promise<Locator> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: label, exact: true })).toBeVisible();
  return main;
}

/** The main region once the screen shows and holds the device's values (nothing loading). */
export async function screenLoaded(page: Page, label: string): Promise<Locator> {
  const main = await screenShown(page, label);
  await expect(main.getByRole('status')).toHaveCount(0);
  return main;
}

/** Reloads the page and waits until the screen holds the device's values again. */
export async function reloadScreen(page: Page, label: string): Promise<Locator> {
  await page.reload();
  return screenLoaded(page, label);
}

/** Saves the screen's form and waits for the device's "Success". */
export async function saveForm(page: Page, main: Locator): Promise<void> {
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(page.getByText(en.common.success, { exact: true }).first()).toBeVisible();
}

/** Switches the console's language from the user menu (the language's own name). */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: en.shell.navbar.language }).click();
  // As a person would: once the list has opened where it stays (a click on the way scrolls the page).
  const language = page.getByRole('menuitemradio', { name });
  await expect(language).toBeInViewport();
  await language.click();
}
