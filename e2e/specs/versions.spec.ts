import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN } from '../support/accounts';
import { expect, login, sidebar, test } from '../support/fixtures';
import { buildRemote, serveElsewhere, withRegistry } from '../support/registry';
import { Checkout, deployed } from '../support/release';
import { en, fill } from '../support/texts';
import probeTexts from '../fixtures/probe-remote/src/locales/en.json';
import { MACHINE_PATHS, USER_PATHS } from '../support/paths';

/**
 * Versions and exports at the boundary, against built output (docs/sections.md "Version
 * rules"): remotes built here on their own, as a team shipping its section would, served
 * into the console the e2e run serves (built once, before, from this checkout's packages).
 */
const repo = resolve(__dirname, '..', '..');
const versionOf = (dir: string) => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

let outDir: string;
/** A section whose screen uses library exports no one else imports (e2e/fixtures/probe-remote). */
let probe: string;
/** The same section, its package.json declaring a zod the console does not have ("zod": "^5.0.0"). */
let probeOwnZod: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = mkdtempSync(join(tmpdir(), 'tac-e2e-remotes-'));
  probe = await buildRemote(join(repo, 'e2e/fixtures/probe-remote'), 'probe', join(outDir, 'probe'));
  const team = new Checkout();
  try {
    team.edit('e2e/fixtures/probe-remote/package.json', (text) => text.replace('"dependencies": {', '"dependencies": {\n    "zod": "^5.0.0",'));
    probeOwnZod = await buildRemote(join(team.dir, 'e2e/fixtures/probe-remote'), 'probe', join(outDir, 'probe-own-zod'));
  } finally {
    team.remove();
  }
});

test.afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('a section built against a newer @tac/goform than the console provides is refused with a panel naming both versions; the rest works', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const provided = versionOf(join(repo, 'shared/goform'));
  // A team adds an export to @tac/goform (its next minor) and uses it in Machine Setup's restart screen.
  const team = new Checkout();
  try {
    const newer = team.nextMinor('shared/goform');
    team.edit('shared/goform/src/index.ts', (text) => `${text}\n/** New in ${newer}. */\nexport const restartAdvice = (): string => 'Save your work first.';\n`);
    team.edit('remotes/machine/package.json', (text) => text.replace(/"@tac\/goform": "[^"]+"/, `"@tac/goform": "^${newer}"`));
    team.edit('remotes/machine/src/screens/Restart/Restart.tsx', (text) =>
      text
        .replace("import { useState } from 'react';", "import { useState } from 'react';\nimport { restartAdvice } from '@tac/goform';")
        .replace("<Text>{t('restart.explain')}</Text>", "<Text>{t('restart.explain')}</Text>\n        <Text>{restartAdvice()}</Text>"),
    );
    const built = await team.buildRemote('machine');
    const { requires } = JSON.parse(readFileSync(join(built, 'section.json'), 'utf8')) as { requires: Record<string, string> };
    expect(requires['@tac/goform']).toBe(`^${newer}`);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await deployed('machine', built, async () => {
      await login(page, ADMIN);
      await page.goto(MACHINE_PATHS.restart);
      const main = page.getByRole('main');
      const panel = main.getByRole('alert');
      await expect(panel.getByRole('heading', { name: en.shell.incompatible.title })).toBeVisible();
      await expect(panel).toContainText(fill(en.shell.incompatible.library, { library: '@tac/goform', required: `^${newer}`, provided }));
      // Never a white screen: the layout is there, its menu still lists the section.
      await expect(sidebar(page).getByRole('link', { name: en.shell.menu.restart })).toBeVisible();
      // Refused before any of its code ran: its descriptor was read, its container never fetched.
      expect(requested).toContain('/remotes/machine/section.json');
      expect(requested.filter((path) => path.startsWith('/remotes/machine/') && path.endsWith('.js'))).toEqual([]);

      // The other sections work.
      await page.goto(USER_PATHS.userList);
      await expect(main.getByRole('table')).toBeVisible();
      await expect(main.getByRole('alert')).toHaveCount(0);
    });
  } finally {
    team.remove();
  }
});

test('a section using library exports neither the shell nor any other section imports works, on the shell instances', async ({ page }) => {
  const elsewhere = await serveElsewhere('probe', probe);
  try {
    await withRegistry(
      (remotes) => [...remotes, { id: 'probe', entry: `${elsewhere.origin}/probe/`, permission: 'machine' }],
      async () => {
        // The name the device gave the shell's session at login.
        const loginAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/goform/chklogin');
        await login(page, ADMIN);
        const { name } = (await (await loginAnswer).json()) as { name: string };
        await page.goto('/probe/exports');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: probeTexts.menu.exports, exact: true })).toBeVisible();
        // react-router's useMatch reads the shell's router; generatePath builds its link.
        await expect(main.getByText(fill(probeTexts.exports.matched, { screen: 'exports' }))).toBeVisible();
        await expect(main.getByRole('link', { name: probeTexts.exports.link })).toHaveAttribute('href', '/probe/exports');
        // react-i18next's Trans on the shell's i18n instance, react-redux's connect on the shell's store.
        await expect(main.getByText('Signed in as')).toHaveText(`Signed in as ${name}`);
        await expect(main.locator('strong', { hasText: name })).toBeVisible();
        // Redux Toolkit's createEntityAdapter.
        await expect(main.getByText(fill(probeTexts.exports.entities, { count: '3', first: 'dock' }))).toBeVisible();
        await expect(main.getByText(en.shell.remoteError.title)).toHaveCount(0);
        // Only its own code came from its origin: every library from the shell's shared scope.
        const manifest = JSON.parse(readFileSync(join(probe, 'mf-manifest.json'), 'utf8')) as {
          shared: { assets: { js: { sync: string[]; async: string[] } } }[];
        };
        const fallbacks = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]).map((f) => `/probe/${f}`));
        await expect(main.getByText(fill(probeTexts.exports.email, { address: 'ops@example.com', valid: 'true' }))).toBeVisible();
        expect(elsewhere.served.filter((path) => fallbacks.has(path))).toEqual([]);
      },
    );
  } finally {
    elsewhere.server.close();
  }
});

/** The chunks a built remote carries as its own copy of a shared package (its mf-manifest.json). */
function fallbackChunks(remoteDir: string, pkg: string): string[] {
  const manifest = JSON.parse(readFileSync(join(remoteDir, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return manifest.shared.filter((s) => s.name === pkg).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
}

test('a section needing a pure library in a version the console does not have brings its own copy and works', async ({ page }) => {
  const elsewhere = await serveElsewhere('probe', probeOwnZod);
  try {
    await withRegistry(
      (remotes) => [...remotes, { id: 'probe', entry: `${elsewhere.origin}/probe/`, permission: 'machine' }],
      async () => {
        await login(page, ADMIN);
        await page.goto('/probe/exports');
        const main = page.getByRole('main');
        await expect(main.getByText(fill(probeTexts.exports.email, { address: 'ops@example.com', valid: 'true' }))).toBeVisible();
        await expect(main.getByRole('alert')).toHaveCount(0);
        // zod came from the section's own origin; its singletons still from the shell.
        const ownZod = fallbackChunks(probeOwnZod, 'zod').map((f) => `/probe/${f}`);
        expect(ownZod.length).toBeGreaterThan(0);
        expect(elsewhere.served).toEqual(expect.arrayContaining(ownZod));
        const react = fallbackChunks(probeOwnZod, 'react-dom').map((f) => `/probe/${f}`);
        expect(elsewhere.served.filter((path) => react.includes(path))).toEqual([]);
      },
    );
  } finally {
    elsewhere.server.close();
  }
});
