import type { UserRow } from '@tac/goform';

/** Columns of the exported list, in order; an import reads the same header. */
export const CSV_COLUMNS = ['userid', 'username', 'cardid', 'admin', 'groupid', 'identifymode'] as const;

function cell(value: string | number): string {
  let text = String(value);
  // A name starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The users as CSV text (header line first, CRLF line ends as spreadsheets expect). */
export function usersToCsv(rows: readonly UserRow[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => cell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
