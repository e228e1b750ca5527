import type { Locator, Page } from '@playwright/test';
import advancedSetup from '../../remotes/advanced-setup/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, login, openFromSidebar, saveForm, reloadScreen } from '../support/fixtures';
import { en } from '../support/texts';
import { ADVANCED_SETUP_PATHS } from '../support/paths';
import { offScreen } from '../support/offScreen';

/** Opens a screen of this section from the sidebar. */
const open = (page: Page, label: string): Promise<Locator> => openFromSidebar(page, 'advanced-setup', label);

const a = advancedSetup;
const menu = advancedSetup.menu;

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

test('Attendance: a range is kept, one out of bounds is refused with a message', async ({ page }) => {
  let main = await open(page, menu.attendance);
  const range = main.getByLabel(a.attendance.fields.duplicatepunch);
  await range.fill('251');
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(main.getByText('Enter a number of at most 250')).toBeVisible();
  await range.fill('17');
  await main.getByLabel(a.attendance.fields.logalarm).fill('4321');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.attendance);
  await expect(main.getByLabel(a.attendance.fields.duplicatepunch)).toHaveValue('17');
  await expect(main.getByLabel(a.attendance.fields.logalarm)).toHaveValue('4321');
});

test("Time Setup: the clock shown runs; one click sets the device to this computer's date", async ({ page }) => {
  let main = await open(page, menu.timeSetup);
  const time = main.getByRole('textbox', { name: a.timeSetup.fields.time, exact: true });
  await expect(time).not.toHaveValue('');
  const opened = await time.inputValue();
  await expect(time).not.toHaveValue(opened, { timeout: 3000 });
  // Typed in the device's date format (the factory's YYYY-MM-DD), one digit will do; shown back in it.
  await main.getByLabel(a.timeSetup.fields.date).fill('2031-5-6');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.timeSetup);
  await expect(main.getByLabel(a.timeSetup.fields.date)).toHaveValue('2031-05-06');
  await main.getByRole('button', { name: a.timeSetting.useComputerTime }).click();
  await expect(page.getByText(en.common.success, { exact: true }).first()).toBeVisible();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  main = await reloadScreen(page, menu.timeSetup);
  await expect(main.getByLabel(a.timeSetup.fields.date)).toHaveValue(today);
});

test('Time Setup: network time against a server that does not answer says so; manual time comes back', async ({ page }) => {
  const main = await open(page, menu.timeSetup);
  const ntp = a.timeSetup.options.timemode;
  await main.getByRole('radio', { name: ntp.ntp, exact: true }).check({ force: true });
  await expect(main.getByLabel(a.timeSetup.fields.date)).toHaveCount(0);
  await main.getByRole('textbox', { name: a.timeSetup.fields.ntpserver1 }).fill('127.0.0.1');
  // The discard port: nothing serves time there on the loopback.
  await main.getByRole('spinbutton', { name: a.timeSetup.fields.ntpport }).fill('9');
  await saveForm(page, main);
  const status = main.getByRole('region', { name: a.timeSetting.status.title });
  await expect(status.getByRole('alert')).toHaveText(a.timeSetting.errors.refused, { timeout: 10_000 });
  await expect(status.getByText(a.timeSetting.status.never)).toBeVisible();
  await main.getByRole('radio', { name: ntp.manual, exact: true }).check({ force: true });
  await saveForm(page, main);
  await expect(main.getByLabel(a.timeSetup.fields.date)).toBeVisible();
  await expect(status).toHaveCount(0);
});

test('DST: week format shows week and weekday instead of the day, and is kept', async ({ page }) => {
  let main = await open(page, menu.dst);
  await main.getByLabel(a.dst.fields.mode).selectOption({ label: a.dst.options.mode.week });
  await expect(main.getByLabel(a.dst.fields.startday)).toHaveCount(0);
  await main.getByLabel(a.dst.fields.startweek, { exact: true }).selectOption({ label: a.dst.options.startweek['2'] });
  await main.getByLabel(a.dst.fields.offset).selectOption({ label: '+2 hours' });
  await saveForm(page, main);
  main = await reloadScreen(page, menu.dst);
  await expect(main.getByLabel(a.dst.fields.mode)).toHaveValue('week');
  await expect(main.getByLabel(a.dst.fields.startweek, { exact: true })).toHaveValue('2');
  await expect(main.getByLabel(a.dst.fields.offset)).toHaveValue('2');
  await main.getByLabel(a.dst.fields.mode).selectOption({ label: a.dst.options.mode.disable });
  await expect(main.getByLabel(a.dst.fields.startmonth)).toHaveCount(0);
});

test('DST: a 6th weekday and +0 hours are asked about before saving, and kept when confirmed', async ({ page }) => {
  let main = await open(page, menu.dst);
  await main.getByLabel(a.dst.fields.mode).selectOption({ label: a.dst.options.mode.week });
  await main.getByLabel(a.dst.fields.startmonth, { exact: true }).selectOption({ label: 'February' });
  await main.getByLabel(a.dst.fields.startweek, { exact: true }).selectOption({ label: a.dst.options.startweek['6'] });
  await main.getByLabel(a.dst.fields.offset).selectOption({ label: '+0 hours' });
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: en.common.saveAnywayTitle });
  await expect(dialog.getByRole('listitem')).toHaveText([
    a.dst.warnings.neverExists.replace('{{edge}}', a.dst.start),
    a.dst.warnings.noShift,
  ]);
  await dialog.getByRole('button', { name: en.common.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.saveAnyway }).click();
  await expect(page.getByText(en.common.success, { exact: true }).first()).toBeVisible();
  main = await reloadScreen(page, menu.dst);
  await expect(main.getByLabel(a.dst.fields.startweek, { exact: true })).toHaveValue('6');
  await expect(main.getByLabel(a.dst.fields.offset)).toHaveValue('0');
});

test('Attendance Status: a renamed label is kept, a repeated one refused', async ({ page }) => {
  let main = await open(page, menu.attendanceStatus);
  const third = main.getByRole('textbox', { name: /^Status 2\b/ });
  await third.fill('IN');
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(main.getByText(a.applyStatus.duplicate)).toBeVisible();
  await third.fill('LUNCH-OUT');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.attendanceStatus);
  await expect(main.getByRole('textbox', { name: /^Status 2\b/ })).toHaveValue('LUNCH-OUT');
});

test('Status Change: a start time is kept, under the status label', async ({ page }) => {
  let main = await open(page, menu.statusChange);
  await main.getByLabel('IN, Saturday', { exact: true }).fill('07:30');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.statusChange);
  await expect(main.getByLabel('IN, Saturday', { exact: true })).toHaveValue('07:30');
});

test('Status Change: a refused time says why under its input and moves no other day', async ({ page }) => {
  const main = await open(page, menu.statusChange);
  const sunday = main.getByLabel('OUT, Sunday', { exact: true });
  await expect(sunday).toBeVisible();
  const before = await sunday.boundingBox();
  await main.getByLabel('IN, Monday', { exact: true }).fill('08:00');
  await main.getByLabel('OUT, Monday', { exact: true }).fill('08:00');
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(main.getByText(a.statusChange.sameTime).first()).toBeVisible();
  const after = await sunday.boundingBox();
  expect(after!.x).toBe(before!.x);
  expect(after!.width).toBe(before!.width);
});

test('Print Setup: printout and baud rate are kept', async ({ page }) => {
  let main = await open(page, menu.printSetup);
  await main.getByText(a.printSetup.fields.printswitch, { exact: true }).click();
  await main.getByLabel(a.printSetup.fields.baudrate).selectOption('115200');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.printSetup);
  await expect(main.getByRole('checkbox', { name: a.printSetup.fields.printswitch })).toBeChecked();
  await expect(main.getByLabel(a.printSetup.fields.baudrate)).toHaveValue('115200');
});

test('Work Mode and Authorization Mode are kept, each without touching the other', async ({ page }) => {
  let main = await open(page, menu.workMode);
  await main.getByText(a.workMode.options.workmode.access, { exact: true }).click();
  await saveForm(page, main);
  main = await open(page, menu.authorizationMode);
  await main.getByText(a.authorizationMode.options.authmode.server, { exact: true }).click();
  await saveForm(page, main);
  main = await reloadScreen(page, menu.authorizationMode);
  await expect(main.getByRole('radio', { name: a.authorizationMode.options.authmode.server, exact: true })).toBeChecked();
  main = await open(page, menu.workMode);
  await expect(main.getByRole('radio', { name: a.workMode.options.workmode.access, exact: true })).toBeChecked();
});

test('Wiegand Pairing waits for the reader, which then joins the authorization list unauthorized', async ({ page }) => {
  const main = await open(page, menu.wiegandPairing);
  await main.getByRole('button', { name: a.pairing.start }).click();
  await expect(page.getByRole('alertdialog', { name: a.pairing.waiting })).toBeVisible();
  await expect(main.getByText(a.pairing.paired)).toBeVisible({ timeout: 15_000 });
  const mac = (await main.getByText(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/).textContent()) ?? '';
  await main.getByRole('link', { name: a.pairing.authorizeIt }).click();
  const row = page.getByRole('main').getByRole('row').filter({ hasText: mac });
  await expect(row).toContainText(a.authorization.unauthorized);
});

for (const [label, mac] of [
  [menu.wiegandAuthorization, '00:1B:3C:10:00:02'],
  [menu.bluetoothAuthorization, '00:1B:3C:20:00:02'],
] as const) {
  test(`${label}: authorize a device after confirming, then cancel it again`, async ({ page }) => {
    let main = await open(page, label);
    const row = () => main.getByRole('row').filter({ hasText: mac });
    await expect(row()).toContainText(a.authorization.unauthorized);
    await main.getByRole('checkbox', { name: `Select ${mac}` }).check({ force: true });
    await main.getByRole('button', { name: a.authorization.authorize }).click();
    const dialog = page.getByRole('alertdialog', { name: a.authorization.authorizeTitle });
    await dialog.getByRole('button', { name: a.authorization.authorize }).click();
    await expect(row()).toContainText(a.authorization.authorized);
    main = await reloadScreen(page, label);
    await expect(row()).not.toContainText(a.authorization.unauthorized);
    await main.getByRole('checkbox', { name: `Select ${mac}` }).check({ force: true });
    await main.getByRole('button', { name: a.authorization.cancel }).click();
    await page.getByRole('alertdialog', { name: a.authorization.cancelTitle }).getByRole('button', { name: a.authorization.cancel }).click();
    await expect(row()).toContainText(a.authorization.unauthorized);
  });
}

test.describe('on a 375 px phone in a right-to-left language', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the wide tables scroll inside the page, which does not scroll sideways', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('lang', 'he'));
    for (const path of [ADVANCED_SETUP_PATHS.statusChange, ADVANCED_SETUP_PATHS.wiegandAuthorization, ADVANCED_SETUP_PATHS.dst, ADVANCED_SETUP_PATHS.timeSetting]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('status')).toHaveCount(0);
      await expect(main.getByRole('button').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('in Arabic every day, device and column stays on screen: one day at a time, devices as cards', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    for (const path of [ADVANCED_SETUP_PATHS.statusChange, ADVANCED_SETUP_PATHS.wiegandAuthorization, ADVANCED_SETUP_PATHS.bluetoothAuthorization]) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('status')).toHaveCount(0);
      await expect(main.getByRole('button').first()).toBeVisible();
      expect(await offScreen(page), `${path} cuts off`).toEqual([]);
    }
  });
});
