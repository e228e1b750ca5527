import { answerOf, api, deleteuser, deletsomeuser, goformRequest, userlist, type Answer, type RequestOf, type ResponseOf } from '@tac/goform';

export type UserPage = ResponseOf<typeof userlist>;
export type UserPageArgs = RequestOf<typeof userlist>;

/** Every cached page of the list; any write to a user invalidates it. */
export const USER_LIST_TAG = { type: 'Users' as const, id: 'LIST' };

const listApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    usersList: build.query<UserPage, UserPageArgs>({
      query: (args) => goformRequest(userlist, args),
      transformResponse: answerOf(userlist),
      providesTags: [USER_LIST_TAG],
    }),
    usersDeleteUser: build.mutation<Answer, RequestOf<typeof deleteuser>>({
      query: (input) => goformRequest(deleteuser, input),
      invalidatesTags: (_r, error, { userid }) =>
        error ? [] : [USER_LIST_TAG, { type: 'Users', id: String(userid) }, 'SystemInfo'],
    }),
    usersDeleteSome: build.mutation<Answer, RequestOf<typeof deletsomeuser>>({
      query: (input) => goformRequest(deletsomeuser, input),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Users' }, 'SystemInfo']),
    }),
  }),
});

export const { useUsersListQuery, useUsersDeleteUserMutation, useUsersDeleteSomeMutation } = listApi;
export const usersListEndpoint = listApi.endpoints.usersList;
