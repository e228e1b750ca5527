import { answerOf, api, goformRequest, InitAdminCard, type ParsedAnswer } from '@tac/goform';

export type InitCardAnswer = ParsedAnswer<typeof InitAdminCard>;

/** InitAdminCard: the device issues a new admin card number and the old card stops working. */
const initCardApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accessControlInitCard: build.mutation<InitCardAnswer, void>({
      query: () => goformRequest(InitAdminCard, {}),
      transformResponse: answerOf(InitAdminCard),
    }),
  }),
});

export const { useAccessControlInitCardMutation } = initCardApi;
