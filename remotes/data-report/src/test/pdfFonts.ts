import { dirname, join } from 'node:path';
import type { FontFile } from '../common/export/scripts';

const googleFont = (name: string, family: string) => join(dirname(require.resolve(`@expo-google-fonts/${name}`)), '400Regular', `${family}_400Regular.ttf`);
const embedPdfFont = (name: string, file: string) => join(dirname(require.resolve(`@embedpdf/fonts-${name}`)), '..', 'fonts', file);

/** The font files the build hands the PDF export (build/pdfFonts.ts, out of a remote's reach), for tests on disk. */
export const PDF_FONT_FILES: Record<FontFile, string> = {
  latin: embedPdfFont('latin', 'NotoSans-Regular.ttf'),
  arabic: embedPdfFont('arabic', 'NotoNaskhArabic-Regular.ttf'),
  hebrew: embedPdfFont('hebrew', 'NotoSansHebrew-Regular.ttf'),
  thai: googleFont('noto-sans-thai', 'NotoSansThai'),
  cjk: googleFont('noto-sans-sc', 'NotoSansSC'),
  cjkTraditional: googleFont('noto-sans-tc', 'NotoSansTC'),
};
