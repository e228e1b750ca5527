import type { Route } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { test, expect, login } from '../support/fixtures';
import { en } from '../support/texts';
import { BASIC_SETUP_PATHS } from '../support/paths';

const SCREEN = BASIC_SETUP_PATHS.systemInfo;
const REMOTE = '/remotes/basic-setup/';
/** What loading the remote itself needs (its descriptor too); everything else it fetches belongs to the screen. */
const REMOTE_ENTRY = /\/(remoteEntry\.js|mf-manifest\.json|section\.json|__federation_expose_[^/]*)$/;

test('a screen whose code cannot be fetched shows Network Error, then reloads and recovers', async ({ page }) => {
  await login(page, ADMIN);

  // Learn which chunks the screen needs beyond the remote entry.
  const screenChunks = new Set<string>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith(REMOTE) && !REMOTE_ENTRY.test(pathname)) screenChunks.add(pathname);
  });
  await page.goto(SCREEN);
  await expect(page.getByRole('main').getByRole('heading', { name: en.shell.menu.systemInfo, exact: true })).toBeVisible();
  expect(screenChunks.size).toBeGreaterThan(0);

  const refuse = (route: Route) =>
    screenChunks.has(new URL(route.request().url()).pathname) ? route.abort('connectionrefused') : route.fallback();
  await page.route(`**${REMOTE}**`, refuse);
  await page.goto(SCREEN);
  await expect(page.getByRole('alert').filter({ hasText: en.shell.networkError })).toBeVisible();

  // The console reloads the page by itself about 1.5 s later; by then the network is back.
  const shownAt = Date.now();
  await page.unroute(`**${REMOTE}**`, refuse);
  await page.waitForEvent('load', { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(500);
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
  await expect(page.getByRole('main').getByRole('heading', { name: en.shell.menu.systemInfo, exact: true })).toBeVisible();
});
