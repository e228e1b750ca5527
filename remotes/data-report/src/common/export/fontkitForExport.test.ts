import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { PDF_FONT_FILES } from '../../test/pdfFonts';
import { fontkitForExport } from './fontkitForExport';

type Font = ReturnType<typeof fontkit.create>;

/** A subset's bytes, as pdf-lib embeds them. */
function encoded(subset: ReturnType<Font['createSubset']>): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (bytes: Uint8Array) => parts.push(bytes))
      .on('end', () => {
        const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
        parts.reduce((offset, part) => (bytes.set(part, offset), offset + part.length), 0);
        resolve(bytes);
      });
  });
}

const outline = (font: Font, glyphId: number) => font.getGlyph(glyphId).path.toSVG();

describe('fontkit for the PDF export', () => {
  it('keeps the outline of every glyph of a subset, also after a glyph of odd length (Noto Sans SC)', async () => {
    const font = fontkitForExport(fontkit).create(new Uint8Array(readFileSync(PDF_FONT_FILES.cjk)));
    const glyphs = Array.from('李静杨芳刘磊陈伟王敏', (char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0));
    const subset = font.createSubset();
    const ids = glyphs.map((glyph) => subset.includeGlyph(glyph));

    const cut = fontkit.create(await encoded(subset));
    expect(ids.map((id) => outline(cut, id))).toEqual(glyphs.map((glyph) => outline(font, glyph.id)));
  });

  it('lays a date and time out as its characters side by side, and a name as the font shapes it', () => {
    const bytes = new Uint8Array(readFileSync(PDF_FONT_FILES.arabic));
    const plain = fontkit.create(bytes);
    const font = fontkitForExport(fontkit).create(bytes);
    const ids = (text: string, f: Font) => f.layout(text).glyphs.map((g) => g.id);

    // The name twice: the second layout is the remembered one.
    for (const text of ['2026-11-28 14:05:09', 'محمد خليل', 'محمد خليل']) expect(ids(text, font)).toEqual(ids(text, plain));
  });
});
