import { blockingViolations } from '../support/axe';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login, openFromSidebar, screenLoaded, saveForm, reloadScreen } from '../support/fixtures';
import { en } from '../support/texts';

/** Opens a screen of this section from the sidebar and waits until it holds the device's values. */
const open = async (page: Page, label: string): Promise<Locator> => {
  await openFromSidebar(page, 'basic-setup', label);
  return screenLoaded(page, label);
};

const b = basicSetup;
const menu = basicSetup.menu;

/** A restart keeps the emulated device offline for a moment (2 s in e2e); logins fail until it is back. */
async function deviceBack(request: APIRequestContext) {
  await expect
    .poll(async () => (await goform(request, 'chklogin', { ...ADMIN })).code, { timeout: 20_000 })
    .toBe('success');
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

test('System Info: capacity bars follow the device figures, and Refresh reads them again', async ({ page, request }) => {
  const info = await goform(request, 'SetInfoParam', {}, await apiLogin(request, ADMIN));
  const main = await open(page, menu.systemInfo);
  const capacity = main.getByRole('region', { name: b.systemInfo.capacity.title });
  const users = capacity.getByRole('progressbar', { name: b.systemInfo.capacity.users, exact: true });
  await expect(users).toHaveAttribute('aria-valuenow', String(info.UserCount));
  await expect(users).toHaveAttribute('aria-valuemax', String(info.MaxUser));
  await expect(capacity.getByRole('progressbar', { name: b.systemInfo.capacity.records, exact: true })).toBeVisible();
  await main.getByRole('button', { name: b.systemInfo.refresh, exact: true }).click();
  await expect(users).toHaveAttribute('aria-valuenow', String(info.UserCount));
});

test('Device: a new volume and admin PIN are saved and kept; a differing confirmation is refused', async ({ page }) => {
  let main = await open(page, menu.device);
  const volume = main.getByLabel(b.device.fields.volume);
  const next = (await volume.inputValue()) === '3' ? '7' : '3';
  await volume.fill(next);
  await main.getByLabel(b.device.fields.adminpassword, { exact: true }).fill('2468');
  await main.getByLabel(b.device.confirmPassword).fill('2469');
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(main.getByText(en.errors.PasswordNotSame)).toBeVisible();
  await main.getByLabel(b.device.confirmPassword).fill('2468');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.device);
  await expect(main.getByLabel(b.device.fields.volume)).toHaveValue(next);
  await expect(main.getByLabel(b.device.fields.adminpassword, { exact: true })).toHaveValue('2468');
});

test('Display: time format, power saving and keyboard lock are saved and kept', async ({ page }) => {
  let main = await open(page, menu.display);
  await main.getByRole('radio', { name: b.display.options.timeformat['12'], exact: true }).check({ force: true });
  await main.getByLabel(b.display.fields.powersaving).selectOption(b.display.options.powersaving.disable);
  await expect(main.getByLabel(b.display.fields.screeninterval)).toBeDisabled();
  await main.getByRole('checkbox', { name: b.display.fields.keyboardlock }).check({ force: true });
  await saveForm(page, main);
  main = await reloadScreen(page, menu.display);
  await expect(main.getByRole('radio', { name: b.display.options.timeformat['12'], exact: true })).toBeChecked();
  await expect(main.getByLabel(b.display.fields.powersaving)).toHaveValue('disable');
  await expect(main.getByLabel(b.display.fields.screeninterval)).toBeDisabled();
  await expect(main.getByRole('checkbox', { name: b.display.fields.keyboardlock })).toBeChecked();
});

test('Identify Mode: the chosen mode is saved and kept', async ({ page }) => {
  let main = await open(page, menu.identifyMode);
  const mode = main.getByRole('combobox', { name: b.identifyMode.fields.identifymode });
  const choice = (await mode.inputValue()) === '3' ? b.identifyMode.options.identifymode['0'] : b.identifyMode.options.identifymode['3'];
  await mode.selectOption(choice);
  await saveForm(page, main);
  main = await reloadScreen(page, menu.identifyMode);
  await expect(main.getByRole('combobox', { name: b.identifyMode.fields.identifymode }).locator('option:checked')).toHaveText(choice);
});

test('Fingerprint: the precision is saved and kept', async ({ page }) => {
  let main = await open(page, menu.fingerprint);
  await main.getByRole('radio', { name: b.fingerprint.options.precision.advanced }).check({ force: true });
  await saveForm(page, main);
  main = await reloadScreen(page, menu.fingerprint);
  await expect(main.getByRole('radio', { name: b.fingerprint.options.precision.advanced })).toBeChecked();
});

test('Display: a new device language saves the other edits first, counts the restart down, then /login; a login during a restart signs in by itself', async ({ page, request }) => {
  test.setTimeout(60_000);
  const main = await open(page, menu.display);
  const language = main.getByLabel(b.display.fields.language, { exact: true });
  await expect(language).toHaveValue('en');
  // An edit not saved yet: the restart must not throw it away (issue 34 #10).
  await main.getByLabel(b.display.fields.powersaving).selectOption(b.display.options.powersaving.screensaver);
  const interval = `${130 + test.info().retry}`;
  await main.getByLabel(b.display.fields.screeninterval).fill(interval);
  await language.selectOption('pt');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Language changed, device will restart');
  await expect(dialog).toContainText(b.display.languageSavesEdits);
  await dialog.getByRole('button', { name: en.common.confirm, exact: true }).click();
  // The countdown Restart shows, then the wait for the device, then the login page.
  await expect(page.getByText(en.common.deviceAndPageWillRestart)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/second/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await deviceBack(request);

  // A login while the device restarts: the page says it tries again, and signs in by itself once it is back.
  await page.getByLabel(en.shell.login.userName).fill(ADMIN.userid);
  await page.getByLabel(en.shell.login.password, { exact: true }).fill(ADMIN.password);
  const token = await apiLogin(request, ADMIN);
  expect((await goform(request, 'RestartMachine', {}, token)).code).toBe('success');
  await page.getByRole('button', { name: en.shell.login.submit }).click();
  await expect(page.getByRole('alert')).toContainText(en.shell.login.retrying);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

  const after = await open(page, menu.display);
  await expect(after.getByLabel(b.display.fields.language, { exact: true })).toHaveValue('pt');
  await expect(after.getByLabel(b.display.fields.screeninterval)).toHaveValue(interval);
});

test('every screen fits a 375 px phone in a right-to-left language, without serious accessibility findings', async ({ page }) => {
  test.setTimeout(45_000);
  await page.setViewportSize({ width: 375, height: 740 });
  // The console's stored language (shared/i18n storage key), as the language menu would leave it.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  for (const path of ['systemInfo', 'device', 'display', 'identifyMode', 'fingerPrint']) {
    await page.goto(`/basicSetting/${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main.getByRole(path === 'systemInfo' ? 'progressbar' : 'form').first()).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page, { include: 'main' }), path).toEqual([]);
  }
});
