import { ADMIN } from '../support/accounts';
import { test, expect, fillLogin, login } from '../support/fixtures';
import { en } from '../support/texts';

test.describe('login', () => {
  test('empty fields show both validation messages and call nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/goform/chklogin') && calls.push(r.url()));
    await page.goto('/login');
    await page.getByRole('button', { name: en.shell.login.submit }).click();
    await expect(page.getByText('please input user name')).toBeVisible();
    await expect(page.getByText('please input password')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a wrong password shows the catalogue message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, { userid: ADMIN.userid, password: '99999' });
    await expect(page.getByText('Password Error').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('admin/12345 logs in and the navbar shows who is logged in', async ({ page }) => {
    await login(page, ADMIN);
    await expect(page.getByRole('banner')).toContainText(/admin/i);
  });

  test('a deep link opened while logged out comes back after login', async ({ page }) => {
    await page.goto('/basicSetting/systemInfo?tab=1');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/basicSetting/systemInfo?tab=1');
    await fillLogin(page, ADMIN);
    await expect(page).toHaveURL(/\/basicSetting\/systemInfo\?tab=1$/);
  });

  test('an unknown path goes to /404', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText(en.shell.notFound.message)).toBeVisible();
  });

  test('a logged-in visitor who opens /login is sent into the console', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
  });
});
