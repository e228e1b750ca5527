import { answerOf, AnvizWiegandMatch, api, goformRequest, WIEGAND_LIST_TAG, type ParsedAnswer, type RequestOf } from '@tac/goform';

type MatchAnswer = ParsedAnswer<typeof AnvizWiegandMatch>;

const pairingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    advancedSetupWiegandMatch: build.mutation<MatchAnswer, RequestOf<typeof AnvizWiegandMatch>>({
      query: (input) => goformRequest(AnvizWiegandMatch, input),
      transformResponse: answerOf(AnvizWiegandMatch),
      // A paired reader joins the Wiegand authorization list.
      invalidatesTags: (result) => (result?.code === 'success' && result.reader ? [WIEGAND_LIST_TAG] : []),
    }),
  }),
});

export const { useAdvancedSetupWiegandMatchMutation } = pairingApi;
