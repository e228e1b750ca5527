import { AnvizWiegandMatch, api, goformRequest, type Answer, type RequestOf, type ResponseOf } from '@tac/goform';
import { WIEGAND_LIST_TAG } from '../WiegandAuthorization/endpoints';

type MatchAnswer = ResponseOf<typeof AnvizWiegandMatch> & Answer;

const pairingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    advancedSetupWiegandMatch: build.mutation<MatchAnswer, RequestOf<typeof AnvizWiegandMatch>>({
      query: (input) => goformRequest(AnvizWiegandMatch, input),
      transformResponse: (answer: Answer) => answer as MatchAnswer,
      // A paired reader joins the Wiegand authorization list.
      invalidatesTags: (result) => (result?.code === 'success' && result.reader ? [WIEGAND_LIST_TAG] : []),
    }),
  }),
});

export const { useAdvancedSetupWiegandMatchMutation } = pairingApi;
