import type { Page } from '@playwright/test';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import { ADMIN } from '../support/accounts';
import { test, expect, login } from '../support/fixtures';
import { en } from '../support/texts';
import { BASIC_SETUP_PATHS } from '../support/paths';

const SCREEN = BASIC_SETUP_PATHS.systemInfo;

/** Refresh on System Info: the network message shows, and the screen stays. */
async function refreshSaysNetworkFailed(page: Page) {
  await page.getByRole('button', { name: basicSetup.systemInfo.refresh }).click();
  await expect(page.getByText(en.errors.networkFailed).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: basicSetup.systemInfo.title, exact: true })).toBeVisible();
}

test.describe('faults of the device end in a translated message, never a white screen', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN);
    await page.goto(SCREEN);
    await expect(page.getByRole('main').getByRole('heading', { name: basicSetup.systemInfo.title, exact: true })).toBeVisible();
  });

  test('an unreachable device', async ({ page }) => {
    await page.route('**/goform/**', (route) => route.abort('connectionrefused'));
    await refreshSaysNetworkFailed(page);
  });

  test('an answer that is not JSON', async ({ page }) => {
    await page.route('**/goform/SetInfoParam**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>busy</body></html>' }),
    );
    await refreshSaysNetworkFailed(page);
  });

  test('a catalogue failure code', async ({ page }) => {
    await page.route('**/goform/SetInfoParam**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '{"code":"fail","retvalue":10001,"msg":"10001"}' }),
    );
    await page.getByRole('button', { name: basicSetup.systemInfo.refresh }).click();
    await expect(page.getByText(en.errors['10001']).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: basicSetup.systemInfo.title, exact: true })).toBeVisible();
  });
});
