/** What a column holds, so a spreadsheet gets real cells: dates as dates, numbers as numbers. */
export type CellKind = 'text' | 'integer' | 'decimal' | 'date' | 'datetime' | 'time';

/**
 * A cell as the device answered it: a number, or a text ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss',
 * 'HH:mm' for the date kinds); '' is an empty cell.
 */
export type CellValue = string | number;

export interface ExportColumn {
  title: string;
  kind: CellKind;
  /** Width in characters. */
  width: number;
}

/** One row: its cells for the spreadsheet, and the same as the screen shows them, for the PDF. */
export interface ExportRow {
  values: CellValue[];
  texts: string[];
}

/** Everything about a file but its rows: titles, the search it answers, its language. */
export interface ExportTable {
  /** The report's title in the console language. */
  title: string;
  /** The search's filter as label and value, then when the file was made. */
  header: { label: string; value: string }[];
  columns: ExportColumn[];
  /** Right-to-left language (ar, fa, he): columns mirrored, text aligned right. */
  rtl: boolean;
}

/** A file written page by page: rows go in as the device answers them, the file comes out at the end. */
export interface TableWriter {
  add(rows: readonly ExportRow[]): Promise<void>;
  finish(): Promise<Blob>;
}
