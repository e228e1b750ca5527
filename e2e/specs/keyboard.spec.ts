import type { Locator, Page } from '@playwright/test';
import users from '../../remotes/users/src/locales/en.json';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, login, sidebar, userMenu } from '../support/fixtures';
import { en } from '../support/texts';
import { BASIC_SETUP_PATHS, USER_PATHS } from '../support/paths';

/** Everything reachable and usable with the keyboard alone, against the emulated terminal. */

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus: it must be reachable that way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`);
}

/**
 * Whether the focused control shows a focus indicator: an outline or a ring (box-shadow)
 * that goes away when it loses focus. Visually hidden inputs (Chakra checkboxes, switches)
 * show it on their drawn control.
 */
async function showsFocus(page: Page): Promise<boolean> {
  const focused = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  const shown = await focused.evaluate(async (el) => {
    const drawn =
      el.getBoundingClientRect().width <= 1
        ? (el.closest('label')?.querySelector<HTMLElement>('[data-part="control"]') ?? el)
        : el;
    const indicator = () => {
      const style = getComputedStyle(drawn);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style.outline : '';
      return `${outline}|${style.boxShadow === 'none' ? '' : style.boxShadow}`;
    };
    // Long enough for React to re-render the drawn control and a transition to end.
    const frame = () => new Promise((resolve) => setTimeout(resolve, 300));
    const withFocus = indicator();
    el.blur();
    await frame();
    const without = indicator();
    el.focus();
    await frame();
    return withFocus !== '|' && withFocus !== without;
  });
  await focused.dispose();
  return shown;
}

/** The name of the focused control: its aria-label, its label's text, or its own text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : undefined;
    return (el?.getAttribute('aria-label') ?? label ?? el?.textContent ?? '').trim();
  });

/** Presses Tab `times` times and answers whether focus stayed inside `container` every time. */
async function focusStaysIn(page: Page, container: Locator, times: number): Promise<boolean> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    if (!(await container.evaluate((el) => el.contains(document.activeElement)))) return false;
  }
  return true;
}

async function openUserMenuItem(page: Page, name: string): Promise<void> {
  await tabTo(page, userMenu(page));
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(item).toBeVisible();
  // One ArrowDown at a time, each given time to land: reading the highlight right after a
  // press can see the previous item and press once too often, past the wanted one.
  await expect(async () => {
    if ((await item.getAttribute('data-highlighted')) === null) await page.keyboard.press('ArrowDown');
    await expect(item).toHaveAttribute('data-highlighted', { timeout: 500 });
  }).toPass({ timeout: 7_000 });
  await page.keyboard.press('Enter');
}

test('log in with the keyboard alone, then open a section and a screen from the sidebar', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel(en.shell.login.userName));
  expect(await showsFocus(page)).toBe(true);
  await page.keyboard.type(ADMIN.userid);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(en.shell.login.password, { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);

  const nav = sidebar(page);
  const network = nav.getByRole('button', { name: en.shell.sections.network });
  await tabTo(page, network);
  expect(await showsFocus(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(network).toHaveAttribute('aria-expanded', 'true');
  const ethernet = nav.getByRole('link', { name: en.shell.menu.ethernet });
  await page.keyboard.press('Tab');
  await expect(ethernet).toBeFocused();
  expect(await showsFocus(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/network\/ethernet$/);
  await expect(page.getByRole('heading', { level: 1, name: en.shell.menu.ethernet })).toBeVisible();
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, ADMIN);
  });

  test('every kind of control shows where the focus is', async ({ page }) => {
    await page.goto(USER_PATHS.userList);
    const table = page.getByRole('table');
    await expect(table.getByRole('checkbox', { name: users.list.selectUser.replace('{{userid}}', '1'), exact: true })).toBeVisible();
    const main = page.getByRole('main');
    const name = (text: string) => ({ name: text.replace('{{userid}}', '1'), exact: true });
    const samples: Locator[] = [
      main.getByRole('button', { name: users.list.export }),
      main.getByLabel(users.list.search),
      table.getByRole('checkbox', name(users.list.selectUser)),
      table.getByRole('link', name(users.list.editUser)),
      table.getByRole('button', name(users.list.deleteUser)),
    ];
    for (const control of samples) {
      await expect(control).toBeVisible();
      await tabTo(page, control);
      expect(await showsFocus(page), `focus indicator on ${String(control)}`).toBe(true);
    }
    // Below every row: focused directly (after the keys above the browser still shows focus as from the keyboard).
    const pageSize = main.getByRole('combobox', { name: users.list.pageSize });
    await pageSize.focus();
    expect(await showsFocus(page), 'focus indicator on a select').toBe(true);

    await page.goto(BASIC_SETUP_PATHS.display);
    const sync = page.getByRole('checkbox', { name: basicSetup.display.fields.synclocaltime }).or(
      page.getByRole('switch', { name: basicSetup.display.fields.synclocaltime }),
    );
    await expect(sync).toBeVisible();
    await tabTo(page, sync);
    expect(await showsFocus(page), 'focus indicator on a switch').toBe(true);
    await tabTo(page, userMenu(page), { back: true });
    expect(await showsFocus(page), 'focus indicator on the user menu').toBe(true);
  });

  test('the user menu and the language list open and move with the arrow keys', async ({ page }) => {
    await tabTo(page, userMenu(page));
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('menuitem', { name: en.shell.navbar.modifyPassword });
    await expect(first).toHaveAttribute('data-highlighted');
    await page.keyboard.press('ArrowDown');
    const language = page.getByRole('menuitem', { name: en.shell.navbar.language });
    await expect(language).toHaveAttribute('data-highlighted');
    await expect(first).not.toHaveAttribute('data-highlighted');
    await page.keyboard.press('ArrowRight');
    const current = page.getByRole('menuitemradio', { name: 'English' });
    await expect(current).toBeVisible();
    const highlighted = page.locator('[role=menuitemradio][data-highlighted]');
    await expect(highlighted).toHaveCount(1);
    const before = await highlighted.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).not.toHaveText(before ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toBeHidden();
    await expect(language).toHaveAttribute('data-highlighted');
    await page.keyboard.press('Escape');
    await expect(language).toBeHidden();
    await expect(userMenu(page)).toBeFocused();
  });

  test('walk #24: a skip link is the first Tab stop, a navigation puts the focus on the heading, Escape gives the user menu its focus back', async ({ page }) => {
    await page.goto(BASIC_SETUP_PATHS.systemInfo);
    const systemInfo = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(systemInfo).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: en.shell.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // Drawn above the sidebar, not under it.
    expect(await skip.evaluate((el) => { const r = el.getBoundingClientRect(); return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === el || el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); })).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(systemInfo).toBeFocused();

    const nav = sidebar(page);
    await nav.getByRole('button', { name: en.shell.sections.network }).click();
    await nav.getByRole('link', { name: en.shell.menu.ethernet }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.shell.menu.ethernet })).toBeFocused();

    await userMenu(page).click();
    await expect(page.getByRole('menuitem', { name: en.shell.navbar.logout })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: en.shell.navbar.logout })).toBeHidden();
    await expect(userMenu(page)).toBeFocused();
  });

  test('the logout and Modify Password dialogs trap focus and give it back to the user menu', async ({ page }) => {
    await openUserMenuItem(page, en.shell.navbar.logout);
    const logout = page.getByRole('alertdialog', { name: en.shell.navbar.logoutTitle });
    await expect(logout).toBeVisible();
    expect(await focusStaysIn(page, logout, 6)).toBe(true);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(logout).toBeHidden();
    await expect(userMenu(page)).toBeFocused();

    await openUserMenuItem(page, en.shell.navbar.modifyPassword);
    const password = page.getByRole('dialog', { name: en.shell.modifyPassword.title });
    await expect(password).toBeVisible();
    await expect(password.getByLabel(en.shell.modifyPassword.oldPassword)).toBeFocused();
    expect(await focusStaysIn(page, password, 10)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(password).toBeHidden();
    await expect(userMenu(page)).toBeFocused();
  });

  test('the user list: row checkboxes and actions in reading order, delete asks in a trapping dialog', async ({ page }) => {
    await page.goto(USER_PATHS.userList);
    const table = page.getByRole('table');
    const selectAll = table.getByRole('checkbox', { name: users.list.selectPage });
    await expect(selectAll).toBeVisible();
    await tabTo(page, selectAll);
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    const row = (userid: string) =>
      [users.list.selectUser, users.list.editUser, users.list.deleteUser].map((text) => text.replace('{{userid}}', userid));
    expect(order).toEqual([...row('1'), ...row('2')]);

    const remove = table.getByRole('button', { name: users.list.deleteUser.replace('{{userid}}', '2'), exact: true });
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: users.list.deleteTitle });
    await expect(confirm).toBeVisible();
    expect(await focusStaysIn(page, confirm, 6)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
  });
});

test('on a phone the menu drawer opens from the keyboard, traps focus and gives it back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, ADMIN);
  const toggle = page.getByRole('button', { name: en.shell.sidebar.expand });
  await tabTo(page, toggle);
  expect(await showsFocus(page)).toBe(true);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: en.shell.sidebar.navigation })).toBeVisible();
  await expect(async () => expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)).toPass();
  expect(await focusStaysIn(page, drawer, 25)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});
