import {
  api,
  GetReportFormInfo,
  goformRequest,
  searchrecord,
  searchThermometryRecord,
  type GoformError,
  type ResponseOf,
} from '@tac/goform';

/** The paged searches an export reads. */
const SEARCHES = { searchrecord, GetReportFormInfo, searchThermometryRecord };
export type ExportSearch = keyof typeof SEARCHES;
export type SearchAnswer<S extends ExportSearch> = ResponseOf<(typeof SEARCHES)[S]>;

/** Rows per call: the most the device's searches hand out at once (`paging.limit`). */
export const ROWS_PER_CALL = 100;

interface PageArgs {
  search: ExportSearch;
  fields: Record<string, string>;
  start: number;
}

// A mutation, not a query: an export's pages are read once and kept in no cache.
const exportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportExportPage: build.mutation<SearchAnswer<ExportSearch>, PageArgs>({
      async queryFn({ search, fields, start }, _api, _extra, baseQuery) {
        const contract = SEARCHES[search];
        // quiet: the export tells what went wrong itself, once, beside its progress.
        const input = { ...fields, start, limit: ROWS_PER_CALL } as never;
        const result = (await baseQuery(goformRequest(contract, input, { refusalsAsErrors: true, quiet: true }))) as {
          data?: unknown;
          error?: unknown;
        };
        return result.error ? { error: result.error as GoformError } : { data: result.data as SearchAnswer<ExportSearch> };
      },
    }),
  }),
});

type Dispatch = (action: unknown) => unknown;
type Started = Promise<{ data: SearchAnswer<ExportSearch> } | { error: unknown }> & { abort(): void };

/** Thrown when the person cancels: nothing was saved. */
export class ExportCancelled extends Error {
  constructor() {
    super('Cancelled');
  }
}

/**
 * Every row of a search, page by page: `onPage` takes each page's rows, the rows read so far and the count of all; the
 * page is left to paint between calls. A failed call ends the reading (its error is thrown), so
 * no file is made of part of the rows; `signal` cancels the call under way.
 */
export async function readPages<S extends ExportSearch>(
  dispatch: Dispatch,
  search: S,
  fields: Record<string, string>,
  signal: AbortSignal,
  onPage: (rows: SearchAnswer<S>['record'], read: number, count: number) => Promise<void>,
): Promise<number> {
  let read = 0;
  let count = Infinity;
  while (read < count) {
    if (signal.aborted) throw new ExportCancelled();
    const call = dispatch(exportApi.endpoints.dataReportExportPage.initiate({ search, fields, start: read }, { track: false })) as Started;
    const abort = () => call.abort();
    signal.addEventListener('abort', abort);
    const result = await call.finally(() => signal.removeEventListener('abort', abort));
    if (signal.aborted) throw new ExportCancelled();
    if ('error' in result) throw result.error;
    const answer = result.data as SearchAnswer<S>;
    count = answer.count;
    if (answer.record.length === 0) break;
    read += answer.record.length;
    await onPage(answer.record, read, count);
    // A macrotask between pages: the browser paints the progress and handles the Cancel click.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return read;
}
