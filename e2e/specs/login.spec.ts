import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN } from '../support/accounts';
import { test, expect, fillLogin, login, userMenu } from '../support/fixtures';
import { distDir } from '../support/registry';
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

  test('the console started by the login page takes its React and i18next instead of downloading them, and a section renders with them', async ({ page }) => {
    // The console's own chunks for these shared modules, as its build lists them.
    const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
    const chunksOf = (...names: string[]) => manifest.shared.filter((s) => names.includes(s.name)).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    const offered = chunksOf('react-dom/client', 'i18next');
    expect(offered.length).toBeGreaterThan(0);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname.slice(1)));

    await login(page, ADMIN);
    // The user list is a remote: its hooks run on the one React the login page loaded.
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    expect(fetched.filter((path) => offered.includes(path))).toEqual([]);

    // index.html, no login page before it: the console loads its own (the check can fail).
    fetched.length = 0;
    await page.reload();
    await expect(userMenu(page)).toBeVisible();
    expect(fetched).toEqual(expect.arrayContaining(offered));
  });

  test('a logged-in visitor who opens /login is sent into the console', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
  });
});
