import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(__filename);

/** A file inside an npm package whose `exports` names only its code: found beside its entry point. */
const packageFile = (name: string, ...path: string[]) => join(dirname(require.resolve(name)), '..', ...path);

/** A Google font's regular TTF as @expo-google-fonts ships it. */
const googleFont = (name: string, family: string) =>
  join(dirname(require.resolve(`@expo-google-fonts/${name}`)), '400Regular', `${family}_400Regular.ttf`);

/** The Noto fonts the data-report PDF exports embed (remotes/data-report/src/common/export/scripts.ts `FontFile`). */
export const PDF_FONT_FILES = {
  latin: packageFile('@embedpdf/fonts-latin', 'fonts', 'NotoSans-Regular.ttf'),
  arabic: packageFile('@embedpdf/fonts-arabic', 'fonts', 'NotoNaskhArabic-Regular.ttf'),
  hebrew: packageFile('@embedpdf/fonts-hebrew', 'fonts', 'NotoSansHebrew-Regular.ttf'),
  thai: googleFont('noto-sans-thai', 'NotoSansThai'),
  cjk: googleFont('noto-sans-sc', 'NotoSansSC'),
  cjkTraditional: googleFont('noto-sans-tc', 'NotoSansTC'),
};

/** Import names of those fonts for the build (`@tac/pdf-fonts/latin.ttf` …): each becomes a file of its own. */
export const pdfFontAliases = Object.fromEntries(
  Object.entries(PDF_FONT_FILES).map(([script, file]) => [`@tac/pdf-fonts/${script}${file.slice(file.lastIndexOf('.'))}`, file]),
);
