import { exportFileName } from '@tac/goform';
import { readPages, type ExportSearch, type PageReader, type SearchAnswer } from './readPages';
import type { CellKind, CellValue, ExportTable, TableWriter } from './table';

export type ExportFormat = 'xlsx' | 'pdf';

export interface ExportColumnOf<Row> {
  title: string;
  kind: CellKind;
  /** Width in characters. */
  width: number;
  /** The cell as the device answered it (XLSX). */
  value: (row: Row) => CellValue;
  /** The cell as the screen shows it (PDF). */
  text: (row: Row) => string;
}

export type SearchRow<S extends ExportSearch> = SearchAnswer<S>['record'][number];

/** What one screen exports: its search with the current filter, its columns, and how its file is named. */
export interface ExportDefinition<S extends ExportSearch = ExportSearch> {
  search: S;
  /** The search's filter as the device takes it (no start or limit). */
  filter: Record<string, string>;
  /** The file name's first part, as the device's CSV of the same search: records, report, temperature. */
  what: string;
  /** The file name's last parts (user2 …), as the CSV's. */
  qualifiers: string[];
  /** Title, header lines and direction of the file. */
  table: Omit<ExportTable, 'columns'>;
  columns: readonly ExportColumnOf<SearchRow<S>>[];
  /** A row's day, YYYY-MM-DD: the file name covers the first and the last. */
  day: (row: SearchRow<S>) => string;
}

export interface ExportRun {
  readPage: PageReader;
  signal: AbortSignal;
  /** After each page: rows read so far, and of how many. */
  onProgress: (read: number, count: number) => void;
  serial: string;
  /** The file's writer for the table: the XLSX or the PDF one, each loaded when asked for. */
  makeWriter: (table: ExportTable) => Promise<TableWriter>;
}

/**
 * Reads every row of the definition's search from the device, page by page, into an XLSX or PDF
 * file; resolves with the file and its name, or rejects (device error, network error, cancel)
 * with nothing made.
 */
export async function runExport<S extends ExportSearch>(
  format: ExportFormat,
  definition: ExportDefinition<S>,
  run: ExportRun,
): Promise<{ file: Blob; name: string }> {
  const table: ExportTable = { ...definition.table, columns: definition.columns.map(({ title, kind, width }) => ({ title, kind, width })) };
  const writer = await run.makeWriter(table);
  let first = '';
  let last = '';
  await readPages(run.readPage, definition.search, definition.filter, run.signal, async (rows, read, count) => {
    for (const row of rows) {
      const day = definition.day(row);
      if (first === '' || day < first) first = day;
      if (day > last) last = day;
    }
    await writer.add(
      rows.map((row) => ({ values: definition.columns.map((c) => c.value(row)), texts: definition.columns.map((c) => c.text(row)) })),
    );
    run.onProgress(read, count);
  });
  const file = await writer.finish();
  const days = [definition.filter.from || first, definition.filter.to || last];
  return { file, name: exportFileName({ what: definition.what, serial: run.serial, days, qualifiers: definition.qualifiers, extension: format }) };
}
