import { csvPlainText, csvSafeText, type UserRow } from '@tac/goform';

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

/**
 * CSV text to rows of cells: quoted cells may hold commas, quotes ("") and line breaks; a BOM
 * is skipped. Cells come back without the formula guard of the export (`csvPlainText`: `'=cmd`
 * reads `=cmd`), so an exported list imports as the very names the device holds. Nothing is
 * refused for looking like a formula: the device stores text, and every export guards it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cellText = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cellText += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cellText += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cellText);
      cellText = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cellText);
      rows.push(row);
      row = [];
      cellText = '';
    } else cellText += ch;
  }
  if (cellText !== '' || row.length > 0) {
    row.push(cellText);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== '')).map((r) => r.map(csvPlainText));
}
