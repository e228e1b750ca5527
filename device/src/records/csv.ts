import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { csvSafeText } from '@tac/goform/contract';

/**
 * Streams rows as a CSV attachment (UTF-8 with BOM so spreadsheet programs read
 * every script). Rows are pulled as the client reads: memory stays constant. Every
 * text cell goes through the formula guard (`csvSafeText`: a name like `=HYPERLINK(…)`
 * is written `'=HYPERLINK(…)`); numbers are written as they are.
 */
export function sendCsv<T extends object>(
  reply: FastifyReply,
  filename: string,
  columns: { key: keyof T & string; header: string }[],
  rows: AsyncIterable<T>,
): FastifyReply {
  const csv = stringify({ header: true, bom: true, columns, cast: { string: (value) => csvSafeText(value) } });
  pipeline(Readable.from(rows), csv, (err) => {
    // The client going away mid-download is ordinary; anything else is worth a look.
    if (err) reply.log.warn({ err }, 'CSV download ended early');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
