import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import advancedSetup from '../../remotes/advanced-setup/src/locales/en.json';
import machine from '../../remotes/machine/src/locales/en.json';
import network from '../../remotes/network/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, login, openFromSidebar, reloadScreen, saveForm } from '../support/fixtures';

const b = machine.backup;
const attendance = (page: Page) => openFromSidebar(page, 'advanced-setup', advancedSetup.menu.attendance);

interface BackupFile {
  header: { serial: string };
  body: { settings: { kaoqin: { duplicatepunch: number }; ethernet: { ip: string } } };
}

/** Logs in as the administrator and downloads the settings backup: the screen, the download, where it is saved and what it holds. */
async function downloadBackup(page: Page) {
  await login(page, ADMIN);
  const main = await openFromSidebar(page, 'machine', machine.menu.backupRestore);
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: b.download, exact: true }).click();
  const download = await downloading;
  const path = await download.path();
  return { main, download, path, file: JSON.parse(readFileSync(path, 'utf8')) as BackupFile };
}

test('Backup and Restore: back up, change a setting, restore the file, see the setting back', async ({ page }) => {
  test.setTimeout(60_000);
  const backup = await downloadBackup(page);
  const { download, path, file } = backup;
  let { main } = backup;
  expect(download.suggestedFilename()).toMatch(/^backup_\w+_\d{4}-\d{2}-\d{2}\.json$/);
  const saved = file.body.settings.kaoqin.duplicatepunch;
  const changed = saved === 42 ? 43 : 42;

  main = await attendance(page);
  await main.getByLabel(advancedSetup.attendance.fields.duplicatepunch).fill(String(changed));
  await saveForm(page, main);

  main = await openFromSidebar(page, 'machine', machine.menu.backupRestore);
  await main.getByLabel(b.file).setInputFiles(path);
  const table = main.getByRole('table', { name: b.changesLabel });
  // Named as the Attendance screen names it: the shell loads that section's texts for this screen.
  const row = table.getByRole('row').filter({ hasText: advancedSetup.attendance.fields.duplicatepunch });
  await expect(row.getByRole('cell')).toHaveText([advancedSetup.menu.attendance, advancedSetup.attendance.fields.duplicatepunch, String(changed), String(saved)]);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(main.getByText(b.noUsers)).toBeVisible();

  await main.getByRole('button', { name: b.restore, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: b.confirmTitle });
  await dialog.getByRole('button', { name: b.restore, exact: true }).click();
  await expect(main.getByText(b.restored.replace('{{changes}}', '1'))).toBeVisible();

  main = await attendance(page);
  main = await reloadScreen(page, advancedSetup.menu.attendance);
  await expect(main.getByLabel(advancedSetup.attendance.fields.duplicatepunch)).toHaveValue(String(saved));
});

test('Backup and Restore: a file changed by hand is said to be foreign and restores only once trusted', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const backup = await downloadBackup(page);
  const { file } = backup;
  let { main } = backup;
  const edited = file.body.settings.kaoqin.duplicatepunch === 44 ? 45 : 44;
  file.body.settings.kaoqin.duplicatepunch = edited;
  const path = testInfo.outputPath('edited-backup.json');
  writeFileSync(path, JSON.stringify(file));

  await main.getByLabel(b.file).setInputFiles(path);
  await expect(main.getByRole('alert')).toContainText(b.foreignOther);
  const restore = main.getByRole('button', { name: b.restore, exact: true });
  await expect(restore).toBeDisabled();
  await main.getByText(b.trustForeign).click();
  await expect(restore).toBeEnabled();
  await restore.click();
  await page.getByRole('alertdialog', { name: b.confirmTitle }).getByRole('button', { name: b.restore, exact: true }).click();
  await expect(main.getByText(b.restored.replace('{{changes}}', '1'))).toBeVisible();

  main = await attendance(page);
  main = await reloadScreen(page, advancedSetup.menu.attendance);
  await expect(main.getByLabel(advancedSetup.attendance.fields.duplicatepunch)).toHaveValue(String(edited));
});

test('Backup and Restore: another device’s file restores without its network settings, which are not ticked at first', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const backup = await downloadBackup(page);
  const { file } = backup;
  let { main } = backup;
  // The same configuration as another terminal of the fleet would have it: its own serial and address.
  const serial = file.header.serial === '0000000000000002' ? '0000000000000003' : '0000000000000002';
  const edited = file.body.settings.kaoqin.duplicatepunch === 46 ? 47 : 46;
  const ownIp = file.body.settings.ethernet.ip;
  file.header.serial = serial;
  file.body.settings.kaoqin.duplicatepunch = edited;
  file.body.settings.ethernet.ip = ownIp === '192.168.0.220' ? '192.168.0.221' : '192.168.0.220';
  const path = testInfo.outputPath('other-device-backup.json');
  writeFileSync(path, JSON.stringify(file));

  await main.getByLabel(b.file).setInputFiles(path);
  const choice = main.getByRole('group', { name: b.groupsLegend });
  await expect(choice.getByRole('note')).toHaveText(b.otherDevice.replace('{{serial}}', serial));
  await expect(choice.getByRole('checkbox', { name: network.menu.ethernet, exact: true })).not.toBeChecked();
  await expect(choice.getByRole('checkbox', { name: advancedSetup.menu.attendance, exact: true })).toBeChecked();
  const table = main.getByRole('table', { name: b.changesLabel });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(advancedSetup.menu.attendance);

  await main.getByText(b.trustForeign).click();
  await main.getByRole('button', { name: b.restore, exact: true }).click();
  await page.getByRole('alertdialog', { name: b.confirmTitle }).getByRole('button', { name: b.restore, exact: true }).click();
  await expect(main.getByText(b.restored.replace('{{changes}}', '1'))).toBeVisible();

  main = await openFromSidebar(page, 'network', network.menu.ethernet);
  await expect(main.getByLabel(network.ethernet.fields.ip)).toHaveValue(ownIp);
  main = await attendance(page);
  await expect(main.getByLabel(advancedSetup.attendance.fields.duplicatepunch)).toHaveValue(String(edited));
});
