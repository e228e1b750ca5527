import type { EndpointContract } from '@tac/goform';
import { formatNumber } from '@tac/i18n';

/**
 * Hands a CSV download to the browser: a plain GET navigation to the device with the
 * token as the `token` query parameter, as scripts for real terminals do. The browser
 * streams the attachment to disk; the page never holds the file, so 200 000 rows cost
 * the tab nothing.
 */
export function downloadUrl(contract: EndpointContract, fields: Record<string, string>, token: string | undefined): string {
  const url = new URL(`/goform/${contract.name}`, window.location.origin);
  url.searchParams.set('_t', String(Date.now()));
  if (token) url.searchParams.set('token', token);
  for (const [key, value] of Object.entries(fields)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  // The device names the file (content-disposition); `download` keeps the console page open.
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

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
