import { formatNumber } from '@tac/i18n';

/**
 * The CSV separator a spreadsheet in the console language `lang` reads: `;` where the
 * language writes decimals with a comma (de, ru, es, fr, pt…: Excel there splits lines
 * only at `;`), `,` elsewhere.
 */
export function listSeparator(lang: string): ',' | ';' {
  return formatNumber(1.5, lang).includes(',') ? ';' : ',';
}

/** The file's column titles: the table's own headers, by column id (the download contract's keys). */
export function columnTitles(columns: readonly { id: string; header: string }[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c.id, c.header]));
}
