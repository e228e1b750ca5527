import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { csvSafeText } from '@tac/goform/contract';

export interface CsvColumn<T> {
  key: keyof T & string;
  /** The title when the request names none in its language. */
  header: string;
}

/** How the reader's spreadsheet reads a file (`sep`, `texts` of the download contracts). */
export interface CsvLayout {
  sep?: ',' | ';' | undefined;
  /** Column titles and value texts in the reader's language, by key. */
  texts?: Partial<Record<string, string | undefined>> | undefined;
}

/** The text of `key` in the reader's language, or `fallback`. */
export const csvText = (layout: CsvLayout, key: string, fallback: string) => layout.texts?.[key] || fallback;

/**
 * Streams rows as a CSV attachment (UTF-8 with BOM so spreadsheet programs read
 * every script). Rows are pulled as the client reads: memory stays constant. Every
 * text cell and title goes through the formula guard (`csvSafeText`: a name like
 * `=HYPERLINK(…)` is written `'=HYPERLINK(…)`); numbers are written as they are, with
 * a decimal comma when the separator is `;` (the spreadsheets that split at `;` read
 * decimals with a comma).
 */
export function sendCsv<T extends object>(
  reply: FastifyReply,
  filename: string,
  columns: CsvColumn<T>[],
  rows: AsyncIterable<T>,
  layout: CsvLayout = {},
): FastifyReply {
  const delimiter = layout.sep ?? ',';
  const csv = stringify({
    header: true,
    bom: true,
    delimiter,
    // Titles pass through `cast.string` as cells do.
    columns: columns.map(({ key, header }) => ({ key, header: csvText(layout, key, header) })),
    cast: {
      string: (value) => csvSafeText(value),
      number: (value) => (delimiter === ';' ? String(value).replace('.', ',') : String(value)),
    },
  });
  pipeline(Readable.from(rows), csv, (err) => {
    // The client going away mid-download is ordinary; anything else is worth a look.
    if (err) reply.log.warn({ err }, 'CSV download ended early');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
