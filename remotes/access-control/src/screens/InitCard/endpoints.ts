import { answerOf, api, goformRequest, InitAdminCard, SetAdminCard, type ParsedAnswer } from '@tac/goform';

export type InitCardAnswer = ParsedAnswer<typeof InitAdminCard>;
export type AdminCardAnswer = ParsedAnswer<typeof SetAdminCard>;

const initCardApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** SetAdminCard (names are swapped: Set reads): the current admin card number, '' before the first. */
    accessControlAdminCard: build.query<AdminCardAnswer, void>({
      query: () => goformRequest(SetAdminCard, {}),
      transformResponse: answerOf(SetAdminCard),
    }),
    /** InitAdminCard: the device issues a new admin card number and the old card stops working. */
    accessControlInitCard: build.mutation<InitCardAnswer, void>({
      query: () => goformRequest(InitAdminCard, {}),
      transformResponse: answerOf(InitAdminCard),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.code === 'success') {
          dispatch(initCardApi.util.updateQueryData('accessControlAdminCard', undefined, (card) => ({ ...card, admincard: data.admincard })));
        }
      },
    }),
  }),
});

export const { useAccessControlAdminCardQuery, useAccessControlInitCardMutation } = initCardApi;
