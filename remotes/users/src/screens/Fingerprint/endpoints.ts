import { api, goformRequest, regfp, SetFpDuress, type Answer, type RequestOf } from '@tac/goform';
import { USER_LIST_TAG } from '../UserList/endpoints';

export type RegFpInput = RequestOf<typeof regfp>;

const fingerprintApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    usersRegFp: build.mutation<Answer, RegFpInput>({
      // A cancel is sent as the user leaves too: it must reach the device even when the tab closes.
      query: (input) => goformRequest(regfp, input, { keepalive: input.action === 'cancel' }),
      // A finished enrolment or a removal changes the user's slots and the device's counts.
      invalidatesTags: (result, _e, { userid }) =>
        result?.code === 'success' ? [USER_LIST_TAG, { type: 'Users', id: String(userid) }, 'SystemInfo'] : [],
    }),
    usersSetFpDuress: build.mutation<Answer, RequestOf<typeof SetFpDuress>>({
      query: (input) => goformRequest(SetFpDuress, input),
      invalidatesTags: (result, _e, { userid }) => (result?.code === 'success' ? [{ type: 'Users', id: String(userid) }] : []),
    }),
  }),
});

export const { useUsersRegFpMutation, useUsersSetFpDuressMutation } = fingerprintApi;
