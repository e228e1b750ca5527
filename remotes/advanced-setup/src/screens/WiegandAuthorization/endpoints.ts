import {
  answerOf,
  api,
  GetAnvizWiegandAuthorize,
  goformRequest,
  SetAnvizWiegandAuthorize,
  type Answer,
  type ParsedAnswer,
  type RequestOf,
} from '@tac/goform';

/** The Wiegand list's cache tag: an authorization change or a newly paired reader refreshes it. */
export const WIEGAND_LIST_TAG = { type: 'Settings', id: 'wiegandAuthorization' } as const;

type List = ParsedAnswer<typeof SetAnvizWiegandAuthorize>;

const wiegandAuthorizationApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    advancedSetupWiegandList: build.query<List, void>({
      query: () => goformRequest(SetAnvizWiegandAuthorize, {}),
      transformResponse: answerOf(SetAnvizWiegandAuthorize),
      providesTags: [WIEGAND_LIST_TAG],
    }),
    advancedSetupWiegandAuthorize: build.mutation<Answer, RequestOf<typeof GetAnvizWiegandAuthorize>>({
      query: (input) => goformRequest(GetAnvizWiegandAuthorize, input),
      invalidatesTags: (_result, error) => (error ? [] : [WIEGAND_LIST_TAG]),
    }),
  }),
});

export const { useAdvancedSetupWiegandListQuery, useAdvancedSetupWiegandAuthorizeMutation } = wiegandAuthorizationApi;
