import { GetReportFormInfo, searchrecord, searchThermometryRecord, type ResponseOf } from '@tac/goform';

/** The paged searches an export reads. */
export const EXPORT_SEARCHES = { searchrecord, GetReportFormInfo, searchThermometryRecord };
export type ExportSearch = keyof typeof EXPORT_SEARCHES;
export type SearchAnswer<S extends ExportSearch> = ResponseOf<(typeof EXPORT_SEARCHES)[S]>;

/** Rows per call: the most the device's searches hand out at once (`paging.limit`). */
export const ROWS_PER_CALL = 100;

/** One page of a search from `start`; rejects with the reason when the device or the network fails. */
export type PageReader = <S extends ExportSearch>(search: S, filter: Record<string, string>, start: number, signal: AbortSignal) => Promise<SearchAnswer<S>>;

/** Thrown when the person cancels: nothing was saved. */
export class ExportCancelled extends Error {
  constructor() {
    super('Cancelled');
  }
}

/**
 * Every row of a search, page by page: `onPage` takes each page's rows, the rows read so far and
 * the count of all; the page is left to paint between calls. A failed call ends the reading (its
 * reason is thrown), so no file is made of part of the rows; `signal` cancels the call under way.
 */
export async function readPages<S extends ExportSearch>(
  readPage: PageReader,
  search: S,
  filter: Record<string, string>,
  signal: AbortSignal,
  onPage: (rows: SearchAnswer<S>['record'], read: number, count: number) => Promise<void>,
): Promise<number> {
  let read = 0;
  let count = Infinity;
  while (read < count) {
    if (signal.aborted) throw new ExportCancelled();
    const answer = await readPage(search, filter, read, signal);
    if (signal.aborted) throw new ExportCancelled();
    count = answer.count;
    if (answer.record.length === 0) break;
    read += answer.record.length;
    await onPage(answer.record, read, count);
    // A macrotask between pages: the browser paints the progress and handles the Cancel click.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return read;
}
