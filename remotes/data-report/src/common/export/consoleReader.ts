import { api, goformRequest, type GoformError } from '@tac/goform';
import { EXPORT_SEARCHES, ROWS_PER_CALL, type ExportSearch, type PageReader, type SearchAnswer } from './readPages';

interface PageArgs {
  search: ExportSearch;
  filter: Record<string, string>;
  start: number;
}

// A mutation, not a query: an export's pages are read once and kept in no cache.
const exportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportExportPage: build.mutation<SearchAnswer<ExportSearch>, PageArgs>({
      async queryFn({ search, filter, start }, _api, _extra, baseQuery) {
        const input = { ...filter, start, limit: ROWS_PER_CALL } as never;
        // quiet: the export says what went wrong itself, once, beside its progress.
        const result = (await baseQuery(goformRequest(EXPORT_SEARCHES[search], input, { refusalsAsErrors: true, quiet: true }))) as {
          data?: unknown;
          error?: unknown;
        };
        return result.error ? { error: result.error as GoformError } : { data: result.data as SearchAnswer<ExportSearch> };
      },
    }),
  }),
});

type Started = Promise<{ data: SearchAnswer<ExportSearch> } | { error: unknown }> & { abort(): void };

/** The console's reader: the session's own calls through the store (`dispatch`). */
export function consoleReader(dispatch: (action: unknown) => unknown): PageReader {
  return async <S extends ExportSearch>(search: S, filter: Record<string, string>, start: number, signal: AbortSignal) => {
    const call = dispatch(exportApi.endpoints.dataReportExportPage.initiate({ search, filter, start }, { track: false })) as Started;
    const abort = () => call.abort();
    signal.addEventListener('abort', abort);
    const result = await call.finally(() => signal.removeEventListener('abort', abort));
    if ('error' in result) throw result.error;
    return result.data as SearchAnswer<S>;
  };
}
