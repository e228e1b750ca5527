import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactSheet, shotFile, type FilePage, type Shot } from '../support/contactSheet';
import { renderFirstPage } from '../support/readers';
import { dataReportText, SCREENS, test } from '../support/screens';
import { DATA_REPORT_PATHS } from '../support/paths';
import { isLanguageCode, type LanguageCode } from '../../shared/i18n/src/languages';

/**
 * `npm run screenshots` (scripts/screenshots.mjs sets SCREENSHOTS_DIR): a full-page picture
 * of every screen in English, Arabic and Simplified Chinese, desktop and phone wide, then
 * the contact sheet (SCREENSHOT_LANGS=de,ru picks other languages). Without SCREENSHOTS_DIR
 * (npm test) this file holds no test.
 */
const dir = process.env.SCREENSHOTS_DIR;
const DEFAULT_LANGS: readonly LanguageCode[] = ['en', 'ar', 'zhCN'];

function languages(list: string | undefined): readonly LanguageCode[] {
  if (!list) return DEFAULT_LANGS;
  const codes = list.split(',').map((code) => code.trim());
  const unknown = codes.filter((code) => !isLanguageCode(code));
  if (unknown.length) throw new Error(`SCREENSHOT_LANGS: unknown language ${unknown.join(', ')}`);
  return codes as LanguageCode[];
}

const LANGS = languages(process.env.SCREENSHOT_LANGS);
const WIDTHS = [1280, 375];
const SHOTS: Shot[] = LANGS.flatMap((lang) => WIDTHS.map((width) => ({ lang, width })));
const RECORD_LIST = SCREENS.find((screen) => screen.path === DATA_REPORT_PATHS.recordList);
const pdfPageFile = (lang: LanguageCode) => `${lang}-pdf-recordList.png`;
const PDF_PAGES: FilePage[] = [
  { caption: 'Data Report › Record List › Download PDF: page 1 (pdftoppm)', files: LANGS.map((lang) => ({ lang, file: pdfPageFile(lang) })) },
];

if (dir) {
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      test.describe(`${lang} ${width} px`, () => {
        test.use({ lang, viewport: { width, height: 800 } });

        for (const screen of SCREENS) {
          test(screen.name, async ({ screenPage }) => {
            const page = await screenPage(screen);
            // A dialog's backdrop covers the window only: the window is the picture.
            await page.screenshot({ path: join(dir, shotFile(screen, { lang, width })), fullPage: !screen.open, animations: 'disabled' });
          });
        }
      });
    }
  }

  // The record list's PDF of every record, made by the console as a user asks for it; its first page as poppler draws it.
  for (const lang of LANGS) {
    test.describe(`${lang} PDF`, () => {
      test.use({ lang });
      test('record list PDF, page 1', async ({ screenPage }) => {
        if (!RECORD_LIST) throw new Error(`no screen at ${DATA_REPORT_PATHS.recordList}`);
        const page = await screenPage(RECORD_LIST);
        const downloading = page.waitForEvent('download');
        await page.getByRole('main').getByRole('button', { name: dataReportText(lang, 'download.pdf') }).click();
        renderFirstPage((await (await downloading).path()) ?? '', join(dir, pdfPageFile(lang).replace(/\.png$/, '')));
      });
    });
  }

  // After the walk (also a partial one, --grep), linking whatever pictures it managed to take.
  test.afterAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), contactSheet(SCREENS, SHOTS, (file) => existsSync(join(dir, file)), PDF_PAGES));
  });
}
