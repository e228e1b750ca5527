import { api, goformRequest, InitAdminCard, type Answer, type ResponseOf } from '@tac/goform';

export type InitCardAnswer = ResponseOf<typeof InitAdminCard> & Answer;

/** InitAdminCard: the device issues a new admin card number and the old card stops working. */
const initCardApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accessControlInitCard: build.mutation<InitCardAnswer, void>({
      query: () => goformRequest(InitAdminCard, {}),
      transformResponse: (answer: Answer) => answer as InitCardAnswer,
    }),
  }),
});

export const { useAccessControlInitCardMutation } = initCardApi;
