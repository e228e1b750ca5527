import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { PDFDocument, PDFName, type PDFFont, type PDFPage } from 'pdf-lib';
import { CACHED_TEXTS, fontkitForExport, isUnshaped } from './fontkitForExport';
import { fontFileFor, languageScript, scriptOf, stripDirectionMarks, type FontFile, type FontScript } from './scripts';
import type { ExportRow, ExportTable, TableWriter } from './table';

/** The bytes of a font (a TTF): fetched by the browser, read from disk by a script. */
export type FontSource = (file: FontFile) => Promise<Uint8Array>;

// A4 landscape, in points.
const PAGE_WIDTH = 842;
const PAGE_HEIGHT = 595;
const MARGIN = 36;
const TITLE_SIZE = 13;
const TEXT_SIZE = 9;
const LINE = 14;
const CELL_PADDING = 3;

const bidi = bidiFactory();

/** Characters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko …, and their presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

interface LoadedFont {
  font: PDFFont;
  /** The code points it draws. */
  characters: Set<number>;
}

interface Run {
  text: string;
  font: PDFFont;
  width: number;
  /** Its glyphs as the page's text operator takes them (a hex string). */
  glyphs: string;
}

const runOf = (text: string, font: PDFFont, size: number): Run => ({
  text,
  font,
  width: font.widthOfTextAtSize(text, size),
  glyphs: font.encodeText(text).toString(),
});

/**
 * A PDF of the table, page by page: on every page the title, the filter and when it was made,
 * and the column titles; then the rows. Each text is cut into runs by direction (the Unicode
 * bidirectional algorithm) and by script, each run drawn in its script's Noto font, whose own
 * tables join Arabic letters (fontkit shapes them); right-to-left languages mirror the column
 * order and align right.
 */
export async function pdfWriter(table: ExportTable, lang: string, loadFont: FontSource): Promise<TableWriter> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForExport(fontkit));
  doc.setTitle(table.title);
  doc.setLanguage(lang);
  const loading = new Map<FontScript, Promise<LoadedFont>>();
  const fonts = new Map<FontScript, LoadedFont>();
  async function loadFonts(scripts: Iterable<FontScript>) {
    for (const script of scripts) {
      let loaded = loading.get(script);
      if (!loaded) {
        // Each font is cut to the glyphs drawn (the CJK font alone is 10 MB).
        loaded = loadFont(fontFileFor(script, lang))
          .then((bytes) => doc.embedFont(bytes, { subset: true }))
          .then((font) => ({ font, characters: new Set(font.getCharacterSet()) }));
        loading.set(script, loaded);
      }
      fonts.set(script, await loaded);
    }
  }
  /** Loads the fonts `text` needs that are not in yet, so laying it out waits for nothing. */
  async function loadFontsFor(text: string) {
    const missing = new Set<FontScript>();
    for (const char of text) {
      const script = scriptOf(char);
      if (script && !fonts.has(script)) missing.add(script);
    }
    await loadFonts(missing);
  }
  const loadedFont = (script: FontScript) => {
    const loaded = fonts.get(script);
    if (!loaded) throw new Error(`The ${script} font is not loaded`);
    return loaded;
  };
  const drawsChar = (script: FontScript, char: string) => loadedFont(script).characters.has(char.codePointAt(0) ?? 0);
  // Latin for the digits and punctuation of every script; the language's own font for its punctuation (the Arabic comma).
  await loadFonts(['latin', languageScript(lang)]);

  /** The runs of `text` in visual order (left to right on the page); its fonts are loaded. */
  function layOut(text: string, size: number): Run[] {
    // The screen's isolates (a date and time kept left to right) steer the levels, then are dropped: no font draws them.
    if (stripDirectionMarks(text) === '') return [];
    // Left-to-right text in a left-to-right file is one level: the bidirectional algorithm has nothing to reorder.
    const levels = table.rtl || RIGHT_TO_LEFT.test(text) ? bidi.getEmbeddingLevels(text, table.rtl ? 'rtl' : 'ltr').levels : undefined;
    const pieces: { text: string; script: FontScript; level: number }[] = [];
    // Intl writes a narrow no-break space in times (2:57 PM), which not every Noto font has.
    const chars = Array.from(text.replace(/\u202f/g, ' '));
    let offset = 0;
    for (const char of chars) {
      const level = levels?.[offset] ?? 0;
      offset += char.length;
      if (stripDirectionMarks(char) === '') continue;
      const last = pieces.at(-1);
      // Digits, spaces and punctuation stay in the run they follow when its font has them (an
      // Arabic name's spaces); otherwise, and at the start, the Latin font, or the language's own
      // for its punctuation (the Arabic comma).
      const own = scriptOf(char);
      const joins = last !== undefined && last.level === level && (own === undefined ? drawsChar(last.script, char) : last.script === own);
      if (joins) last.text += char;
      else pieces.push({ text: char, script: own ?? (drawsChar('latin', char) ? 'latin' : languageScript(lang)), level });
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
    return pieces.map((p) => runOf(p.text, loadedFont(p.script).font, size));
  }

  // A table repeats its names, IDs and labels: each is laid out once (its dates and times, all different, are not kept).
  const laidOut = new Map<string, Run[]>();
  async function runs(text: string, size: number): Promise<Run[]> {
    const key = `${size} ${text}`;
    let line = laidOut.get(key);
    if (!line) {
      await loadFontsFor(text);
      line = layOut(text, size);
      if (!isUnshaped(stripDirectionMarks(text))) {
        if (laidOut.size >= CACHED_TEXTS) laidOut.clear();
        laidOut.set(key, line);
      }
    }
    return line;
  }

  const usable = PAGE_WIDTH - 2 * MARGIN;
  const totalChars = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / totalChars) * usable);
  // Column i starts here; in a right-to-left file the first column is at the right edge.
  const lefts = widths.map((_, i) => {
    const before = widths.slice(0, i).reduce((sum, w) => sum + w, 0);
    return table.rtl ? PAGE_WIDTH - MARGIN - before - (widths[i] ?? 0) : MARGIN + before;
  });

  // Each font has one resource name in every page (pdf-lib's drawText adds a new one per call).
  const resourceNames = new Map<PDFFont, PDFName>();
  const resourceName = (font: PDFFont) => {
    let name = resourceNames.get(font);
    if (!name) {
      name = PDFName.of(`F${resourceNames.size + 1}`);
      resourceNames.set(font, name);
    }
    return name;
  };

  /**
   * The page being filled: its drawing operations are written as text and compressed when it is
   * full, so a long export holds finished pages as bytes, not as pdf-lib's operator objects.
   */
  let page: { leaf: PDFPage; operations: string[]; fonts: Set<PDFFont> } | undefined;
  let y = 0;

  /** Draws `text` within [x, x + width] at baseline y, aligned to the reading start; what does not fit is cut. */
  async function drawText(text: string, x: number, y: number, width: number, size: number) {
    if (!page) return;
    let line = await runs(text, size);
    while (line.length > 0 && line.reduce((sum, r) => sum + r.width, 0) > width) {
      const cut = table.rtl ? line[0] : line.at(-1);
      if (!cut) break;
      const chars = Array.from(cut.text);
      const shorter = table.rtl ? chars.slice(1).join('') : chars.slice(0, -1).join('');
      const next = runOf(shorter, cut.font, size);
      line = table.rtl ? [...(shorter ? [next] : []), ...line.slice(1)] : [...line.slice(0, -1), ...(shorter ? [next] : [])];
    }
    const total = line.reduce((sum, r) => sum + r.width, 0);
    let left = table.rtl ? x + width - total : x;
    for (const run of line) {
      if (!page.fonts.has(run.font)) {
        page.leaf.node.setFontDictionary(resourceName(run.font), run.font.ref);
        page.fonts.add(run.font);
      }
      page.operations.push(`BT ${resourceName(run.font).toString()} ${size} Tf ${left.toFixed(2)} ${y.toFixed(2)} Td ${run.glyphs} Tj ET`);
      left += run.width;
    }
  }

  function finishPage() {
    if (!page) return;
    page.leaf.node.addContentStream(doc.context.register(doc.context.flateStream(page.operations.join('\n'))));
    page = undefined;
  }

  async function newPage() {
    finishPage();
    page = { leaf: doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), operations: [], fonts: new Set() };
    y = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
    await drawText(table.title, MARGIN, y, usable, TITLE_SIZE);
    for (const { label, value } of table.header) {
      y -= LINE;
      await drawText(`${label}: ${value}`, MARGIN, y, usable, TEXT_SIZE);
    }
    y -= LINE * 1.5;
    for (const [i, column] of table.columns.entries()) {
      await drawText(column.title, (lefts[i] ?? 0) + CELL_PADDING, y, (widths[i] ?? 0) - 2 * CELL_PADDING, TEXT_SIZE);
    }
    // The rule under the column titles: grey, 0.75 pt.
    page.operations.push(`0.3 0.3 0.3 RG 0.75 w ${MARGIN} ${y - 4} m ${PAGE_WIDTH - MARGIN} ${y - 4} l S`);
    y -= LINE;
  }

  return {
    async add(rows: readonly ExportRow[]) {
      for (const row of rows) {
        if (!page || y < MARGIN) await newPage();
        for (const [i, text] of row.texts.entries()) {
          await drawText(text, (lefts[i] ?? 0) + CELL_PADDING, y, (widths[i] ?? 0) - 2 * CELL_PADDING, TEXT_SIZE);
        }
        y -= LINE;
      }
    },
    async finish() {
      if (!page && doc.getPageCount() === 0) await newPage();
      finishPage();
      const bytes = await doc.save();
      return new Blob([bytes as BlobPart], { type: 'application/pdf' });
    },
  };
}
