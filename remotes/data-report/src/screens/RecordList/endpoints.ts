import { api, goformRequest, searchrecord, type Answer, type RequestOf, type ResponseOf } from '@tac/goform';

export type RecordSearch = RequestOf<typeof searchrecord>;
export type RecordPage = ResponseOf<typeof searchrecord>;

const recordsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportRecords: build.query<RecordPage, RecordSearch>({
      query: (input) => goformRequest(searchrecord, input),
      transformResponse: (answer: Answer) => answer as unknown as RecordPage,
      // New punches arrive all the time: a page is read again whenever it is shown anew.
      keepUnusedDataFor: 30,
      providesTags: ['Records'],
    }),
  }),
});

export const { useDataReportRecordsQuery } = recordsApi;
