import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import users from '../../remotes/users/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, fillLogin, login, openFromSidebar, userMenu } from '../support/fixtures';
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

  test('admin logs in with its own password and the navbar shows who is logged in', async ({ page }) => {
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

  test('a screen looks the same right after the sign-in as after a reload (walk #12: the login page styles go)', async ({ page }) => {
    const look = () =>
      page.evaluate(() => {
        const body = getComputedStyle(document.body);
        return { background: body.backgroundColor, font: body.fontFamily, loginStyles: document.querySelectorAll('style[data-login-style]').length };
      });
    await login(page, ADMIN);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const afterSignIn = await look();
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(afterSignIn).toEqual(await look());
    expect(afterSignIn.loginStyles).toBe(0);
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
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: en.shell.status.title })).toBeVisible();
    // The user list is a remote: its hooks run on the one React the login page loaded.
    await openFromSidebar(page, 'users', users.menu.userList);
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    expect(fetched.filter((path) => offered.includes(path))).toEqual([]);

    // index.html, no login page before it: the console loads its own (the check can fail).
    fetched.length = 0;
    await page.reload();
    await expect(userMenu(page)).toBeVisible();
    expect(fetched).toEqual(expect.arrayContaining(offered));
  });

  test("the login page downloads the console's first files and reads its sections ahead while the visitor looks at the form; the console takes them", async ({ page }) => {
    const { entry, files: listed } = JSON.parse(readFileSync(join(distDir, 'console-files.json'), 'utf8')) as { entry: string; files: string[] };
    expect(entry).toMatch(/^app\.[0-9a-f]{8}\.js$/);
    expect(listed).toEqual(expect.arrayContaining([entry, expect.stringMatching(/^console-bootstrap\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^console-layout\./)]));
    // Over DevTools: what the page asks for, and what comes over the network with a body
    // (a 200 on the wire; a revalidated 304 or an answer from the cache does not count).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // By request id: DevTools may report a response's wire status before the request itself.
    const paths = new Map<string, string>();
    const statuses = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => paths.set(requestId, new URL(request.url).pathname.slice(1)));
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statuses.set(requestId, statusCode));
    const since = (ids: Set<string>, test: (id: string) => boolean) => new Set([...paths].filter(([id]) => !ids.has(id) && test(id)).map(([, path]) => path));
    const downloaded = (ids = new Set<string>()) => since(ids, (id) => statuses.get(id) === 200);
    const requested = (ids: Set<string>) => since(ids, () => true);

    await page.goto('/login');
    await expect(page.getByLabel(en.shell.login.userName)).toBeEditable();
    // Nothing runs before the first keystroke: the files only download (the status home is in the layout's chunk).
    await expect.poll(() => listed.filter((f) => !downloaded().has(f)), { timeout: 15_000 }).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('script[data-console]').length)).toBe(0);

    const typingFrom = new Set(paths.keys());
    await fillLogin(page, ADMIN);
    await expect(page.getByRole('main').getByRole('region', { name: en.shell.status.identity, exact: true })).toBeVisible();
    expect([...requested(typingFrom)]).toEqual(expect.arrayContaining([entry, ...listed.filter((f) => f.startsWith('console-bootstrap.'))]));
    expect(listed.filter((f) => downloaded(typingFrom).has(f))).toEqual([]);
    // What the login page read ahead (registry, descriptors), the console does not read again.
    expect([...requested(typingFrom)].filter((f) => /^remotes(\.json|\/[^/]+\/section\.json)$/.test(f))).toEqual([]);
    await cdp.detach();
  });

  test('a logged-in visitor who opens /login is sent into the console', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
  });
});
