import { api, searchThermometryRecord, type RequestOf, type ResponseOf } from '@tac/goform';
import { askDevice } from '../../common/askDevice';

export type ThermometrySearch = RequestOf<typeof searchThermometryRecord>;
export type ThermometryPage = ResponseOf<typeof searchThermometryRecord>;

const thermometryApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportThermometry: build.query<ThermometryPage, ThermometrySearch>({
      queryFn: (input, _api, _extra, baseQuery) => askDevice(baseQuery, searchThermometryRecord, input),
      keepUnusedDataFor: 30,
      providesTags: ['Records'],
    }),
  }),
});

export const { useDataReportThermometryQuery } = thermometryApi;
