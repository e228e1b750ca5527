import { blockingViolations } from '../support/axe';
import type { Locator, Page } from '@playwright/test';
import machine from '../../remotes/machine/src/locales/en.json';
import hidden from '../../shell/src/pages/hidden/locales/en.json';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFirmware } from '../../device/src/hardware/firmware';
import { UPGRADE_MODE_MINUTES } from '@tac/goform/contract';
import { ADMIN, deviceSecret, FACTORY } from '../support/accounts';
import { goform } from '../support/device';
import { test, expect, fillLogin, login, openFromSidebar } from '../support/fixtures';
import { en, fill } from '../support/texts';
import { BASIC_SETUP_PATHS, MACHINE_PATHS } from '../support/paths';

/** Opens a screen of this section from the sidebar. */
const open = (page: Page, label: string): Promise<Locator> => openFromSidebar(page, 'machine', label);

// The unit's forced-upgrade password: random per run, made by scripts/e2e.mjs (like the factory key).
const UPGRADE_PASSWORD = () => deviceSecret('DEVICE_UPGRADE_PASSWORD');

/** A restart takes the device offline (SIM_RESTART_MS, 2 s in e2e), then the console polls every second. */
const BACK_ON_LOGIN_MS = 20_000;

/** The countdown, then the wait for the device, then the login page, where the admin gets in again. */
async function restartsToLogin(page: Page) {
  await expect(page.getByText(en.common.deviceAndPageWillRestart)).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: BACK_ON_LOGIN_MS });
  await fillLogin(page, ADMIN);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signed by the firmware test key (device/test-keys, a fixture), which scripts/e2e.mjs has the devices trust. */
const TEST_SIGNING_KEY = readFileSync(join(__dirname, '../../device/test-keys/firmware-test.key.pem'));

const firmware = (model: string, version: string, key: Buffer | KeyObject = TEST_SIGNING_KEY) => ({
  name: `${model}-${version}.bin`,
  mimeType: 'application/octet-stream',
  buffer: buildFirmware(model, version, Buffer.alloc(2048, 7), key),
});

test('Restart: confirm, count down, wait for the device, log in again', async ({ page }) => {
  test.setTimeout(45_000);
  await login(page, ADMIN);
  const main = await open(page, machine.menu.restart);
  await main.getByRole('button', { name: machine.restart.action, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: machine.restart.confirmTitle });
  await dialog.getByRole('button', { name: machine.restart.action, exact: true }).click();
  await restartsToLogin(page);
});

/** Upload, then Upgrade in the confirmation that names the new version. */
async function upgradeConfirmed(page: Page, version: string) {
  await page.getByRole('button', { name: machine.firmware.upload, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: machine.firmware.confirmTitle.replace('{{version}}', version) });
  await dialog.getByRole('button', { name: machine.firmware.confirm, exact: true }).click();
}

test('Firmware Upgrade: a wrong file is refused before sending, an image installs and its version stays', async ({ page }) => {
  test.setTimeout(45_000);
  await login(page, ADMIN);
  const main = await open(page, machine.menu.firmwareUpgrade);
  const file = main.getByLabel(machine.firmware.file);
  const upload = main.getByRole('button', { name: machine.firmware.upload, exact: true });
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(4096, 65) });
  await expect(main.getByText(machine.firmware.notFirmware)).toBeVisible();
  await expect(upload).toBeDisabled();

  // Another model's image: said before sending, with both models.
  await file.setInputFiles(firmware('TAC-FP100', 'V2.2.0'));
  await expect(main.getByText(/^This firmware is for model TAC-FP100; this device is a TAC-EMU/)).toBeVisible();
  await expect(upload).toBeDisabled();

  // Well formed, but signed by a key the device does not trust: the device refuses it and says why, once.
  await file.setInputFiles(firmware('TAC-EMU', 'V6.6.6', generateKeyPairSync('ed25519').privateKey));
  await expect(main.getByText('Firmware V6.6.6 for model TAC-EMU')).toBeVisible();
  await upgradeConfirmed(page, 'V6.6.6');
  await expect(main.getByRole('alert')).toHaveText(en.errors.firmwareSignature);
  await expect(page.getByText(en.errors.firmwareSignature)).toHaveCount(1);

  await file.setInputFiles(firmware('TAC-EMU', 'V3.9.1'));
  await expect(main.getByText('Firmware V3.9.1 for model TAC-EMU')).toBeVisible();
  await upgradeConfirmed(page, 'V3.9.1');
  await restartsToLogin(page);
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(page.getByRole('main').getByText('V3.9.1', { exact: true })).toBeVisible();
});

test('Initialization: settings back to factory, including the /test mode', async ({ page, request }) => {
  test.setTimeout(45_000);
  expect((await goform(request, 'GetDebugParam', { mode: 'aging' })).code).toBe('success');
  await login(page, ADMIN);
  const main = await open(page, machine.menu.initialization);
  await main.getByRole('button', { name: machine.initialization.action, exact: true }).click();
  await expect(main.getByText(machine.initialization.nothingChosen)).toBeVisible();
  await main.getByText(machine.initialization.settings, { exact: true }).click();
  await main.getByRole('button', { name: machine.initialization.action, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: machine.initialization.confirmTitle });
  await dialog.getByRole('button', { name: machine.initialization.action, exact: true }).click();
  await restartsToLogin(page);
  expect((await goform(request, 'SetDebugParam')).mode).toBe('normal');
});

test('/test: the mode is set and kept; the camera takes a photo once logged in', async ({ page }) => {
  await page.goto('/test');
  // The page is public; its camera is not.
  await expect(page.getByText(hidden.test.loginRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: hidden.test.takePhoto, exact: true })).toHaveCount(0);
  await login(page, ADMIN);
  await page.goto('/test');
  const mode = page.getByRole('combobox', { name: hidden.test.mode });
  await expect(mode).toHaveValue('normal');
  await mode.selectOption({ label: hidden.test.modes.test });
  await page.getByRole('button', { name: hidden.test.setMode, exact: true }).click();
  await expect(page.getByText(en.common.success, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: hidden.test.mode })).toHaveValue('test');
  await page.getByRole('button', { name: hidden.test.takePhoto, exact: true }).click();
  await expect(page.getByRole('img', { name: hidden.test.photoAlt })).toBeVisible();
  // Back to normal for whoever comes next.
  await page.getByRole('combobox', { name: hidden.test.mode }).selectOption({ label: hidden.test.modes.normal });
  await page.getByRole('button', { name: hidden.test.setMode, exact: true }).click();
  await expect(page.getByText(en.common.success, { exact: true }).first()).toBeVisible();
});

test('/snkey: the factory key saves the five keys, a reload keeps page and keys', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, FACTORY);
  await expect(page).toHaveURL(/\/snkey$/);
  const keys = ['TAC01', 'B2C3D', 'E4F5G', 'H6J7K', 'L8M9N'];
  for (const [i, key] of keys.entries()) {
    await page.getByRole('textbox', { name: hidden.snkey.key.replace('{{n}}', String(i + 1)) }).fill(key.toLowerCase());
  }
  await page.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(page.getByText(en.common.success, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/snkey$/);
  for (const [i, key] of keys.entries()) {
    await expect(page.getByRole('textbox', { name: hidden.snkey.key.replace('{{n}}', String(i + 1)) })).toHaveValue(key);
  }
});

test('/up: the upgrade password lets another model’s image in, then the device restarts', async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto('/login');
  await fillLogin(page, FACTORY);
  // The factory-key login lands on /snkey; going on before it has answered would race it.
  await expect(page).toHaveURL(/\/snkey$/);
  await page.goto('/up');
  await page.getByLabel(hidden.up.password).fill(UPGRADE_PASSWORD());
  await page.getByRole('button', { name: hidden.up.unlock, exact: true }).click();
  await expect(page.getByText(fill(hidden.up.modeOn, { minutes: UPGRADE_MODE_MINUTES }))).toBeVisible();
  await page.getByLabel(machine.firmware.file).setInputFiles(firmware('TAC-OTHER', 'V4.0.0'));
  await upgradeConfirmed(page, 'V4.0.0');
  await restartsToLogin(page);
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(page.getByRole('main').getByText('V4.0.0', { exact: true })).toBeVisible();
});

test('the three screens fit a 375 px phone in a right-to-left language, without serious a11y findings', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, ADMIN);
  // The stored language (@tac/i18n LANGUAGE_STORAGE_KEY) takes effect with the next load.
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  for (const path of [MACHINE_PATHS.firmwareUpgrade, MACHINE_PATHS.initialization, MACHINE_PATHS.restart]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page), path).toEqual([]);
  }
});
