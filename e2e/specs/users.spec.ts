import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import users from '../../remotes/users/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login, openFromSidebar, saveForm } from '../support/fixtures';
import { en } from '../support/texts';
import { USER_PATHS, userPage } from '../support/paths';

/** Opens a screen of this section from the sidebar. */
const open = (page: Page, label: string): Promise<Locator> => openFromSidebar(page, 'users', label);

const u = users;
const menu = users.menu;

/** A field of the user form by the start of its label (required ones carry an indicator). */
const field = (main: Locator, label: string) =>
  main.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** A fresh user made through the device, so each test owns its data. */
async function makeUser(request: Parameters<typeof apiLogin>[0], userid: string, username: string) {
  const token = await apiLogin(request, ADMIN);
  const answer = await goform(request, 'adduser', { userid, username, overwrite: '1' }, token);
  expect(answer.code).toBe('success');
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

test('User List: pages served by the device, search, delete selected after confirmation', async ({ page, request }) => {
  await makeUser(request, '900101', 'Delete Me E2E');
  const main = await open(page, menu.userList);
  await expect(main.getByRole('columnheader', { name: u.userList.fields.userid })).toBeVisible();
  await expect(main.getByText('Page 1 of')).toBeVisible();
  await main.getByRole('button', { name: en.common.pager.next }).click();
  await expect(main.getByText('Page 2 of')).toBeVisible();

  await main.getByRole('searchbox', { name: u.list.search }).fill('Delete Me E2E');
  await expect(main.getByText(en.common.pager.position_one.replace('{{page}}', '1').replace('{{pages}}', '1').replace('{{rows}}', '1'), { exact: true })).toBeVisible();
  await main.getByRole('button', { name: u.list.deleteSelected }).click();
  await expect(page.getByText(en.errors.userDelInfo)).toBeVisible();
  await main.getByRole('row').filter({ hasText: 'Delete Me E2E' }).getByRole('checkbox').click();
  await main.getByRole('button', { name: u.list.deleteSelected }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.delete }).click();
  await expect(main.getByText(u.list.empty)).toBeVisible();
  await page.reload();
  await page.getByRole('main').getByRole('searchbox', { name: u.list.search }).fill('Delete Me E2E');
  await expect(page.getByRole('main').getByText(u.list.empty)).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('User List: each user is a card with Edit and Delete on screen, and both work; a long name ends in …', async ({ page, request }) => {
    const name = 'MAXIMILIANE WOLKENSTEINS';
    await makeUser(request, '900111', name);
    await page.goto(`${USER_PATHS.userList}?search=900111`);
    const main = page.getByRole('main');
    const card = main.getByRole('listitem', { name });
    await expect(main.getByRole('table')).toHaveCount(0);
    const edit = card.getByRole('link', { name: 'Edit user 900111' });
    const remove = card.getByRole('button', { name: 'Delete user 900111' });
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expect(remove).toBeInViewport({ ratio: 1 });
    const shown = card.getByTitle(name);
    expect(await shown.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    // The name's full width, laid out on its own, is wider than the room the card gives it.
    const fullWidth = await shown.evaluate((el) => {
      const free = el.cloneNode(true) as HTMLElement;
      free.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none;white-space:nowrap';
      el.parentElement!.append(free);
      const width = free.getBoundingClientRect().width;
      free.remove();
      return width;
    });
    expect(fullWidth).toBeGreaterThan((await shown.boundingBox())!.width);

    await edit.click();
    await expect(page).toHaveURL(/\/user\/userEdit\?id=900111$/);
    await page.goBack();
    await card.getByRole('button', { name: 'Delete user 900111' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.common.delete }).click();
    await expect(main.getByText(u.list.empty)).toBeVisible();
  });
});

test('Add User: saved and kept after reload; adding the same ID again asks first', async ({ page }) => {
  let main = await open(page, menu.addUser);
  await field(main, u.userList.fields.userid).fill('900201');
  await field(main, u.userList.fields.username).fill('Added In E2E');
  await field(main, u.userList.fields.cardid).fill('7700201');
  await saveForm(page, main);
  await expect(page).toHaveURL(/\/user\/userEdit\?id=900201$/);
  await page.reload();
  main = page.getByRole('main');
  await expect(field(main, u.userList.fields.username)).toHaveValue('Added In E2E');
  await expect(field(main, u.userList.fields.cardid)).toHaveValue('7700201');

  main = await open(page, menu.addUser);
  await field(main, u.userList.fields.userid).fill('900201');
  await field(main, u.userList.fields.username).fill('Someone Else');
  await main.getByRole('button', { name: en.common.save, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(u.form.existsReplace);
  await dialog.getByRole('button', { name: en.common.cancel }).click();
  await page.goto(userPage(USER_PATHS.userEdit, 900201));
  await expect(field(page.getByRole('main'), u.userList.fields.username)).toHaveValue('Added In E2E');
});

test('User Edit from the list: a new name is kept; face enrolment waits, then succeeds', async ({ page, request }) => {
  await makeUser(request, '900301', 'Edit Me E2E');
  let main = await open(page, menu.userList);
  await main.getByRole('searchbox', { name: u.list.search }).fill('900301');
  await main.getByRole('link', { name: 'Edit user 900301' }).click();
  await expect(main.getByRole('heading', { name: u.form.editTitle })).toBeVisible();
  await field(main, u.userList.fields.username).fill('Edited In E2E');
  await saveForm(page, main);
  await page.reload();
  main = page.getByRole('main');
  await expect(field(main, u.userList.fields.username)).toHaveValue('Edited In E2E');

  await main.getByRole('button', { name: u.face.enrol }).click();
  await expect(page.getByText(u.capture.done)).toBeVisible();
  await expect(main.getByText(u.face.enrolled, { exact: true })).toBeVisible();
});

test('Fingerprints: enrol the right thumb (the waiting screen names it), kept after reload, then delete it', async ({ page, request }) => {
  await makeUser(request, '900401', 'Finger E2E');
  await page.goto(userPage(USER_PATHS.userEdit, 900401));
  const main = page.getByRole('main');
  await main.getByRole('link', { name: u.fingerprint.manage }).click();
  const thumb = main.getByRole('group', { name: u.fingerprint.right }).getByRole('button', { name: u.fingerprint.fingerNames.right.thumb });
  await expect(thumb).toHaveAccessibleDescription('FP1, not enrolled');
  await thumb.click();
  await main.getByRole('button', { name: u.fingerprint.enrol, exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: u.fingerprint.place.right.thumb })).toBeVisible();
  await expect(page.getByText(u.capture.done)).toBeVisible();
  await page.reload();
  await expect(thumb).toHaveAccessibleDescription('FP1, enrolled');
  await thumb.click();
  await main.getByRole('button', { name: u.fingerprint.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.delete }).click();
  await expect(thumb).toHaveAccessibleDescription('FP1, not enrolled');
});

test('Identify mode per user: the chosen mode is kept', async ({ page, request }) => {
  await makeUser(request, '900501', 'Identify E2E');
  await page.goto(userPage(USER_PATHS.identify, 900501));
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: u.userList.fields.identifymode }).selectOption({ label: u.identifyModes.card });
  await saveForm(page, main);
  await page.reload();
  await expect(page.getByRole('main').getByRole('combobox', { name: u.userList.fields.identifymode })).toHaveValue('2');
});

test('Import and export CSV: checked rows are added, then appear in the exported file', async ({ page }) => {
  const main = await open(page, menu.userList);
  await main.getByRole('button', { name: u.import.open }).click();
  const dialog = page.getByRole('dialog', { name: u.import.title });
  await dialog.getByLabel(u.import.choose).setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('userid,username,cardid\n900601,Imported One,7700601\n900602,Imported Two,\n'),
  });
  await expect(dialog.getByText('2 users ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 users' }).click();
  await expect(dialog.getByText('2 users imported.')).toBeVisible();
  await dialog.getByRole('button', { name: en.common.close, exact: true }).click();

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: u.list.export }).click();
  const exported = await download;
  // Named for the device and the day (walk #21), so exports of several terminals stay apart.
  expect(exported.suggestedFilename()).toMatch(/^users_\w+_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await exported.path(), 'utf8');
  expect(text).toContain('900601,Imported One,7700601');
  expect(text).toContain('900602,Imported Two,');
});
