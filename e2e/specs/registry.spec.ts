import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { expect, login, sidebar, test } from '../support/fixtures';
import { distDir, withRegistry } from '../support/release';
import { isBuilt, SECTIONS } from '../support/sections';
import { en } from '../support/texts';

/** A second origin (another port) serving one remote's built folder, with CORS as a CDN would. */
async function serveElsewhere(id: string): Promise<{ origin: string; server: Server; served: string[] }> {
  const root = join(distDir, 'remotes', id);
  const served: string[] = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.replace(new RegExp(`^/${id}/`), '/'));
    res.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    served.push(path);
    const type = extname(file) === '.json' ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, server, served };
}

const remoteEntries = (page: Page) => {
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/remoteEntry.js')) entries.push(new URL(r.url()).pathname);
  });
  return entries;
};

test('after login only the opened section loads: one remoteEntry.js for the user list, the sidebar from descriptors', async ({ page }) => {
  const entries = remoteEntries(page);
  await login(page, ADMIN);
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  expect(entries).toEqual(['/remotes/users/remoteEntry.js']);
  for (const { label } of SECTIONS.filter(isBuilt)) {
    await expect(sidebar(page).getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await page.goto('/advSetting/restart');
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
      await page.goto('/advSetting/restart');
      await expect(page).toHaveURL(/\/404$/);
    },
  );
});

test('a section served from another origin through the registry works with the shell singletons', async ({ page }) => {
  const elsewhere = await serveElsewhere('machine');
  try {
    await withRegistry(
      (remotes) => remotes.map((r) => (r.id === 'machine' ? { ...r, entry: `${elsewhere.origin}/machine/` } : r)),
      async () => {
        await login(page, ADMIN);
        await page.goto('/advSetting/restart');
        const main = page.getByRole('main');
        // Its screen renders inside the shell's layout, translated by the shell's i18n and
        // reading the device through the shell's store (one React: no invalid hook call).
        await expect(main.getByRole('heading', { name: en.shell.menu.restart, exact: true })).toBeVisible();
        await expect(sidebar(page).getByRole('link', { name: en.shell.menu.restart })).toHaveAttribute('aria-current', 'page');
        expect(elsewhere.served).toEqual(expect.arrayContaining(['/machine/section.json', '/machine/mf-manifest.json', '/machine/remoteEntry.js']));
      },
    );
  } finally {
    elsewhere.server.close();
  }
});
