import {
  api,
  GetAnvizWiegandAuthorize,
  goformRequest,
  SetAnvizWiegandAuthorize,
  type Answer,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

/** The Wiegand list's cache tag: an authorization change or a newly paired reader refreshes it. */
export const WIEGAND_LIST_TAG = { type: 'Settings', id: 'wiegandAuthorization' } as const;

type List = ResponseOf<typeof SetAnvizWiegandAuthorize> & Answer;

const wiegandAuthorizationApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    advancedSetupWiegandList: build.query<List, void>({
      query: () => goformRequest(SetAnvizWiegandAuthorize, {}),
      transformResponse: (answer: Answer) => answer as List,
      providesTags: [WIEGAND_LIST_TAG],
    }),
    advancedSetupWiegandAuthorize: build.mutation<Answer, RequestOf<typeof GetAnvizWiegandAuthorize>>({
      query: (input) => goformRequest(GetAnvizWiegandAuthorize, input),
      invalidatesTags: (_result, error) => (error ? [] : [WIEGAND_LIST_TAG]),
    }),
  }),
});

export const { useAdvancedSetupWiegandListQuery, useAdvancedSetupWiegandAuthorizeMutation } = wiegandAuthorizationApi;
