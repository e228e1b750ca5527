import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from '../support/accounts';
import { escapeRegExp, expect, login, sidebar, test } from '../support/fixtures';
import { distDir } from '../support/registry';
import { REMOTES } from '../support/remotes';
import { SECTIONS } from '../support/sections';
import { en } from '../support/texts';

/**
 * Every brand (shell/brands/*.json) builds and passes a smoke run in its own console: its
 * title, logo and theme, its sections in the sidebar with one screen of each, and the paths of
 * the sections it does not carry answer /404. The served console is the build of one brand;
 * each other brand is built (scripts/build.mjs, the shell for that brand, with the remotes of
 * the served build: remotes know no brand) into its own folder and served by its own emulated
 * terminal.
 */
interface Brand {
  id: string;
  title: string;
  logo: string;
  theme: { colors: { brand: Record<string, string> } };
  remotes: string[];
}

const root = join(__dirname, '..', '..');
const brandsDir = join(root, 'shell', 'brands');
const BRANDS: Brand[] = readdirSync(brandsDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(brandsDir, f), 'utf8')) as Brand);
const servedBrand = (JSON.parse(readFileSync(join(distDir, 'build.json'), 'utf8')) as { brand: string }).brand;

/** The text colour of an active menu link and its leading bar: the brand's fg (700) and solid (600) shades. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The first screen's menu label of each section (what the sidebar link and the page title say). */
const screenLabel = (id: string) => {
  const remote = REMOTES.find((r) => r.descriptor.id === id)!;
  const first = remote.descriptor.menu[0]!;
  const key = first.labelKey.replace(/^[^:]+:menu\./, '');
  return remote.en.menu[key]!;
};

test.describe.configure({ timeout: 120_000 });

for (const brand of BRANDS) {
  test.describe(`brand ${brand.id}`, () => {
    let baseURL: string | undefined;
    let stop = async () => {};

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      if (brand.id === servedBrand) return; // the console under test is this brand's build
      const out = join(tmpdir(), `tac-brand-${brand.id}-${process.pid}`);
      const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, BRAND: brand.id, OUT_DIR: out, REMOTES_FROM: distDir },
      });
      if (build.status !== 0) throw new Error(`the build of brand ${brand.id} failed:\n${build.stdout}${build.stderr}`);
      const { startDeviceServer, FAST_SIMULATION } = await import('../../scripts/lib/device-server.mjs');
      const server = await startDeviceServer({ distDir: out, env: FAST_SIMULATION, quiet: true });
      baseURL = server.baseUrl;
      stop = async () => {
        await server.stop();
        rmSync(out, { recursive: true, force: true });
      };
    });
    test.afterAll(async () => stop());
    test.use({ baseURL: async ({ baseURL: served }, provide) => provide(baseURL ?? served) });

    test(`${brand.title}: its title, logo and colours, its sections with a screen each, the others /404`, async ({ page }) => {
      const main = page.getByRole('main');
      await page.goto('/login');
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(brand.title)}`));
      await login(page, ADMIN);

      // Its logo (the file the brand names), in the layout.
      const logo = page.getByRole('img', { name: brand.title }).first();
      await expect(logo).toBeVisible();
      const served = await page.request.get((await logo.getAttribute('src'))!);
      expect(Buffer.from(await served.body()).equals(readFileSync(join(brandsDir, brand.logo)))).toBe(true);

      const carried = SECTIONS.filter((s) => brand.remotes.includes(s.id));
      const absent = SECTIONS.filter((s) => !brand.remotes.includes(s.id));
      expect(carried.length).toBeGreaterThan(0);
      for (const section of absent) {
        await expect(sidebar(page).getByRole('button', { name: section.label, exact: true })).toHaveCount(0);
      }
      for (const section of carried) {
        await expect(sidebar(page).getByRole('button', { name: section.label, exact: true })).toBeVisible();
        await page.goto(section.screen);
        const label = screenLabel(section.id);
        // The device (serial and address) first, the brand last (walk #21).
        await expect(page).toHaveTitle(new RegExp(`^\\w+ \\([\\d.]+\\) – ${escapeRegExp(label)} – ${escapeRegExp(brand.title)}$`));
        await expect(main.getByRole('heading').first()).toBeVisible();
        await expect(main.getByText(en.shell.remoteError.title)).toHaveCount(0);
        // The current menu entry in the brand's colours.
        const current = sidebar(page).getByRole('link', { name: label, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(current).toHaveCSS('border-left-color', rgb(brand.theme.colors.brand['600']!));
        await expect(current).toHaveCSS('color', rgb(brand.theme.colors.brand['700']!));
      }
      for (const section of absent) {
        await page.goto(section.screen);
        await expect(page).toHaveURL(/\/404$/);
      }
    });
  });
}
