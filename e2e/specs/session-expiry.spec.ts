import type { Page } from '@playwright/test';
import advancedSetup from '../../remotes/advanced-setup/src/locales/en.json';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { goform, parseAnswer } from '../support/device';
import { test, expect, fillLogin, login, userMenu } from '../support/fixtures';
import { ADVANCED_SETUP_PATHS, BASIC_SETUP_PATHS } from '../support/paths';
import { en, fill } from '../support/texts';

test('a session the device no longer accepts sends the user back to the login page', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  const refresh = page.getByRole('button', { name: basicSetup.systemInfo.refresh });
  await expect(refresh).toBeVisible();

  // End the browser's session on the device behind the console's back (with the browser's binding cookie).
  const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
  expect(token, 'the session token is kept in the Admin-Token storage entry').toBeTruthy();
  expect((await goform(page.request, 'logout', {}, token!)).code).toBe('success');

  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/goform/SetInfoParam');
  // SPEC §7: 40104 logs out after 1 s, reloads the page and lands on /login.
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await refresh.click();
  expect(parseAnswer(await (await answer).text()).retvalue).toBe(40104);
  await reloaded;
  await expect(page).toHaveURL(/\/login/);

  // Nothing of the old session survives the reload.
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

// Walk 2026-11-27 #7: a session that ends while a form is edited loses nothing without a word.
const attendance = advancedSetup.attendance.fields;
const heading = advancedSetup.menu.attendance;

/** Attendance open with an unsaved edit of its duplicate punch range. */
async function editAttendance(page: Page): Promise<string> {
  await page.goto(ADVANCED_SETUP_PATHS.attendance);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const range = main.getByLabel(attendance.duplicatepunch);
  await expect(range).not.toHaveValue('');
  const edited = (await range.inputValue()) === '123' ? '124' : '123';
  await range.fill(edited);
  return edited;
}

/** On the login page with the session-ended notice; logs in and expects the edit back on Attendance. */
async function loginAndFindTheEdit(page: Page, edited: string): Promise<void> {
  await expect(page).toHaveURL(/\/login\?redirect=%2FbasicSetting%2Fattendance/);
  await expect(page.getByRole('status')).toHaveText(fill(en.shell.login.sessionEndedKept, { screen: heading }));
  await fillLogin(page, ADMIN);
  await expect(page).toHaveURL(new RegExp(`${ADVANCED_SETUP_PATHS.attendance}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(en.common.draftRestored);
  await expect(main.getByLabel(attendance.duplicatepunch)).toHaveValue(edited);
}

test('a session that ends under an edited form: the login page says so, and the login brings back the page and the edit', async ({ page }) => {
  await login(page, ADMIN);
  const edited = await editAttendance(page);
  // The session lapses on the device (as after TOKEN_TTL_S idle): ended behind the console's back.
  const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
  expect((await goform(page.request, 'logout', {}, token!)).code).toBe('success');
  await page.getByRole('main').getByRole('button', { name: en.common.save, exact: true }).click();
  await loginAndFindTheEdit(page, edited);
});

test('a logout in another tab ends the session of this one at once, and the edit survives it', async ({ page, context }) => {
  await login(page, ADMIN);
  const edited = await editAttendance(page);
  const other = await context.newPage();
  await other.goto(BASIC_SETUP_PATHS.systemInfo);
  await userMenu(other).click();
  await other.getByRole('menuitem', { name: en.shell.navbar.logout }).click();
  await other.getByRole('alertdialog', { name: en.shell.navbar.logoutTitle }).getByRole('button', { name: en.common.confirm }).click();
  await expect(other).toHaveURL(/\/login/);
  await other.close();
  await loginAndFindTheEdit(page, edited);
});

test('a session left unused: a minute before the device would end it the console warns, Stay logged in keeps it, and at the end the edit survives', async ({ page }) => {
  // The browser's clock runs on command (the device's does not): 29 idle minutes pass in a moment.
  await page.clock.install();
  await login(page, ADMIN);
  const edited = await editAttendance(page);
  const idle = await page.evaluate(() => Number(localStorage.getItem('tac-session-idle-s')));
  expect(idle, 'the login answer says how long the session lasts unused').toBeGreaterThan(60);

  await page.clock.fastForward((idle - 45) * 1000);
  const warning = page.getByRole('alertdialog', { name: en.shell.sessionExpiring.title });
  await expect(warning.getByRole('timer', { name: en.shell.sessionExpiring.timeLeft })).toHaveText(/^\u2066?0:(4\d|3\d)\u2069?$/);
  // Someone typing when it opens presses Stay with the next Enter, never Logout.
  await expect(warning.getByRole('button', { name: en.shell.sessionExpiring.stay })).toBeFocused();
  const kept = page.waitForResponse((r) => new URL(r.url()).pathname === '/goform/checkPower');
  await page.keyboard.press('Enter');
  expect(parseAnswer(await (await kept).text()).code).toBe('success');
  // The dialog's closing animation runs on the page's clock.
  await page.clock.runFor(1000);
  await expect(warning).toBeHidden();

  await page.clock.fastForward((idle - 50) * 1000);
  await expect(warning).toBeVisible();
  await page.clock.fastForward(61_000);
  await loginAndFindTheEdit(page, edited);
});
