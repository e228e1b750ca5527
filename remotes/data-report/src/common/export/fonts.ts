import arabic from '@tac/pdf-fonts/arabic.ttf';
import cjk from '@tac/pdf-fonts/cjk.ttf';
import hebrew from '@tac/pdf-fonts/hebrew.ttf';
import latin from '@tac/pdf-fonts/latin.ttf';
import thai from '@tac/pdf-fonts/thai.ttf';
import type { FontSource } from './pdf';
import type { FontScript } from './scripts';

// Files of their own (build/pdfFonts.ts): the browser fetches one only when a PDF has its script.
const FONT_URLS: Record<FontScript, string> = { latin, arabic, hebrew, thai, cjk };

/** The browser's fonts for PDF exports, from the console's own server. */
export const fetchFont: FontSource = async (script) => {
  const response = await fetch(FONT_URLS[script]);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};
