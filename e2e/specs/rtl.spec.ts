import type { Browser, Locator, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login } from '../support/fixtures';
import { animationsEnded } from '../support/settled';
import arShell from '../../shared/i18n/src/locales/ar/shell.json';
import arCommon from '../../shared/i18n/src/locales/ar/common.json';
import arUsers from '../../remotes/users/src/locales/ar.json';
import arAccess from '../../remotes/access-control/src/locales/ar.json';
import { ACCESS_CONTROL_PATHS, BASIC_SETUP_PATHS, USER_PATHS, userPage } from '../support/paths';

/**
 * Arabic at desktop width: the whole console mirrors. One login for the file; the tests
 * run in order on that page.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;
const errors: string[] = [];

async function openArabic(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const p = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  p.on('pageerror', (err) => errors.push(err.message));
  await login(p, ADMIN);
  await p.evaluate(() => localStorage.setItem('lang', 'ar'));
  await p.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(p.locator('html')).toHaveAttribute('dir', 'rtl');
  return p;
}

test.beforeAll(async ({ browser }, info) => {
  page = await openArabic(browser, info.project.use.baseURL);
});

test.afterAll(async () => {
  await page.close();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

const box = async (locator: Locator) => {
  await animationsEnded(locator.page());
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${String(locator)}`);
  return b;
};

test('the sidebar stands at the right edge, the screen to its left', async () => {
  const aside = page.locator('aside');
  await expect(aside.getByRole('navigation', { name: arShell.sidebar.navigation })).toBeVisible();
  const side = await box(aside);
  const main = await box(page.getByRole('main'));
  expect(side.x + side.width).toBeCloseTo(1280, 0);
  expect(main.x + main.width).toBeLessThanOrEqual(side.x + 1);
  // In the navbar the sidebar toggle comes first, at the right; the user menu at the left.
  const toggle = await box(page.getByRole('button', { name: arShell.sidebar.collapse }));
  const userMenu = await box(page.getByRole('button', { name: arShell.navbar.userMenu }));
  expect(toggle.x).toBeGreaterThan(userMenu.x);
});

test('the breadcrumb reads right to left and its separator points left', async () => {
  const trail = page.getByRole('navigation', { name: arShell.navbar.breadcrumb });
  const [section, screen] = await trail.getByRole('listitem').all();
  expect((await box(section!)).x).toBeGreaterThan((await box(screen!)).x);
  // The chevron's tip (middle of its path) lies left of its two ends, in screen coordinates.
  const pointsLeft = await trail.locator('svg').first().evaluate((svg: SVGSVGElement) => {
    const path = svg.querySelector('path, polyline') as SVGGeometryElement;
    const matrix = path.getScreenCTM()!;
    const at = (length: number) => {
      const p = path.getPointAtLength(length);
      return new DOMPoint(p.x, p.y).matrixTransform(matrix).x;
    };
    const total = path.getTotalLength();
    return at(total / 2) < at(0) && at(total / 2) < at(total);
  });
  expect(pointsLeft).toBe(true);
});

test('counts are written in the Arabic number format', async ({ request }) => {
  const info = await goform(request, 'SetInfoParam', {}, await apiLogin(request, ADMIN));
  const records = Number(info.RecordCount);
  expect(records).toBeGreaterThanOrEqual(1000);
  const arabic = await page.evaluate((n) => new Intl.NumberFormat('ar').format(n), records);
  // Grouped digits: proof that the figure went through Intl, not String().
  expect(arabic).not.toBe(String(records));
  await expect(page.getByRole('main').getByText(arabic, { exact: true })).toBeVisible();
});

test('the language list opens towards the page, and dialog buttons are mirrored', async () => {
  const userMenu = page.getByRole('button', { name: arShell.navbar.userMenu });
  await userMenu.click();
  await page.getByRole('menuitem', { name: arShell.navbar.language }).click();
  const languages = page.getByRole('menu').filter({ has: page.getByRole('menuitemradio') });
  await expect(languages).toBeVisible();
  const menu = await box(page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: arShell.navbar.logout }) }));
  // The user menu sits at the left: the list opens to its right (overlapping its edge a little).
  expect((await box(languages)).x).toBeGreaterThan(menu.x + menu.width / 2);
  // Every name starts at the right, Latin ones too.
  const end = async (name: string) => {
    const b = await box(languages.getByText(name, { exact: true }));
    return b.x + b.width;
  };
  expect(await end('English')).toBeCloseTo(await end('العربية'), 0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await userMenu.click();
  await page.getByRole('menuitem', { name: arShell.navbar.logout }).click();
  const dialog = page.getByRole('alertdialog', { name: arShell.navbar.logoutTitle });
  await expect(dialog).toBeVisible();
  const cancel = await box(dialog.getByRole('button', { name: arCommon.cancel }));
  const confirm = await box(dialog.getByRole('button', { name: arCommon.confirm }));
  // Cancel comes first in reading order: at the right.
  expect(cancel.x).toBeGreaterThan(confirm.x);
  const title = await box(dialog.getByRole('heading', { name: arShell.navbar.logoutTitle }));
  const content = await box(dialog);
  expect(content.x + content.width - (title.x + title.width)).toBeLessThan(title.x - content.x);
  await dialog.getByRole('button', { name: arCommon.cancel }).click();
  await expect(dialog).toBeHidden();
});

test('the fingerprint hands stay a picture of real hands: left on the left, thumbs inwards', async () => {
  await page.goto(userPage(USER_PATHS.fingerprint, 1));
  const left = page.getByRole('group', { name: arUsers.fingerprint.left, exact: true });
  const right = page.getByRole('group', { name: arUsers.fingerprint.right, exact: true });
  const names = arUsers.fingerprint.fingerNames;
  await expect(right.getByRole('button', { name: names.right.thumb })).toBeVisible();
  expect((await box(left)).x).toBeLessThan((await box(right)).x);
  // Palms down, each thumb is its hand's finger nearest the other hand, the little fingers outermost.
  const xOf = async (finger: Locator) => {
    const b = await box(finger);
    return b.x + b.width / 2;
  };
  const rightFingers = await Promise.all(Object.values(names.right).map((name) => xOf(right.getByRole('button', { name }))));
  const leftFingers = await Promise.all(Object.values(names.left).map((name) => xOf(left.getByRole('button', { name }))));
  expect(rightFingers[0]).toBe(Math.min(...rightFingers));
  expect(rightFingers[4]).toBe(Math.max(...rightFingers));
  expect(leftFingers[0]).toBe(Math.max(...leftFingers));
  expect(leftFingers[4]).toBe(Math.min(...leftFingers));
});

test('a time zone’s week bars start at the right: 00:00 is the right end of the day', async () => {
  await page.goto(ACCESS_CONTROL_PATHS.timezone);
  const monday = (edge: string) => page.getByRole('textbox', { name: `${arAccess.days.mon.long} ${edge}`, exact: true });
  await monday(arAccess.timeZone.start).fill('00:00');
  await monday(arAccess.timeZone.end).fill('06:00');
  const week = page.getByRole('list', { name: arAccess.timeZone.picture.replace('{{zone}}', '1') });
  // The picture follows the form as it is typed (nothing is saved here).
  const track = week.getByRole('listitem').first().locator('[aria-hidden="true"]');
  const bar = track.locator('div');
  await expect(async () => {
    const t = await box(track);
    const b = await box(bar);
    expect(b.width).toBeLessThan(t.width / 2);
    expect(b.x + b.width).toBeCloseTo(t.x + t.width, 0);
  }).toPass();
});

test('the copy to the working days fills Sunday to Thursday, the days its button names, clicked twice as once', async () => {
  // On the Time Zone page the test before left, Monday typed as 00:00–06:00.
  const day = (d: keyof typeof arAccess.days, edge: string) => page.getByRole('textbox', { name: `${arAccess.days[d].long} ${edge}`, exact: true });
  const friday = await day('fri', arAccess.timeZone.end).inputValue();
  const saturday = await day('sat', arAccess.timeZone.end).inputValue();
  expect([friday, saturday]).not.toContain('06:00');
  const copy = page.getByRole('button', { name: arAccess.timeZone.copyToWorkingDaysDay.replace('{{day}}', arAccess.days.mon.long), exact: true });
  await expect(copy).toHaveText(arAccess.timeZone.copyToWorkingDays);
  await copy.dblclick();
  for (const d of ['sun', 'tue', 'wed', 'thu'] as const) await expect(day(d, arAccess.timeZone.end)).toHaveValue('06:00');
  await expect(day('fri', arAccess.timeZone.end)).toHaveValue(friday);
  await expect(day('sat', arAccess.timeZone.end)).toHaveValue(saturday);
});

test('on a phone the menu drawer slides in from the right', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: arShell.sidebar.expand }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: arShell.sidebar.navigation })).toBeVisible();
  await expect(async () => {
    const b = await box(drawer);
    expect(b.x + b.width).toBeCloseTo(375, 0);
    expect(b.x).toBeGreaterThan(0);
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('on a phone the header still names the device: its address whole, the serial giving way, mirrored beside the user menu', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  const header = page.getByRole('banner');
  const device = header.getByTitle(/ \(\d+\.\d+\.\d+\.\d+\)$/);
  await expect(device).toBeVisible();
  // A screen reader hears which terminal this is: "Device: <serial> (<IP>)" in Arabic.
  await expect(device).toContainText(arShell.navbar.device);
  const address = device.getByText(/^\(\d+\.\d+\.\d+\.\d+\)$/);
  const addressBox = await box(address);
  expect(await address.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  // Mirrored: between the sidebar toggle at the right and the user menu at the left.
  const toggle = await box(header.getByRole('button', { name: arShell.sidebar.expand }));
  const userMenu = await box(header.getByRole('button', { name: arShell.navbar.userMenu }));
  expect(addressBox.x).toBeGreaterThanOrEqual(userMenu.x + userMenu.width - 1);
  expect(addressBox.x + addressBox.width).toBeLessThanOrEqual(toggle.x + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
