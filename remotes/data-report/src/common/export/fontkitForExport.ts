import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<Font['layout']>;

/** Whether `text`'s glyphs are its characters' glyphs side by side: digits, spaces and the punctuation of dates and times. */
export const isUnshaped = (text: string) => /^[\d :./,-]*$/.test(text);

/** Laid-out texts kept per font; past this many the cache starts again, so a long export's memory stays flat. */
export const CACHED_TEXTS = 5000;

/** The part of fontkit's TrueType subset (`font.createSubset()`) that the even-length fix below reaches into. */
interface TrueTypeSubset {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (glyphId: number) => number;
}

/**
 * fontkit writes a small subset's `loca` table in the short format (offsets halved) without
 * padding its glyphs to an even length, so every glyph after an odd-length one is read from the
 * wrong place and draws nothing (Noto Sans SC's 静, 杨, 芳 …). Padding each glyph keeps them all.
 */
function padGlyphsToEvenLength(subset: TrueTypeSubset) {
  const addGlyph = subset._addGlyph?.bind(subset);
  if (!addGlyph) return;
  subset._addGlyph = (glyphId) => {
    const index = addGlyph(glyphId);
    const glyph = subset.glyf?.[index];
    if (subset.glyf && glyph && glyph.length % 2 === 1) {
      subset.glyf[index] = (glyph.constructor as typeof Uint8Array).from([...glyph, 0]);
      subset.offset = (subset.offset ?? 0) + 1;
    }
    return index;
  };
}

/**
 * fontkit as the PDF export needs it. Its fonts remember their layouts: pdf-lib lays a text out
 * once to measure it and again to draw it, and shaping (GSUB/GPOS lookups) was most of a PDF
 * export's time. A table repeats its names and labels; its dates and times, each new, are made of
 * characters laid out once. And its subsets keep every glyph (padGlyphsToEvenLength).
 */
export function fontkitForExport(fontkit: Fontkit): Fontkit {
  return {
    create(buffer, postscriptName) {
      const font = fontkit.create(buffer, postscriptName);
      const shape = font.layout.bind(font);
      const texts = new Map<string, GlyphRun>();
      const characters = new Map<string, GlyphRun>();
      const remembered = (cache: Map<string, GlyphRun>, text: string, features: Parameters<Font['layout']>[1]) => {
        let run = cache.get(text);
        if (!run) {
          if (cache.size >= CACHED_TEXTS) cache.clear();
          run = shape(text, features);
          cache.set(text, run);
        }
        return run;
      };
      font.layout = (text, features) => {
        if (!isUnshaped(text)) return remembered(texts, text, features);
        const pieces = Array.from(text, (char) => remembered(characters, char, features));
        return { ...pieces[0], glyphs: pieces.flatMap((p) => p.glyphs), positions: pieces.flatMap((p) => p.positions) } as GlyphRun;
      };
      const createSubset = font.createSubset.bind(font);
      font.createSubset = () => {
        const subset = createSubset();
        padGlyphsToEvenLength(subset as unknown as TrueTypeSubset);
        return subset;
      };
      return font;
    },
  };
}
