import { ADMIN } from '../support/accounts';
import { chromiumLaunch } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { en } from '../support/texts';

// The attacker's name resolves to the device, as a rebinding DNS server makes it: to the browser
// the page and the device are then one origin, and only the Host header tells them apart.
test.use({ launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--host-resolver-rules=MAP rebind.attacker.test 127.0.0.1'] } });

test("a page under a name rebound to the device's address cannot log in or call it", async ({ page, baseURL }) => {
  const rebound = new URL(baseURL ?? '');
  rebound.hostname = 'rebind.attacker.test';
  await page.goto(new URL('/login', rebound).href);
  const answered = page.waitForResponse((res) => res.url().includes('/goform/chklogin'));
  await page.getByLabel(en.shell.login.userName).fill(ADMIN.userid);
  await page.getByLabel(en.shell.login.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: en.shell.login.submit }).click();
  expect(await (await answered).text()).toContain('"retvalue":10002');
  await expect(page.getByText(en.errors['10002'])).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  const scripted = await page.evaluate(async () => (await fetch('/goform/GetDebugParam', { method: 'POST' })).text());
  expect(scripted).toContain('"retvalue":10002');
});
