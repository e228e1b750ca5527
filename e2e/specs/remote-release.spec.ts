import { ADMIN } from '../support/accounts';
import { expect, login, sidebar, test } from '../support/fixtures';
import { withRegistry } from '../support/registry';
import { Checkout, deployed, shellFiles } from '../support/release';
import { en } from '../support/texts';
import { MACHINE_PATHS } from '../support/paths';

/**
 * Sections ship on their own (docs/sections.md): a team changes its remote in its checkout,
 * builds only that remote and puts the output where the console serves it. The shell served
 * here was built once, before; it is not rebuilt (its files are compared before and after).
 */
test.describe.configure({ timeout: 240_000 });

test('a new release of one remote, built alone and put in place, brings its new screen and text to the running console', async ({ page }) => {
  const main = page.getByRole('main');
  const notes = { path: '/advSetting/releaseNotes', label: 'Release Notes', title: 'What is new in this release', body: 'The machine section now explains each release.' };
  const explain = 'Restarts the device. Release 2: the console reconnects on its own when the device is back.';

  // Before: the console knows no such screen.
  await login(page, ADMIN);
  await page.goto(notes.path);
  await expect(page).toHaveURL(/\/404$/);

  const team = new Checkout();
  try {
    team.edit('remotes/machine/package.json', (text) => text.replace('"version": "0.1.0"', '"version": "0.2.0"'));
    team.edit('remotes/machine/src/descriptor.ts', (text) =>
      text.replace(/\n\];/, `\n  { path: '${notes.path}', labelKey: 'machine:menu.releaseNotes' },\n];`),
    );
    team.write(
      'remotes/machine/src/ReleaseNotes.tsx',
      `import { useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';

export default function ReleaseNotes() {
  const { t } = useTranslation('machine');
  return (
    <Page title={t('releaseNotes.title')}>
      <Text>{t('releaseNotes.body')}</Text>
    </Page>
  );
}
`,
    );
    team.edit('remotes/machine/src/section.tsx', (text) =>
      text
        .replace(/(import \{ loadMessages \}[^\n]*\n)/, `$1const ReleaseNotes = lazyScreen(() => import('./ReleaseNotes'));\n`)
        .replace('routesOf(descriptor, {', `routesOf(descriptor, {\n    '${notes.path}': <ReleaseNotes />,`),
    );
    team.edit('remotes/machine/src/locales/en.json', (text) => {
      const texts = JSON.parse(text) as { menu: Record<string, string>; restart: Record<string, string> } & Record<string, unknown>;
      texts.menu.releaseNotes = notes.label;
      texts.releaseNotes = { title: notes.title, body: notes.body };
      texts.restart.explain = explain;
      return JSON.stringify(texts, null, 2);
    });
    const built = await team.buildRemote('machine');

    const shell = shellFiles();
    await deployed('machine', built, async () => {
      // The changed text, on a screen the remote had before.
      await page.goto(MACHINE_PATHS.restart);
      await expect(main.getByRole('heading', { name: en.shell.menu.restart, exact: true })).toBeVisible();
      await expect(main.getByText(explain)).toBeVisible();

      // The new screen, through its menu item...
      const link = sidebar(page).getByRole('link', { name: notes.label, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${notes.path}$`));
      await expect(main.getByRole('heading', { name: notes.title })).toBeVisible();
      await expect(main.getByText(notes.body)).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');

      // ...and at its path, opened afresh.
      await page.goto('/');
      await page.goto(notes.path);
      await expect(main.getByRole('heading', { name: notes.title })).toBeVisible();
    });
    expect(shellFiles()).toEqual(shell);
  } finally {
    team.remove();
  }

  // The served release is back: no such screen again.
  await page.goto(notes.path);
  await expect(page).toHaveURL(/\/404$/);
});

test('a remote made with new:remote, built alone and added to the served registry, shows its menu item and routes to its screen', async ({ page }) => {
  const main = page.getByRole('main');
  const team = new Checkout();
  try {
    team.script('scripts/new-remote.mjs', 'guest-book', '--permission', 'machine');
    const built = await team.buildRemote('guest-book');
    const shell = shellFiles();

    await deployed('guest-book', built, async () => {
      // Served, but not in the registry: not part of the console.
      await login(page, ADMIN);
      await page.goto('/guestBook/overview');
      await expect(page).toHaveURL(/\/404$/);

      await withRegistry(
        (remotes) => [...remotes, { id: 'guest-book', entry: '/remotes/guest-book/', permission: 'machine' }],
        async () => {
          await page.goto('/');
          const section = sidebar(page).getByRole('button', { name: 'Guest Book', exact: true });
          await expect(section).toBeVisible();
          await section.click();
          await sidebar(page).getByRole('link', { name: 'Overview', exact: true }).click();
          await expect(page).toHaveURL(/\/guestBook\/overview$/);
          await expect(main.getByRole('heading', { name: 'Overview' })).toBeVisible();
          await expect(main.getByText('The Guest Book section. Its team describes here what this screen does.')).toBeVisible();
          // Its base path leads to its first screen.
          await page.goto('/guestBook');
          await expect(page).toHaveURL(/\/guestBook\/overview$/);
        },
      );
    });
    expect(shellFiles()).toEqual(shell);
  } finally {
    team.remove();
  }
});
