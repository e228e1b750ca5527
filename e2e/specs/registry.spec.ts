import type { Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { expect, login, openFromSidebar, sidebar, test, chooseLanguage } from '../support/fixtures';
import { serveElsewhere, withRegistry } from '../support/registry';
import { isBuilt, SECTIONS } from '../support/sections';
import { en } from '../support/texts';
import basicSetupDe from '../../remotes/basic-setup/src/locales/de.json';
import { BASIC_SETUP_PATHS, MACHINE_PATHS } from '../support/paths';

/** The remotes whose entry the page asks for, in order (the login page's prefetch of an entry and its use are one). */
const remoteEntries = (page: Page) => {
  const entries: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/remoteEntry.js') && !entries.includes(path)) entries.push(path);
  });
  return entries;
};

test('after login only the opened section loads: none for the status home, one remoteEntry.js for the user list, the sidebar from descriptors', async ({ page }) => {
  const entries = remoteEntries(page);
  await login(page, ADMIN);
  await expect(page.getByRole('main').getByRole('region', { name: en.shell.status.identity, exact: true })).toBeVisible();
  for (const { label } of SECTIONS.filter(isBuilt)) {
    await expect(sidebar(page).getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  expect(entries).toEqual([]);
  await openFromSidebar(page, 'users', en.shell.menu.userList!);
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  expect(entries).toEqual(['/remotes/users/remoteEntry.js']);
  await page.goto(MACHINE_PATHS.restart);
  await expect(page.getByRole('main').getByRole('heading', { name: en.shell.menu.restart, exact: true })).toBeVisible();
  expect(entries).toEqual(['/remotes/users/remoteEntry.js', '/remotes/machine/remoteEntry.js']);
});

test('a registry without a section drops it from the running console: no menu, its paths /404', async ({ page }) => {
  await withRegistry(
    (remotes) => remotes.filter((r) => r.id !== 'machine'),
    async () => {
      await login(page, ADMIN);
      await expect(sidebar(page).getByRole('button', { name: en.shell.sections.users, exact: true })).toBeVisible();
      await expect(sidebar(page).getByRole('button', { name: en.shell.sections.machine, exact: true })).toHaveCount(0);
      await page.goto(MACHINE_PATHS.restart);
      await expect(page).toHaveURL(/\/404$/);
    },
  );
});

test('a section served from another origin through the registry shares the shell singletons: one React, one store, one i18n', async ({
  page,
}) => {
  const elsewhere = await serveElsewhere('basic-setup');
  try {
    await withRegistry(
      (remotes) => remotes.map((r) => (r.id === 'basic-setup' ? { ...r, entry: `${elsewhere.origin}/basic-setup/` } : r)),
      async () => {
        // The session token the device gave the shell at login.
        const loginAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/goform/chklogin');
        await login(page, ADMIN);
        const { token } = (await (await loginAnswer).json()) as { token: string };
        expect(token).toBeTruthy();

        const deviceCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/goform/SetInfoParam');
        await page.goto(BASIC_SETUP_PATHS.systemInfo);
        const main = page.getByRole('main');
        // Its screen renders inside the shell's layout (one React: hooks work across the boundary).
        await expect(main.getByRole('heading', { name: en.shell.menu.systemInfo, exact: true })).toBeVisible();
        await expect(sidebar(page).getByRole('link', { name: en.shell.menu.systemInfo })).toHaveAttribute('aria-current', 'page');
        // One store: the remote's device call goes through the shell's API slice, with the shell's session,
        // and its answer reaches the screen.
        expect((await deviceCall).headers()['x-token']).toBe(token);
        await expect(main.getByRole('heading', { name: en.shell.menu.systemInfo, exact: true })).toHaveCount(1);
        await expect(main.locator('dd').first()).not.toBeEmpty();
        expect(elsewhere.served).toEqual(
          expect.arrayContaining(['/basic-setup/section.json', '/basic-setup/mf-manifest.json', '/basic-setup/remoteEntry.js']),
        );

        // One i18n instance: switching the language in the shell's navbar re-renders the remote's screen.
        await chooseLanguage(page, 'Deutsch');
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        await expect(main.getByRole('heading', { name: basicSetupDe.systemInfo.title, exact: true })).toBeVisible();
        await expect(main.getByRole('heading', { name: en.shell.menu.systemInfo, exact: true })).toHaveCount(0);
      },
    );
  } finally {
    elsewhere.server.close();
  }
});
