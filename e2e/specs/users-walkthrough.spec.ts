import type { Locator, Page } from '@playwright/test';
import { CARD_DIGITS, USERID_MAX, USERID_MIN, USERNAME_MAX } from '@tac/goform/contract';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import users from '../../remotes/users/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, login } from '../support/fixtures';
import { en, fill } from '../support/texts';
import { BASIC_SETUP_PATHS, USER_PATHS, userPage } from '../support/paths';

/** What a new administrator tripped over in the User section (issue 17), where the browser matters. */

const u = users;

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN);
});

/** The box of a locator, which must be on the page. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test.describe('between 768 and 852 px (the mobile layout)', () => {
  test.use({ viewport: { width: 820, height: 900 } });

  test('the user list offers the add-user icon to /user/userEdit, not the desktop Add', async ({ page }) => {
    await page.goto(USER_PATHS.userList);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: u.list.addUser })).toHaveAttribute('href', USER_PATHS.userEdit);
    await expect(main.getByRole('link', { name: en.common.add, exact: true })).toHaveCount(0);
  });
});

test('a user name counts characters as the device does: 24 emoji are full, a 25th is said to be too long', async ({ page }) => {
  await page.goto(USER_PATHS.addUser);
  const name = page.getByRole('main').getByRole('textbox', { name: new RegExp(`^${u.userList.fields.username}`) });
  await name.fill('🌸'.repeat(24));
  await expect(name).toHaveValue('🌸'.repeat(24));
  await expect(page.getByRole('main').getByText(en.common.textFull)).toBeVisible();
  await name.press('End');
  await name.pressSequentially('🌸');
  await expect(name).toHaveValue('🌸'.repeat(25));
  await expect(page.getByRole('main').getByText(en.common.textTooLong.replace('{{max}}', '24'))).toBeVisible();
});

test('the list keeps its place in the address: Edit → Back and a reload show the same page', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  for (let i = 0; i < 25; i++) {
    expect((await goform(request, 'adduser', { userid: String(910_000 + i), username: `Place ${i}`, overwrite: '1' }, token)).code).toBe('success');
  }
  await page.goto(`${USER_PATHS.userList}?search=Place&page=2`);
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox', { name: u.list.search })).toHaveValue('Place');
  await main.getByRole('link', { name: 'Edit user 910020' }).click();
  await expect(page).toHaveURL(userPage(USER_PATHS.userEdit, 910020));
  await main.getByRole('link', { name: en.common.back }).click();
  await expect(page).toHaveURL(`${USER_PATHS.userList}?search=Place&page=2`);
  await expect(main.getByRole('link', { name: 'Edit user 910020' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Edit user 910020' })).toBeVisible();
});

/** The import dialog with a file whose rows have problems. */
async function importWithProblems(page: Page) {
  await page.goto(USER_PATHS.userList);
  await page.getByRole('main').getByRole('button', { name: u.import.open }).click();
  const dialog = page.getByRole('dialog', { name: u.import.title });
  await dialog.getByLabel(u.import.choose).setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('userid,username,cardid\n0,Zero Id,\n920001,A name far longer than the twenty-four characters,abc\n920002,Fine,\n'),
  });
  await expect(dialog.getByText('2 rows have problems: correct the file and choose it again.')).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`the import dialog at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows every problem whole, offers the chooser again, and is no taller than its content', async ({ page }) => {
      const dialog = await importWithProblems(page);
      await expect(dialog.getByRole('button', { name: u.import.chooseAgain })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Import 1 user' })).toBeDisabled();
      const table = await box(dialog.getByRole('table'));
      const scroller = await box(dialog.locator('table').locator('..'));
      // The table fits its scroll area: no column runs off the side.
      expect(table.x + table.width).toBeLessThanOrEqual(scroller.x + scroller.width + 1);
      const problems = [
        fill(u.import.problems.userid, { min: USERID_MIN, max: USERID_MAX }),
        fill(u.import.problems.username, { maxLength: USERNAME_MAX }),
        fill(u.import.problems.cardid, { maxLength: CARD_DIGITS }),
      ];
      for (const problem of problems) {
        const cell = await box(dialog.getByText(problem));
        expect(cell.x).toBeGreaterThanOrEqual(scroller.x - 1);
        expect(cell.x + cell.width).toBeLessThanOrEqual(scroller.x + scroller.width + 1);
      }
      const content = await box(page.locator('[role="dialog"]'));
      expect(content.height).toBeLessThan(viewport.height - 40);
    });
  });
}

test('Edit User shows the User ID as a value: no required mark, filled unlike the inputs', async ({ page, request }) => {
  const token = await apiLogin(request, ADMIN);
  expect((await goform(request, 'adduser', { userid: '930001', username: 'Read Only', overwrite: '1' }, token)).code).toBe('success');
  await page.goto(userPage(USER_PATHS.userEdit, 930001));
  const userid = page.getByRole('main').getByRole('textbox', { name: u.userList.fields.userid, exact: true });
  await expect(userid).toHaveValue('930001');
  await expect(userid).not.toHaveAttribute('required');
  await expect(page.getByRole('main').locator('label', { hasText: u.userList.fields.userid })).toHaveText(u.userList.fields.userid);
  // Filled like a value, unlike the boxes to type into.
  const background = (input: Locator) => input.evaluate((element) => getComputedStyle(element).backgroundColor);
  const username = page.getByRole('main').getByRole('textbox', { name: new RegExp(`^${u.userList.fields.username}`) });
  expect(await background(userid)).not.toBe(await background(username));
});

test('System Info at 1280 px: Refresh sits by the figures, not at the far edge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  const main = page.getByRole('main');
  const refresh = await box(main.getByRole('button', { name: basicSetup.systemInfo.refresh }));
  const figures = await box(main.getByText(basicSetup.systemInfo.SerialNumber).locator('xpath=ancestor::dl[1]'));
  expect(refresh.x + refresh.width).toBeLessThanOrEqual(figures.x + figures.width + 1);
});
