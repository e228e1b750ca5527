import { readFileSync } from 'node:fs';
import { pdfWriter, type FontSource } from './pdf';
import type { FontFile } from './scripts';
import type { ExportTable } from './table';
import { PDF_FONT_FILES } from '../../test/pdfFonts';

const table: ExportTable = {
  title: 'Records',
  header: [{ label: 'From', value: '2026-11-01' }],
  columns: [
    { title: 'Date and time', kind: 'datetime', width: 20 },
    { title: 'Name', kind: 'text', width: 24 },
  ],
  rtl: false,
};

/** The font files a PDF in `lang` of one row naming `name` asks for. */
async function fontsAskedFor(lang: string, name: string): Promise<FontFile[]> {
  const asked: FontFile[] = [];
  const loadFont: FontSource = async (file) => {
    asked.push(file);
    return new Uint8Array(readFileSync(PDF_FONT_FILES[file]));
  };
  const writer = await pdfWriter(table, lang, loadFont);
  await writer.add([{ values: [], texts: ['2026-11-28 14:05', name] }]);
  expect((await writer.finish()).size).toBeGreaterThan(1000);
  return asked;
}

describe('the PDF writer', () => {
  it('draws Han characters in Traditional forms for zhTW and in Simplified forms for zhCN and other languages', async () => {
    expect(await fontsAskedFor('zhTW', '陳偉')).toEqual(['latin', 'cjkTraditional']);
    expect(await fontsAskedFor('zhCN', '陈伟')).toEqual(['latin', 'cjk']);
    expect(await fontsAskedFor('en', '陈伟')).toEqual(['latin', 'cjk']);
  });

  it('loads no Chinese font for a file whose texts have no Han characters', async () => {
    expect(await fontsAskedFor('en', 'Anna Silva')).toEqual(['latin']);
  });
});
