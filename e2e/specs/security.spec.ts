import { ADMIN, OPERATOR } from '../support/accounts';
import { apiLogin, goform } from '../support/device';
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
  await expect(page.getByLabel(users.fields.username)).toBeVisible();
  await expect(page.getByLabel(users.fields.admin, { exact: true })).toHaveCount(0);

  await page.goto(userPage(USER_PATHS.userEdit, 9101));
  await expect(page.getByRole('note')).toHaveText(users.rights.administratorOnly);
  await expect(page.getByLabel(users.fields.username)).toBeDisabled();
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
