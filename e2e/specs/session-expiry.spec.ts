import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { goform, parseAnswer } from '../support/device';
import { test, expect, login } from '../support/fixtures';
import { BASIC_SETUP_PATHS } from '../support/paths';

test('a session the device no longer accepts sends the user back to the login page', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  const refresh = page.getByRole('button', { name: basicSetup.systemInfo.refresh });
  await expect(refresh).toBeVisible();

  // End the browser's session on the device behind the console's back (with the browser's binding cookie).
  const token = await page.evaluate(() => localStorage.getItem('Admin-Token'));
  expect(token, 'the session token is kept in the Admin-Token storage entry').toBeTruthy();
  expect((await goform(page.request, 'logout', {}, token!)).code).toBe('success');

  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/goform/SetInfoParam');
  // SPEC §7: 40104 logs out after 1 s, reloads the page and lands on /login.
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await refresh.click();
  expect(parseAnswer(await (await answer).text()).retvalue).toBe(40104);
  await reloaded;
  await expect(page).toHaveURL(/\/login/);

  // Nothing of the old session survives the reload.
  await page.goto(BASIC_SETUP_PATHS.systemInfo);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
