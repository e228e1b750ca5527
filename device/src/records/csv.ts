import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * Streams rows as a CSV attachment (UTF-8 with BOM so spreadsheet programs read
 * every script). Rows are pulled as the client reads: memory stays constant.
 */
export function sendCsv<T extends object>(
  reply: FastifyReply,
  filename: string,
  columns: { key: keyof T & string; header: string }[],
  rows: AsyncIterable<T>,
): FastifyReply {
  const csv = stringify({ header: true, bom: true, columns });
  pipeline(Readable.from(rows), csv, (err) => {
    // The client going away mid-download is ordinary; anything else is worth a look.
    if (err) reply.log.warn({ err }, 'CSV download ended early');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
