/**
 * Spreadsheet formula injection (CSV injection): a cell whose text begins with `=`, `+`,
 * `-` or `@` (or a tab or carriage return, which some programs skip before reading one of
 * those) is run as a formula when a spreadsheet opens the file. Every CSV writer of the
 * device and of the console writes its cells through `csvSafeText`, and every CSV reader
 * takes them back through `csvPlainText`, so the rule is the same on both sides:
 *
 * - Text cells are guarded: such a text gets a leading `'` (the spreadsheet shows the text
 *   and runs nothing). A text that already begins with `'` before one of those characters
 *   gets one more `'`, so reading the file back always gives the stored text exactly.
 * - Numbers the writer holds as numbers (record status, minutes, counts) are written as
 *   they are: they come from the device, not from a person, and a negative number must
 *   stay a number. Writers pass every cell that holds text — names, status labels, dates,
 *   times, ids kept as text — through the guard, whatever its column.
 *
 * The device stores text as it was given; only the export guards it.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^''*[=+\-@\t\r]/;

/** A text cell that a spreadsheet shows as text and never runs. */
export function csvSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a cell written by `csvSafeText` stood for (other cells unchanged). */
export function csvPlainText(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}
