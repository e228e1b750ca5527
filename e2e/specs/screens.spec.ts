import { blockingViolations } from '../support/axe';
import { SCREENS, expect, test } from '../support/screens';

/**
 * Every screen (e2e/support/screens.ts) in English and in Arabic, one test each: no serious
 * or critical axe finding, and in Arabic the whole document right to left.
 */
// The walk is a third of the e2e time: its tests go to whichever worker is free, each worker
// walking with pages of its own.
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'ar'] as const) {
  test.describe(lang, () => {
    test.use({ lang });

    for (const screen of SCREENS) {
      test(screen.name, async ({ walkPage }) => {
        const page = await walkPage(screen);
        if (lang === 'ar') {
          await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
        }
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });
}
