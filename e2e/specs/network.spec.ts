import type { Locator, Page } from '@playwright/test';
import dataReport from '../../remotes/data-report/src/locales/en.json';
import machine from '../../remotes/machine/src/locales/en.json';
import network from '../../remotes/network/src/locales/en.json';
import users from '../../remotes/users/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, login, openFromSidebar, saveForm, reloadScreen } from '../support/fixtures';
import { en } from '../support/texts';
import { MACHINE_PATHS, NETWORK_PATHS } from '../support/paths';
import { offScreen } from '../support/offScreen';
import { distDir } from '../support/registry';

/** Opens a screen of this section from the sidebar. */
const open = (page: Page, label: string): Promise<Locator> => openFromSidebar(page, 'network', label);

const n = network;
const menu = network.menu;
const change = en.shell.networkChange;

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

test('Ethernet: a gateway change is applied, confirmed by itself and kept', async ({ page }) => {
  let main = await open(page, menu.ethernet);
  // A value of its own, so a retry on the same device still changes something.
  const gateway = `192.168.0.${2 + (test.info().retry % 50)}`;
  await expect(main.getByLabel(n.ethernet.fields.gateway)).not.toHaveValue('');
  await main.getByLabel(n.ethernet.fields.gateway).fill(gateway);
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await page.getByRole('alertdialog', { name: n.change.confirmTitle }).getByRole('button', { name: n.change.apply }).click();
  const pending = main.getByRole('region', { name: change.title });
  await expect(pending.getByRole('timer')).toContainText('seconds');
  await expect(main.getByText(n.change.outcome.kept)).toBeVisible({ timeout: 10_000 });
  main = await reloadScreen(page, menu.ethernet);
  await expect(main.getByLabel(n.ethernet.fields.gateway)).toHaveValue(gateway);
  await expect(main.getByRole('region', { name: change.title })).toHaveCount(0);
});

test('Ethernet: a new address offers its login page; Revert brings the old one back', async ({ page }) => {
  // Addresses of their own, so a retry on the same device still changes something.
  const base = 77 + 2 * test.info().retry;
  const [address, other] = [`192.168.0.${base}`, `192.168.0.${base + 1}`];
  let main = await open(page, menu.ethernet);
  await expect(main.getByLabel(n.ethernet.fields.ip)).not.toHaveValue('');
  await main.getByLabel(n.ethernet.fields.ip).fill(address);
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await page.getByRole('alertdialog', { name: n.change.confirmTitle }).getByRole('button', { name: n.change.apply }).click();
  const prompt = page.getByRole('alertdialog', { name: change.title });
  await expect(prompt).toContainText(change.message);
  await prompt.getByRole('button', { name: n.change.stay }).click();
  const pending = main.getByRole('region', { name: change.title });
  await expect(pending.getByRole('link', { name: `Reconnect at ${address}` })).toHaveAttribute(
    'href',
    new RegExp(`//${address.replaceAll('.', '\\.')}(:\\d+)?/login\\?redirect=%2Fnetwork%2Fethernet$`),
  );
  // A reload (as after reconnecting) still shows the pending change and its countdown.
  main = await reloadScreen(page, menu.ethernet);
  await expect(main.getByRole('region', { name: change.title }).getByRole('timer')).toBeVisible();
  await main.getByRole('button', { name: change.keep }).click();
  await expect(main.getByText(n.change.outcome.kept)).toBeVisible();
  main = await reloadScreen(page, menu.ethernet);
  await expect(main.getByLabel(n.ethernet.fields.ip)).toHaveValue(address);
  // Revert from the console that made the change.
  await main.getByLabel(n.ethernet.fields.ip).fill(other);
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  await page.getByRole('alertdialog', { name: n.change.confirmTitle }).getByRole('button', { name: n.change.apply }).click();
  await page.getByRole('alertdialog', { name: change.title }).getByRole('button', { name: n.change.stay }).click();
  await main.getByRole('button', { name: change.revert }).click();
  await expect(main.getByText(n.change.outcome.reverted)).toBeVisible();
  main = await reloadScreen(page, menu.ethernet);
  await expect(main.getByLabel(n.ethernet.fields.ip)).toHaveValue(address);
});

test.describe('a terminal whose window is short (NET_ROLLBACK_S=15)', () => {
  let device: { baseUrl: string; stop: () => Promise<void> } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const { startDeviceServer, FAST_SIMULATION } = await import('../../scripts/lib/device-server.mjs');
    device = await startDeviceServer({ distDir, env: { ...FAST_SIMULATION, NET_ROLLBACK_S: '15' }, quiet: true });
  });
  test.afterAll(async () => device?.stop());
  test.use({ baseURL: async ({ baseURL: served }, provide) => provide(device?.baseUrl ?? served) });

  test('Ethernet: a pending change is visible on another page, also after a reload and in a second tab, and reverted by itself with a notice and an audit entry saying so', async ({ page }) => {
    test.setTimeout(90_000);
    const address = `192.168.0.${120 + test.info().retry}`;
    let main = await open(page, menu.ethernet);
    await expect(main.getByLabel(n.ethernet.fields.ip)).not.toHaveValue('');
    const before = await main.getByLabel(n.ethernet.fields.ip).inputValue();
    await main.getByLabel(n.ethernet.fields.ip).fill(address);
    await main.getByRole('button', { name: en.common.save, exact: true }).click();
    await page.getByRole('alertdialog', { name: n.change.confirmTitle }).getByRole('button', { name: n.change.apply }).click();
    await page.getByRole('alertdialog', { name: change.title }).getByRole('button', { name: n.change.stay }).click();

    // Elsewhere in the console: the countdown, Keep, Revert and where to reconnect.
    await openFromSidebar(page, 'users', users.menu.userList);
    let banner = page.getByRole('region', { name: change.title });
    await expect(banner.getByRole('timer')).toContainText('seconds');
    await expect(banner.getByRole('button', { name: change.keep })).toBeVisible();
    await expect(banner.getByRole('button', { name: change.revert })).toBeVisible();
    await expect(banner.getByRole('link', { name: `Reconnect at ${address}` })).toHaveAttribute('href', /\/login\?redirect=%2Fnetwork%2Fethernet$/);
    // A reload keeps it all (issue 34 #25).
    await page.reload();
    banner = page.getByRole('region', { name: change.title });
    await expect(banner.getByRole('button', { name: change.revert })).toBeVisible();
    await expect(banner.getByRole('link', { name: `Reconnect at ${address}` })).toBeVisible();
    // So does a second tab of the console.
    const second = await page.context().newPage();
    await second.goto('/user/userList');
    await expect(second.getByRole('region', { name: change.title }).getByRole('button', { name: change.revert })).toBeVisible();
    await second.close();

    // Nobody keeps it: the device puts the previous address back, and the page says so.
    await expect(page.getByRole('status').filter({ hasText: change.outcome.restored })).toBeVisible({ timeout: 30_000 });
    await expect(banner).toHaveCount(0);
    main = await open(page, menu.ethernet);
    await expect(main.getByLabel(n.ethernet.fields.ip)).toHaveValue(before);

    main = await openFromSidebar(page, 'data-report', dataReport.menu.auditLog);
    await main.getByLabel(dataReport.audit.kind, { exact: true }).selectOption(dataReport.audit.kinds.settingsReverted);
    await main.getByRole('button', { name: dataReport.search.submit }).click();
    const row = main
      .getByRole('table', { name: dataReport.audit.title })
      .getByRole('row')
      .filter({ has: page.getByRole('listitem').filter({ hasText: `${n.ethernet.fields.ip}: ${address} → ${before}` }) })
      .first();
    await expect(row.getByRole('cell', { name: dataReport.audit.kinds.settingsReverted, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: dataReport.audit.automatic, exact: true })).toBeVisible();
    // The address of the browser that made the change, not an empty one.
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });
});

test('Internet: /network leads here; a DNS change is saved and kept', async ({ page }) => {
  await page.goto(NETWORK_PATHS.base);
  await expect(page).toHaveURL(/\/network\/internet$/);
  let main = await open(page, menu.internet);
  await expect(main.getByLabel(n.ethernet.fields.ip)).toBeDisabled();
  await main.getByLabel(n.ethernet.fields.dns).fill('9.9.9.9');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.internet);
  await expect(main.getByLabel(n.ethernet.fields.dns)).toHaveValue('9.9.9.9');
});

test('Wi-Fi: the AP password is kept, never shown back; Choose Wi-Fi joins a network after a failed try', async ({ page }) => {
  let main = await open(page, menu.wifi);
  await main.getByLabel(n.wifi.fields.appassword).fill('terminal-01');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.wifi);
  // The device keeps the password and never answers it: the field comes back empty and says so.
  await expect(main.getByLabel(n.wifi.fields.appassword)).toHaveValue('');
  await expect(main.getByLabel(n.wifi.fields.appassword)).toHaveAccessibleDescription(new RegExp(`^${n.wifi.passwordKeep.split(':')[0]}`));

  main = await open(page, menu.chooseWifi);
  const networks = main.getByRole('list', { name: n.chooseWifi.listLabel });
  await expect(networks.getByRole('listitem')).toHaveCount(5);
  await main.getByRole('button', { name: 'Choose TAC-Office' }).click();
  const join = main.getByRole('form', { name: 'Join TAC-Office' });
  await join.getByLabel(n.chooseWifi.password).fill('wrong-password');
  await join.getByRole('button', { name: n.wifiConnect.connect }).click();
  await page.getByRole('alertdialog', { name: 'Connect to TAC-Office?' }).getByRole('button', { name: n.wifiConnect.connect, exact: true }).click();
  await expect(main.getByText('The device could not connect to TAC-Office and is back in AP mode.')).toBeVisible();
  // Back in AP mode: the link line says so, and no network of the list is marked.
  await expect(main.getByText(n.wifiLink.notConnected)).toBeVisible();
  await expect(networks.getByText(n.chooseWifi.connected, { exact: true })).toHaveCount(0);
  await join.getByLabel(n.chooseWifi.password).fill('tac-office');
  await join.getByRole('button', { name: n.wifiConnect.connect }).click();
  await page.getByRole('alertdialog', { name: 'Connect to TAC-Office?' }).getByRole('button', { name: n.wifiConnect.connect, exact: true }).click();
  await expect(main.getByText('The device is connected to TAC-Office.')).toBeVisible();
  // The link line and the list say which network the device joined, in words.
  await expect(main.getByText('Connected to TAC-Office', { exact: true })).toBeVisible();
  await expect(networks.getByRole('listitem').filter({ hasText: 'TAC-Office' }).getByText(n.chooseWifi.connected, { exact: true })).toBeVisible();

  const wifiAnswer = page.waitForResponse((response) => response.url().includes('/goform/SetWirless'));
  main = await open(page, menu.wifi);
  // The stored password never comes back to the browser (walk #22); the form says one is kept.
  expect(await (await wifiAnswer).text()).not.toContain('tac-office');
  await expect(main.getByRole('radio', { name: n.wifi.options.mode.station })).toBeChecked();
  await expect(main.getByLabel(n.wifi.fields.ssid)).toHaveValue('TAC-Office');
  await expect(main.getByLabel(n.wifi.fields.password)).toHaveValue('');
  await expect(main.getByLabel(n.wifi.fields.password)).toHaveAccessibleDescription(new RegExp(`^${n.wifi.passwordKeep.split(':')[0]}`));
  await expect(main.getByText('Connected to TAC-Office', { exact: true })).toBeVisible();
  await expect(main.getByText(/^IP address \d+\.\d+\.\d+\.\d+ · Signal -\d+ dBm/)).toBeVisible();
});

test('Add Wi-Fi: an open network from the preset list', async ({ page }) => {
  const main = await open(page, menu.addWifi);
  await main.getByLabel(n.addWifi.preset).selectOption({ label: n.addWifi.presets.open });
  await main.getByLabel(n.addWifi.ssid).fill('TAC-Guest');
  await main.getByRole('button', { name: n.wifiConnect.connect }).click();
  await page.getByRole('alertdialog', { name: 'Connect to TAC-Guest?' }).getByRole('button', { name: n.wifiConnect.connect, exact: true }).click();
  await expect(main.getByText('The device is connected to TAC-Guest.')).toBeVisible();
});

test('Communication Mode, Secu One and Cloud keep what was saved', async ({ page }) => {
  let main = await open(page, menu.commMode);
  await main.getByRole('spinbutton', { name: n.commMode.fields.port, exact: true }).fill('5055');
  await main.getByRole('radio', { name: n.commMode.options.servertype.url }).check({ force: true });
  await main.getByLabel(n.commMode.fields.serverurl).fill('https://att.example.com/push');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.commMode);
  await expect(main.getByRole('spinbutton', { name: n.commMode.fields.port, exact: true })).toHaveValue('5055');
  await expect(main.getByLabel(n.commMode.fields.serverurl)).toHaveValue('https://att.example.com/push');

  main = await open(page, menu.securityOne);
  const service = main.getByRole('checkbox', { name: n.securityOne.fields.restswitch });
  await expect(main.getByLabel(n.securityOne.fields.restport)).not.toHaveValue('');
  if (!(await service.isChecked())) await main.getByText(n.securityOne.fields.restswitch).click();
  await main.getByLabel(n.securityOne.fields.restserver).fill('secuone.example.com');
  await main.getByLabel(n.securityOne.fields.restkey).fill('KEY-42');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.securityOne);
  await expect(main.getByRole('checkbox', { name: n.securityOne.fields.restswitch })).toBeChecked();
  await expect(main.getByLabel(n.securityOne.fields.restserver)).toHaveValue('secuone.example.com');

  main = await open(page, menu.cloud);
  await main.getByLabel(n.cloud.fields.cloudcode).fill('CLOUD-7');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.cloud);
  await expect(main.getByLabel(n.cloud.fields.cloudcode)).toHaveValue('CLOUD-7');
});

test('Bluetooth: the name is kept; a found reader is connected and grouped', async ({ page }) => {
  let main = await open(page, menu.bluetooth);
  await main.getByLabel(n.bluetooth.fields.address).fill('Door-1');
  await saveForm(page, main);
  main = await reloadScreen(page, menu.bluetooth);
  await expect(main.getByLabel(n.bluetooth.fields.address)).toHaveValue('Door-1');

  await main.getByRole('button', { name: n.bluetooth.search }).click();
  const found = main.getByRole('list', { name: n.bluetooth.foundList });
  await expect(found.getByRole('listitem')).toHaveCount(3);
  // A reader not connected yet (a retry on the same device finds the earlier one connected).
  const first = found.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Connect / }) }).first();
  const mac = (await first.locator('span').first().textContent())?.trim() ?? '';
  await first.getByRole('button', { name: /^Connect / }).click();
  await expect(found.getByRole('listitem').filter({ hasText: mac }).getByText(n.bluetooth.connected)).toBeVisible();
  const table = main.getByRole('table', { name: n.bluetooth.devices });
  await expect(table.getByRole('row', { name: new RegExp(mac) })).toContainText(n.bluetooth.unauthorized);
  await main.getByRole('combobox', { name: `Route of ${mac}` }).selectOption('2');
  main = await reloadScreen(page, menu.bluetooth);
  await expect(main.getByRole('combobox', { name: `Route of ${mac}` })).toHaveValue('2');
});

/** Where a box ends on the right, at 1280 px where the content column starts beside the sidebar. */
async function rightEdge(locator: Locator) {
  const b = (await locator.boundingBox())!;
  return b.x + b.width;
}

test('Wi-Fi and Choose Wi-Fi at 1280 px: their buttons sit by the form and the list, not at the far edge; the breadcrumb names Wi-Fi', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const main = page.getByRole('main');
  await page.goto(NETWORK_PATHS.wifi);
  const form = main.getByRole('form', { name: n.wifi.title });
  await expect(form).toBeVisible();
  expect(await rightEdge(main.getByRole('link', { name: n.addWifi.title }))).toBeLessThanOrEqual((await rightEdge(form)) + 1);

  await page.goto(NETWORK_PATHS.chooseWifi);
  const list = main.getByRole('list', { name: n.chooseWifi.listLabel });
  await expect(list).toBeVisible();
  expect(await rightEdge(main.getByRole('button', { name: n.chooseWifi.rescan }))).toBeLessThanOrEqual((await rightEdge(list)) + 1);
  await expect(page.getByRole('navigation', { name: en.shell.navbar.breadcrumb })).toHaveText(new RegExp(`${menu.wifi}.*${menu.chooseWifi}`));
});

test('one content width at 1280 px: Bluetooth\'s device table and search button, and Backup and Restore\'s text, end where the Ethernet form does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(NETWORK_PATHS.ethernet);
  const main = page.getByRole('main');
  // The form column every screen but a wide one keeps to.
  const column = await rightEdge(main.getByRole('form', { name: n.ethernet.title }));

  await page.goto(NETWORK_PATHS.bluetooth);
  const table = main.getByRole('table', { name: n.bluetooth.devices });
  await expect(table).toBeVisible();
  expect(await rightEdge(table)).toBeLessThanOrEqual(column + 1);
  expect(await rightEdge(main.getByRole('button', { name: n.bluetooth.search }))).toBeLessThanOrEqual(column + 1);

  await page.goto(MACHINE_PATHS.backupRestore);
  const backup = main.getByRole('region', { name: machine.backup.backupHeading });
  await expect(backup).toBeVisible();
  expect(await rightEdge(backup)).toBeLessThanOrEqual(column + 1);
});

test.describe('on a 375 px phone in Arabic', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Bluetooth shows each device as a card, its route select on screen', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto(NETWORK_PATHS.bluetooth);
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: /./ }).getByRole('combobox').first()).toBeVisible();
    expect(await offScreen(page), 'Bluetooth cuts off').toEqual([]);
  });
});
