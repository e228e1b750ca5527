import { formatDateTime, formatNumber } from '@tac/i18n';

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

/** The search's filter for a file's header, in the console language: each bound, or All where there is none. */
export function filterLines(t: (key: string) => string, filter: { userid: string; from: string; to: string }): { label: string; value: string }[] {
  const shown = (value: string) => value || t('download.all');
  return [
    { label: t('search.userId'), value: shown(filter.userid) },
    { label: t('search.from'), value: shown(filter.from) },
    { label: t('search.to'), value: shown(filter.to) },
  ];
}

/** The file header's last line: when it was made, in the console language. */
export function generatedLine(t: (key: string) => string, lang: string): { label: string; value: string } {
  return { label: t('download.generated'), value: formatDateTime(new Date(), lang, { dateStyle: 'medium', timeStyle: 'medium' }) };
}
