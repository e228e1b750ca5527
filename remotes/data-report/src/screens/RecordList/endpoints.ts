import { api, searchrecord, type RequestOf, type ResponseOf } from '@tac/goform';
import { askDevice } from '../../common/askDevice';

export type RecordSearch = RequestOf<typeof searchrecord>;
export type RecordPage = ResponseOf<typeof searchrecord>;

const recordsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportRecords: build.query<RecordPage, RecordSearch>({
      queryFn: (input, _api, _extra, baseQuery) => askDevice(baseQuery, searchrecord, input),
      // New punches arrive all the time: a page is read again whenever it is shown anew.
      keepUnusedDataFor: 30,
      providesTags: ['Records'],
    }),
  }),
});

export const { useDataReportRecordsQuery } = recordsApi;
