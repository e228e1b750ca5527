import { ADMIN } from '../support/accounts';
import { test, expect, escapeRegExp, login, sidebar } from '../support/fixtures';
import { en } from '../support/texts';

test('every screen in the menu opens inside the layout with its title', async ({ page }) => {
  await login(page, ADMIN);
  const nav = sidebar(page);
  const sections = nav.getByRole('button');
  for (const section of await sections.all()) {
    if ((await section.getAttribute('aria-expanded')) === 'false') await section.click();
  }
  const links = await nav.getByRole('link').all();
  expect(links.length).toBeGreaterThan(0);
  // One visit per menu screen: the walk's time grows with the menu (26 s of the default 30 for 40 screens).
  test.setTimeout(20_000 + links.length * 1_500);

  const screens = await Promise.all(
    links.map(async (link) => ({ name: (await link.textContent())?.trim() ?? '', href: await link.getAttribute('href') })),
  );
  const main = page.getByRole('main');
  for (const { name, href } of screens) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href ?? '')}$`));
    await expect(main.getByRole('heading', { name }).first()).toBeVisible();
    await expect(main.getByText(en.shell.remoteError.title)).toHaveCount(0);
    await expect(main.getByText(en.shell.networkError)).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(` – ${escapeRegExp(name)} – `));
  }
});
