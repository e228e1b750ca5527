import type { Page } from '@playwright/test';
import { WEB_PASSWORD } from '@tac/goform/contract';
import { OPERATOR } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
import { test, expect, fillLogin, login, userMenu } from '../support/fixtures';
import { en } from '../support/texts';

// Runs on the operator account and puts its password back, so other specs keep working.
const NEW_PASSWORD = 'Operator-e2e-2026';
const t = en.shell.modifyPassword;

async function openDialog(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: en.shell.navbar.modifyPassword }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  // Restore the factory password if the success case changed it.
  const answer = await goform(request, 'chklogin', { userid: OPERATOR.userid, password: NEW_PASSWORD });
  if (answer.code !== 'success') return;
  const restored = await goform(
    request,
    'ModifyPassword',
    { userid: OPERATOR.userid, oldpassword: NEW_PASSWORD, password: OPERATOR.password, confirm: OPERATOR.password },
    answer.token as string,
  );
  expect(restored.code).toBe('success');
  await apiLogin(request, OPERATOR);
});

test('each field of the modify-password dialog says what is missing or wrong', async ({ page }) => {
  await login(page, OPERATOR);
  const dialog = await openDialog(page);
  const userId = dialog.getByLabel(t.userId);
  await expect(userId).toHaveValue(OPERATOR.userid);
  await expect(userId).not.toBeEditable();

  const submit = dialog.getByRole('button', { name: en.common.confirm });
  await submit.click();
  await expect(dialog.getByText('Please enter the current password')).toBeVisible();
  await expect(dialog.getByText('Please enter a new password')).toBeVisible();
  await expect(dialog.getByText('Please enter the new password again')).toBeVisible();

  await dialog.getByLabel(t.oldPassword).fill(OPERATOR.password);
  await dialog.getByLabel(t.newPassword).fill('Long-enough-1');
  await dialog.getByLabel(t.confirmPassword).fill('Long-enough-2');
  await submit.click();
  await expect(dialog.getByText('The two input passwords are inconsistent!')).toBeVisible();

  // A wrong current password is refused by the device with its catalogue message.
  await dialog.getByLabel(t.oldPassword).fill('999999');
  await dialog.getByLabel(t.confirmPassword).fill('Long-enough-1');
  await submit.click();
  await expect(page.getByText('Password Error').first()).toBeVisible();
  await expect(dialog).toBeVisible();

  // Nothing typed is cut: 8 digits stay 8, and the policy's message says why they are refused.
  const policy = t.format.replace('{{minLength}}', String(WEB_PASSWORD.minLength)).replace('{{maxLength}}', String(WEB_PASSWORD.maxLength));
  const newPassword = dialog.getByLabel(t.newPassword);
  await newPassword.fill('');
  await newPassword.pressSequentially('12345678');
  await expect(newPassword).toHaveValue('12345678');
  await dialog.getByLabel(t.confirmPassword).fill('12345678');
  await submit.click();
  await expect(dialog.getByText(policy)).toBeVisible();
});

test('a changed password works and the old one is refused', async ({ page }) => {
  await login(page, OPERATOR);
  const dialog = await openDialog(page);
  await dialog.getByLabel(t.oldPassword).fill(OPERATOR.password);
  await dialog.getByLabel(t.newPassword).fill(NEW_PASSWORD);
  await dialog.getByLabel(t.confirmPassword).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: en.common.confirm }).click();
  await expect(page).toHaveURL(/\/login/);
  // The login page says the change worked.
  await expect(page.getByRole('status')).toHaveText(t.success);

  await fillLogin(page, OPERATOR);
  await expect(page.getByText('Password Error').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel(en.shell.login.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: en.shell.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
