import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { PDFDocument, PDFRawStream, rgb, type PDFContentStream, type PDFFont, type PDFPage, type PDFRef } from 'pdf-lib';
import { languageScript, scriptOf, stripDirectionMarks, type FontScript } from './scripts';
import type { ExportRow, ExportTable, TableWriter } from './table';

/** The bytes of a script's font (a TTF): fetched by the browser, read from disk by a script. */
export type FontSource = (script: FontScript) => Promise<Uint8Array>;

// A4 landscape, in points.
const PAGE_WIDTH = 842;
const PAGE_HEIGHT = 595;
const MARGIN = 36;
const TITLE_SIZE = 13;
const TEXT_SIZE = 9;
const LINE = 14;
const CELL_PADDING = 3;

const bidi = bidiFactory();

interface Run {
  text: string;
  font: PDFFont;
  width: number;
}

/**
 * A PDF of the table, page by page: on every page the title, the filter and when it was made,
 * and the column titles; then the rows. Each text is cut into runs by direction (the Unicode
 * bidirectional algorithm) and by script, each run drawn in its script's Noto font, whose own
 * tables join Arabic letters (fontkit shapes them); right-to-left languages mirror the column
 * order and align right.
 */
export async function pdfWriter(table: ExportTable, lang: string, loadFont: FontSource): Promise<TableWriter> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(table.title);
  doc.setLanguage(lang);
  const fonts = new Map<FontScript, Promise<PDFFont>>();
  const font = (script: FontScript) => {
    let loaded = fonts.get(script);
    if (!loaded) {
      // fontkit's subset of Noto Sans loses glyphs (only some letters draw), so the Latin font goes
      // in whole (0.6 MB); the others are cut to the glyphs drawn (the CJK font alone is 10 MB).
      loaded = loadFont(script).then((bytes) => doc.embedFont(bytes, { subset: script !== 'latin' }));
      fonts.set(script, loaded);
    }
    return loaded;
  };
  const characters = new Map<FontScript, Set<number>>();
  const drawsChar = async (script: FontScript, char: string) => {
    let set = characters.get(script);
    if (!set) {
      set = new Set((await font(script)).getCharacterSet());
      characters.set(script, set);
    }
    return set.has(char.codePointAt(0) ?? 0);
  };
  // The language's own font first: its texts need it on the first page anyway.
  await font(languageScript(lang));

  /** The runs of `text` in visual order (left to right on the page). */
  async function runs(text: string, size: number): Promise<Run[]> {
    // The screen's isolates (a date and time kept left to right) steer the levels, then are dropped: no font draws them.
    if (stripDirectionMarks(text) === '') return [];
    const { levels } = bidi.getEmbeddingLevels(text, table.rtl ? 'rtl' : 'ltr');
    const pieces: { text: string; script: FontScript; level: number }[] = [];
    // Intl writes a narrow no-break space in times (2:57 PM), which not every Noto font has.
    const chars = Array.from(text.replace(/\u202f/g, ' '));
    let offset = 0;
    for (const char of chars) {
      const level = levels[offset] ?? 0;
      offset += char.length;
      if (stripDirectionMarks(char) === '') continue;
      const last = pieces.at(-1);
      // Digits, spaces and punctuation stay in the run they follow when its font has them (an
      // Arabic name's spaces); otherwise, and at the start, the Latin font, or the language's own
      // for its punctuation (the Arabic comma).
      const own = scriptOf(char);
      const joins = last !== undefined && last.level === level && (own === undefined ? await drawsChar(last.script, char) : last.script === own);
      if (joins) last.text += char;
      else pieces.push({ text: char, script: own ?? ((await drawsChar('latin', char)) ? 'latin' : languageScript(lang)), level });
    }
    // Unicode's rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level or above.
    const highest = Math.max(...pieces.map((p) => p.level));
    const lowestOdd = Math.min(...pieces.map((p) => p.level).filter((l) => l % 2 === 1), highest + 1);
    for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
      for (let i = 0; i < pieces.length; ) {
        if ((pieces[i]?.level ?? 0) < level) {
          i += 1;
          continue;
        }
        let end = i;
        while (end < pieces.length && (pieces[end]?.level ?? 0) >= level) end += 1;
        pieces.splice(i, end - i, ...pieces.slice(i, end).reverse());
        i = end;
      }
    }
    return Promise.all(
      pieces.map(async (p) => {
        const f = await font(p.script);
        return { text: p.text, font: f, width: f.widthOfTextAtSize(p.text, size) };
      }),
    );
  }

  /** Draws `text` within [x, x + width] at baseline y, aligned to the reading start; what does not fit is cut. */
  async function drawText(page: PDFPage, text: string, x: number, y: number, width: number, size: number) {
    let line = await runs(text, size);
    while (line.length > 0 && line.reduce((sum, r) => sum + r.width, 0) > width) {
      const cut = table.rtl ? line[0] : line.at(-1);
      if (!cut) break;
      const chars = Array.from(cut.text);
      const shorter = table.rtl ? chars.slice(1).join('') : chars.slice(0, -1).join('');
      const next = { ...cut, text: shorter, width: cut.font.widthOfTextAtSize(shorter, size) };
      line = table.rtl ? [...(shorter ? [next] : []), ...line.slice(1)] : [...line.slice(0, -1), ...(shorter ? [next] : [])];
    }
    const total = line.reduce((sum, r) => sum + r.width, 0);
    let left = table.rtl ? x + width - total : x;
    for (const run of line) {
      page.drawText(run.text, { x: left, y, size, font: run.font });
      left += run.width;
    }
  }

  const usable = PAGE_WIDTH - 2 * MARGIN;
  const totalChars = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / totalChars) * usable);
  // Column i starts here; in a right-to-left file the first column is at the right edge.
  const lefts = widths.map((_, i) => {
    const before = widths.slice(0, i).reduce((sum, w) => sum + w, 0);
    return table.rtl ? PAGE_WIDTH - MARGIN - before - (widths[i] ?? 0) : MARGIN + before;
  });

  let page: PDFPage | undefined;
  let y = 0;

  /**
   * Swaps a full page's drawing operations for their compressed bytes: pdf-lib would keep every
   * operation of every page as objects until the end, over a gigabyte at 200,000 rows.
   */
  function settle(full: PDFPage) {
    const inner = full as unknown as { contentStream?: PDFContentStream; contentStreamRef?: PDFRef };
    if (!inner.contentStream || !inner.contentStreamRef) return;
    doc.context.assign(inner.contentStreamRef, PDFRawStream.of(inner.contentStream.dict, inner.contentStream.getContents()));
    inner.contentStream = undefined;
    inner.contentStreamRef = undefined;
  }

  async function newPage() {
    if (page) settle(page);
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
    await drawText(page, table.title, MARGIN, y, usable, TITLE_SIZE);
    for (const { label, value } of table.header) {
      y -= LINE;
      await drawText(page, `${label}: ${value}`, MARGIN, y, usable, TEXT_SIZE);
    }
    y -= LINE * 1.5;
    for (const [i, column] of table.columns.entries()) {
      await drawText(page, column.title, (lefts[i] ?? 0) + CELL_PADDING, y, (widths[i] ?? 0) - 2 * CELL_PADDING, TEXT_SIZE);
    }
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: PAGE_WIDTH - MARGIN, y: y - 4 }, thickness: 0.75, color: rgb(0.3, 0.3, 0.3) });
    y -= LINE;
  }

  return {
    async add(rows: readonly ExportRow[]) {
      for (const row of rows) {
        if (!page || y < MARGIN) await newPage();
        for (const [i, text] of row.texts.entries()) {
          await drawText(page as PDFPage, text, (lefts[i] ?? 0) + CELL_PADDING, y, (widths[i] ?? 0) - 2 * CELL_PADDING, TEXT_SIZE);
        }
        y -= LINE;
      }
    },
    async finish() {
      if (!page) await newPage();
      settle(page as PDFPage);
      const bytes = await doc.save();
      return new Blob([bytes as BlobPart], { type: 'application/pdf' });
    },
  };
}
