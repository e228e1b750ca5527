import type { Locator, Page } from '@playwright/test';
import accessControl from '../../remotes/access-control/src/locales/en.json';
import arAccessControl from '../../remotes/access-control/src/locales/ar.json';
import users from '../../remotes/users/src/locales/en.json';
import arCommon from '../../shared/i18n/src/locales/ar/common.json';
import arShell from '../../shared/i18n/src/locales/ar/shell.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login, openFromSidebar, screenLoaded, saveForm, watchPage } from '../support/fixtures';
import { en, fill } from '../support/texts';
import { ACCESS_CONTROL_PATHS } from '../support/paths';
import { offScreen } from '../support/offScreen';

/** Opens a screen of this section from the sidebar and waits until it holds the device's values. */
const open = async (page: Page, label: string): Promise<Locator> => {
  await openFromSidebar(page, 'access-control', label);
  return screenLoaded(page, label);
};

const ac = accessControl;
const doorTexts = en.common.doorState;
const menu = accessControl.menu;

/** Gives a time zone hours on the device directly, so each test stands on its own. */
async function zoneInUse(page: Page, id: number, start: string, end: string) {
  const request = page.request;
  const token = await apiLogin(request, ADMIN);
  const answer = await goform(request, 'GetTimeIntervalInfo', { id: String(id), monstart: start, monend: end }, token);
  expect(answer.code).toBe('success');
}

/** A day's Start or End: named by the day's row and the column. */
const time = (main: Locator, day: string, edge: string) => main.getByRole('textbox', { name: `${day} ${edge}`, exact: true });

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

test('Time Zone: takes 8:00 and 17 as typed, saves them and shows them as the device keeps them', async ({ page }) => {
  let main = await open(page, menu.timeZone);
  await main.getByLabel(ac.timeZone.fields.id, { exact: true }).selectOption('5');
  await time(main, ac.days.mon.long, ac.timeZone.start).fill('8:00');
  await time(main, ac.days.mon.long, ac.timeZone.end).fill('17');
  await saveForm(page, main);
  await page.reload();
  main = await screenLoaded(page, menu.timeZone);
  await main.getByLabel(ac.timeZone.fields.id, { exact: true }).selectOption('5');
  await expect(time(main, ac.days.mon.long, ac.timeZone.start)).toHaveValue('08:00');
  await expect(time(main, ac.days.mon.long, ac.timeZone.end)).toHaveValue('17:00');
});

test('Time Zone: a week copied from Monday is kept and drawn', async ({ page }) => {
  let main = await open(page, menu.timeZone);
  await main.getByLabel(ac.timeZone.fields.id, { exact: true }).selectOption('4');
  await time(main, ac.days.mon.long, ac.timeZone.start).fill('07:30');
  await time(main, ac.days.mon.long, ac.timeZone.end).fill('19:00');
  await main.getByRole('button', { name: `${ac.timeZone.copyToAll}: ${ac.days.mon.long}` }).click();
  await time(main, ac.days.sun.long, ac.timeZone.start).fill('00:00');
  await time(main, ac.days.sun.long, ac.timeZone.end).fill('00:00');
  // An end before its start is refused before anything is sent.
  await time(main, ac.days.sat.long, ac.timeZone.end).fill('06:00');
  const saturday = { start: time(main, ac.days.sat.long, ac.timeZone.start), end: time(main, ac.days.sat.long, ac.timeZone.end) };
  const sundayEndBefore = await time(main, ac.days.sun.long, ac.timeZone.end).boundingBox();
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(main.getByText(ac.timeZone.endBeforeStart)).toBeVisible();
  // The message sits under its input: Start and End stay side by side, the columns where they were.
  const [start, end] = [await saturday.start.boundingBox(), await saturday.end.boundingBox()];
  expect(end!.y).toBe(start!.y);
  expect((await time(main, ac.days.sun.long, ac.timeZone.end).boundingBox())!.x).toBe(sundayEndBefore!.x);
  await time(main, ac.days.sat.long, ac.timeZone.end).fill('12:00');
  await saveForm(page, main);

  await page.reload();
  main = await screenLoaded(page, menu.timeZone);
  await main.getByLabel(ac.timeZone.fields.id, { exact: true }).selectOption('4');
  await expect(time(main, ac.days.fri.long, ac.timeZone.end)).toHaveValue('19:00');
  const week = main.getByRole('list', { name: 'Week of time zone 4' });
  await expect(week.getByRole('listitem').nth(0)).toContainText('07:30–19:00');
  await expect(week.getByRole('listitem').nth(5)).toContainText('07:30–12:00');
  await expect(week.getByRole('listitem').nth(6)).toContainText(ac.week.closed);
});

test("Group ('TZ Group'): a group's time zones are kept; only zones in use are offered", async ({ page }) => {
  await zoneInUse(page, 5, '08:00', '17:00');
  let main = await open(page, en.common.timeZoneGroup);
  await main.getByLabel(ac.group.fields.id, { exact: true }).selectOption('2');
  const slot2 = main.getByLabel('Time 2', { exact: true });
  await expect(slot2.getByRole('option', { name: 'Time zone 5', exact: true })).toHaveCount(1);
  await expect(slot2.getByRole('option', { name: 'Time zone 30', exact: true })).toHaveCount(0);
  await main.getByLabel('Time 1', { exact: true }).selectOption('1');
  await slot2.selectOption('5');
  await saveForm(page, main);

  await page.reload();
  main = await screenLoaded(page, en.common.timeZoneGroup);
  const row = main.getByRole('table').getByRole('row').nth(2);
  // Each zone with its hours under its number.
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^1\D/);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^5Mon \u206608:00–17:00\u2069/);
  await main.getByRole('button', { name: 'Edit group 2' }).click();
  await expect(main.getByLabel('Time 2', { exact: true })).toHaveValue('5');
});

test('Holidays: a holiday added in the console is listed, and named on the Time Zone screen with a link back', async ({ page }) => {
  let main = await open(page, menu.holidays);
  await main.getByRole('button', { name: ac.holidays.add, exact: true }).click();
  const form = main.getByRole('form');
  await form.getByRole('textbox', { name: new RegExp(`^${ac.holidays.fields.name}`) }).fill('Founders Day');
  await form.getByRole('textbox', { name: new RegExp(`^${ac.holidays.fields.start}`) }).fill('2027-05-04');
  await form.getByRole('textbox', { name: new RegExp(`^${ac.holidays.fields.start}`) }).press('Tab');
  await expect(form.getByRole('textbox', { name: new RegExp(`^${ac.holidays.fields.end}`) })).toHaveValue('2027-05-04');
  await saveForm(page, main);
  const named = ac.holidays.withClosed.replace('{{name}}', 'Founders Day');
  await expect(main.getByRole('row', { name: new RegExp(named.replace(/[()]/g, '\\$&')) })).toBeVisible();

  main = await open(page, menu.timeZone);
  await main.getByLabel(ac.timeZone.fields.id, { exact: true }).selectOption('1');
  const link = main.getByRole('link', { name: new RegExp(named.replace(/[()]/g, '\\$&')) });
  await expect(link).toBeVisible();
  await link.click();
  await screenLoaded(page, menu.holidays);
});

test('Holidays: a holiday added while another console adds one in the same free row keeps both', async ({ page }) => {
  const token = await apiLogin(page.request, ADMIN);
  const rows = (await goform(page.request, 'SetHolidayInfo', {}, token)).items as { id: number; name: string }[];
  const free = rows.find((r) => r.name === '')!;
  const main = await open(page, menu.holidays);
  await main.getByRole('button', { name: ac.holidays.add, exact: true }).click();
  const elsewhere = { id: String(free.id), name: 'Inventory', start: '2027-06-01', end: '2027-06-01' };
  expect((await goform(page.request, 'GetHolidayInfo', elsewhere, token)).code).toBe('success');

  const form = main.getByRole('form');
  await form.getByRole('textbox', { name: new RegExp(`^${ac.holidays.fields.name}`) }).fill('Harvest Day');
  await form.getByRole('textbox', { name: new RegExp(`^${ac.holidays.fields.start}`) }).fill('2027-09-20');
  await form.getByRole('textbox', { name: new RegExp(`^${ac.holidays.fields.start}`) }).press('Tab');
  await saveForm(page, main);
  for (const name of ['Inventory', 'Harvest Day']) {
    await expect(main.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
});

test('Normally Open and Normally Close: a zone is kept in one schedule and kept out of the other', async ({ page }) => {
  await zoneInUse(page, 6, '12:00', '13:00');
  let main = await open(page, menu.normallyOpen);
  await main.getByRole('checkbox', { name: 'Time zone 6', exact: true }).check({ force: true });
  await saveForm(page, main);
  await page.reload();
  main = await screenLoaded(page, menu.normallyOpen);
  await expect(main.getByRole('checkbox', { name: 'Time zone 6', exact: true })).toBeChecked();

  main = await open(page, menu.normallyClose);
  await expect(main.getByRole('checkbox', { name: 'Time zone 6', exact: true })).toBeDisabled();
  await main.getByRole('checkbox', { name: 'Time zone 1', exact: true }).check({ force: true });
  await saveForm(page, main);
  await page.reload();
  main = await screenLoaded(page, menu.normallyClose);
  await expect(main.getByRole('checkbox', { name: 'Time zone 1', exact: true })).toBeChecked();
});

test('Access Setup: relay and Wiegand settings are kept; inapplicable fields are disabled', async ({ page }) => {
  let main = await open(page, menu.accessSetup);
  const header = main.getByLabel(ac.accessSetup.fields.fixedwiegand);
  await expect(header).toBeDisabled();
  await main.getByLabel(ac.accessSetup.fields.wiegandformat).selectOption('fixedheader');
  await header.fill('170');
  await main.getByLabel(ac.accessSetup.fields.relaydelay).fill('9');
  await main.getByRole('radio', { name: ac.accessSetup.options.byteorder.little }).check({ force: true });
  await saveForm(page, main);

  await page.reload();
  main = await screenLoaded(page, menu.accessSetup);
  await expect(main.getByLabel(ac.accessSetup.fields.relaydelay)).toHaveValue('9');
  await expect(main.getByLabel(ac.accessSetup.fields.fixedwiegand)).toHaveValue('170');
  await expect(main.getByRole('radio', { name: ac.accessSetup.options.byteorder.little })).toBeChecked();
  await main.getByLabel(ac.accessSetup.fields.relaymode).selectOption('none');
  await expect(main.getByLabel(ac.accessSetup.fields.relaydelay)).toBeDisabled();
});

test("Access Setup: the sensor delay applies with a door sensor, is kept, and is the door's held-open delay", async ({ page }) => {
  let main = await open(page, menu.accessSetup);
  const sensorDelay = () => main.getByLabel(ac.accessSetup.fields.sensordelay);
  await expect(sensorDelay()).toBeDisabled();
  await main.getByRole('checkbox', { name: ac.accessSetup.fields.doorsensor }).check({ force: true });
  await expect(sensorDelay()).toBeEnabled();
  await sensorDelay().fill('30');
  await saveForm(page, main);

  await page.reload();
  main = await screenLoaded(page, menu.accessSetup);
  await expect(sensorDelay()).toHaveValue('30');
  const request = page.request;
  const token = await apiLogin(request, ADMIN);
  expect(await goform(request, 'GetDoorState', {}, token)).toMatchObject({ sensor: 'closed', sensordelay: 30 });
  // The other tests of this device find the door as the factory leaves it: no sensor.
  expect((await goform(request, 'GetAccessControl', { doorsensor: '0', sensordelay: '10' }, token)).code).toBe('success');
});

test('Init Card: after confirmation the device issues a new admin card number, still shown after a reload', async ({ page }) => {
  const main = await open(page, menu.initCard);
  await main.getByRole('button', { name: ac.initCard.action }).click();
  const dialog = page.getByRole('alertdialog', { name: ac.initCard.confirmTitle });
  await dialog.getByRole('button', { name: ac.initCard.confirm, exact: true }).click();
  const issued = main.getByText(/^New admin card number: \d+$/);
  await expect(issued).toBeVisible();
  const card = (await issued.textContent())?.replace(/\D/g, '') ?? '';
  await page.reload();
  await expect(main.getByText(ac.initCard.currentCard.replace('{{card}}', card), { exact: true })).toBeVisible();
});

test('Door: kept open after confirmation the door shows unlocked by the operator, then back on its schedule', async ({ page }) => {
  const main = await open(page, menu.door);
  const relay = main.getByLabel(doorTexts.relay, { exact: true });
  const mode = main.getByLabel(ac.door.mode, { exact: true });
  await expect(relay).toHaveText(doorTexts.relayStates.locked);
  // What the schedule gives now (the access group's time zones, which other tests of this device set).
  await expect(mode).not.toHaveText(ac.door.modes.override);
  const scheduled = (await mode.textContent()) ?? '';
  for (const [action, relayState, modeText] of [
    ['keepOpen', doorTexts.relayStates.unlocked, ac.door.modes.override],
    ['schedule', doorTexts.relayStates.locked, scheduled],
  ] as const) {
    await main.getByRole('button', { name: ac.door.actions[action], exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: ac.door.actions[action] });
    await dialog.getByRole('button', { name: ac.door.actions[action], exact: true }).click();
    await expect(relay).toHaveText(relayState);
    await expect(mode).toHaveText(modeText);
  }
});

/** The door with its sensor on and the emulator in test mode (its door simulation answers); both put back after the test. */
async function doorToTrip(page: Page) {
  const token = await apiLogin(page.request, ADMIN);
  const before = await goform(page.request, 'SetAccessControl', {}, token);
  const debug = await goform(page.request, 'SetDebugParam', {}, token);
  expect((await goform(page.request, 'GetAccessControl', { doorsensor: '1' }, token)).code).toBe('success');
  expect((await goform(page.request, 'GetDebugParam', { mode: 'test' })).code).toBe('success');
  return {
    trip: async (event: string) => expect((await goform(page.request, 'test_door', { event }, token)).code).toBe('success'),
    restore: async () => {
      await goform(page.request, 'GetAccessControl', { doorsensor: String(before.doorsensor) }, token);
      await goform(page.request, 'GetDebugParam', { mode: String(debug.mode) });
    },
  };
}

test('Door, live: a second console sees the door open and close, and a forced-open alarm comes and goes in both without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  const door = await doorToTrip(page);
  const other = await (await browser.newContext({ baseURL })).newPage();
  const otherErrors: string[] = [];
  watchPage(other, otherErrors);
  try {
    await login(other, ADMIN);
    const watching = await open(other, menu.door);
    const relay = watching.getByLabel(doorTexts.relay, { exact: true });
    const sensor = watching.getByLabel(doorTexts.sensor, { exact: true });
    await expect(sensor).toHaveText(doorTexts.sensorStates.closed);

    const main = await open(page, menu.door);
    await main.getByRole('button', { name: ac.door.actions.open, exact: true }).click();
    await page.getByRole('alertdialog', { name: ac.door.actions.open }).getByRole('button', { name: ac.door.actions.open, exact: true }).click();
    await expect(relay).toHaveText(doorTexts.relayStates.unlocked);
    await expect(sensor).toHaveText(doorTexts.sensorStates.open);
    await expect(sensor).toHaveText(doorTexts.sensorStates.closed);
    await expect(relay).toHaveText(doorTexts.relayStates.locked, { timeout: 10_000 });

    // The alarm on another page of the one and the Door screen of the other.
    await openFromSidebar(page, 'users', users.menu.userList);
    await door.trip('forceOpen');
    const alarm = fill(en.shell.doorAlarm.title, { door: 1, alarm: doorTexts.alarmNames.forcedOpen });
    const banners = [page, other].map((p) => p.getByRole('region', { name: en.shell.doorAlarm.region }));
    for (const banner of banners) await expect(banner.getByRole('alert')).toContainText(alarm, { timeout: 2000 });
    await banners[0]!.getByRole('button', { name: fill(ac.door.acknowledge, { alarm: doorTexts.alarmNames.forcedOpen }) }).click();
    for (const banner of banners) await expect(banner).toBeHidden({ timeout: 2000 });
    expect(otherErrors).toEqual([]);
  } finally {
    await other.context().close();
    await door.restore();
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('every Access Control screen fits the width of a phone', async ({ page }) => {
    const screens: [string, string][] = [
      [ACCESS_CONTROL_PATHS.timezone, menu.timeZone],
      [ACCESS_CONTROL_PATHS.group, en.common.timeZoneGroup],
      [ACCESS_CONTROL_PATHS.holidays, menu.holidays],
      [ACCESS_CONTROL_PATHS.normallyOpen, menu.normallyOpen],
      [ACCESS_CONTROL_PATHS.access, menu.accessSetup],
      [ACCESS_CONTROL_PATHS.initCard, menu.initCard],
      [ACCESS_CONTROL_PATHS.door, menu.door],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await screenLoaded(page, title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('in Arabic nothing is clipped: groups and holidays as cards with their buttons, a time zone one day at a time', async ({ page }) => {
    // A group naming four zones with hours: as a table, its widest row.
    for (const id of [1, 2, 3, 4]) await zoneInUse(page, id, '08:00', '18:00');
    const token = await apiLogin(page.request, ADMIN);
    expect((await goform(page.request, 'GetGroupInfo', { id: '1', time1: '1', time2: '2', time3: '3', time4: '4' }, token)).code).toBe('success');
    // A holiday giving zone 1 another zone's hours for two groups: the widest card of the Holidays screen.
    const holiday = { id: '32', name: 'Inventory', start: '2027-12-24', end: '2028-01-02', repeat: 'yearly', action: 'zone', zone: '2', zones: '1,3', groups: '1,2' };
    expect((await goform(page.request, 'GetHolidayInfo', holiday, token)).code).toBe('success');
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    for (const path of [ACCESS_CONTROL_PATHS.group, ACCESS_CONTROL_PATHS.holidays, ACCESS_CONTROL_PATHS.timezone]) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('button', { name: /./ }).last()).toBeVisible();
      await expect(main.getByRole('status')).toHaveCount(0);
      expect(await offScreen(page), `${path} cuts off`).toEqual([]);
    }
    // One day's Start and End on the phone, not seven stacked blocks.
    await expect(page.getByRole('main').getByRole('textbox', { name: new RegExp(`${arAccessControl.timeZone.start}$`) })).toHaveCount(1);
  });

  test('in Arabic the door alarm banner reads right to left and fits, its Acknowledge in reach', async ({ page }) => {
    const door = await doorToTrip(page);
    try {
      await page.evaluate(() => localStorage.setItem('lang', 'ar'));
      await page.goto(ACCESS_CONTROL_PATHS.door);
      await door.trip('tamper');
      const alert = page.getByRole('region', { name: arShell.doorAlarm.region }).getByRole('alert');
      const title = alert.getByText(fill(arShell.doorAlarm.title, { door: 1, alarm: arCommon.doorState.alarmNames.tamper }));
      const acknowledge = alert.getByRole('button', { name: fill(arAccessControl.door.acknowledge, { alarm: arCommon.doorState.alarmNames.tamper }) });
      await expect(acknowledge).toBeVisible({ timeout: 2000 });
      const [box, icon, text] = await Promise.all([alert.boundingBox(), alert.locator('svg').first().boundingBox(), title.boundingBox()]);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      // Mirrored: the alarm's icon stands at the right, before the text.
      expect(icon!.x).toBeGreaterThan(text!.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await acknowledge.click();
      await expect(alert).toBeHidden({ timeout: 2000 });
    } finally {
      await door.restore();
    }
  });
});
