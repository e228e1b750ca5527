import arabic from '@tac/pdf-fonts/arabic.ttf';
import cjk from '@tac/pdf-fonts/cjk.ttf';
import cjkTraditional from '@tac/pdf-fonts/cjkTraditional.ttf';
import hebrew from '@tac/pdf-fonts/hebrew.ttf';
import latin from '@tac/pdf-fonts/latin.ttf';
import thai from '@tac/pdf-fonts/thai.ttf';
import type { FontSource } from './pdf';
import type { FontFile } from './scripts';

// Files of their own (build/pdfFonts.ts): the browser fetches one only when a PDF has its script.
const FONT_URLS: Record<FontFile, string> = { latin, arabic, hebrew, thai, cjk, cjkTraditional };

/** The browser's fonts for PDF exports, from the console's own server. */
export const fetchFont: FontSource = async (file) => {
  const response = await fetch(FONT_URLS[file]);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};
