import { ADMIN, OPERATOR, type Account } from '../support/accounts';
import { test, expect, login, sidebar } from '../support/fixtures';
import { SECTIONS, visibleSectionsFor } from '../support/sections';
import { en } from '../support/texts';

const cases: { account: Account; funs: string[] }[] = [
  { account: ADMIN, funs: SECTIONS.map((s) => s.permission) },
  { account: OPERATOR, funs: ['user', 'dataReport'] },
];

for (const { account, funs } of cases) {
  test(`the sidebar of ${account.userid} lists exactly the permitted sections`, async ({ page }) => {
    await login(page, account);
    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    const visible = visibleSectionsFor(funs);
    for (const section of SECTIONS) {
      const entry = nav.getByRole('button', { name: section.label, exact: true });
      if (visible.includes(section)) await expect(entry).toBeVisible();
      else await expect(entry).toHaveCount(0);
    }
  });
}

test('the collapse toggle is remembered across visits', async ({ page }) => {
  await login(page, ADMIN);
  const collapse = page.getByRole('button', { name: en.shell.sidebar.collapse });
  const expand = page.getByRole('button', { name: en.shell.sidebar.expand });
  await collapse.click();
  await expect(expand).toBeVisible();
  await page.reload();
  await expect(expand).toBeVisible();
  await expand.click();
  await expect(collapse).toBeVisible();
  await page.reload();
  await expect(collapse).toBeVisible();
});
