import { csvSafeText, type UserRow } from '@tac/goform';

/** Columns of the exported list, in order; an import reads the same header. */
export const CSV_COLUMNS = ['userid', 'username', 'cardid', 'admin', 'groupid', 'identifymode'] as const;

/**
 * One cell: text through the formula guard shared with the device's downloads
 * (`csvSafeText`: `=cmd` is written `'=cmd`; the import takes the guard off again),
 * numbers as they are; quoted when it holds a comma, quote or line break.
 */
function cell(value: string | number): string {
  const text = typeof value === 'string' ? csvSafeText(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The users as CSV text (header line first, CRLF line ends as spreadsheets expect). */
export function usersToCsv(rows: readonly UserRow[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => cell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
