import { api, goformRequest, searchThermometryRecord, type Answer, type RequestOf, type ResponseOf } from '@tac/goform';

export type ThermometrySearch = RequestOf<typeof searchThermometryRecord>;
export type ThermometryPage = ResponseOf<typeof searchThermometryRecord>;

const thermometryApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportThermometry: build.query<ThermometryPage, ThermometrySearch>({
      query: (input) => goformRequest(searchThermometryRecord, input),
      transformResponse: (answer: Answer) => answer as unknown as ThermometryPage,
      keepUnusedDataFor: 30,
      providesTags: ['Records'],
    }),
  }),
});

export const { useDataReportThermometryQuery } = thermometryApi;
