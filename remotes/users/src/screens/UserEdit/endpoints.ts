import {
  GetUserInfo,
  adduser,
  answerOf,
  api,
  edituser,
  getOnlineEnrollStatus,
  goformRequest,
  type Answer,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';
import { USER_LIST_TAG } from '../UserList/endpoints';

export type UserInfo = ResponseOf<typeof GetUserInfo>;
export type AddUserInput = RequestOf<typeof adduser>;
export type EditUserInput = RequestOf<typeof edituser>;
export type CaptureAction = RequestOf<typeof getOnlineEnrollStatus>['action'];

const userTag = (userid: string | number) => ({ type: 'Users' as const, id: String(userid) });

/** Sends JSON, or multipart when a photo file goes with the fields. */
function withPhoto(fields: Record<string, unknown>, photo: File | undefined): Record<string, unknown> | FormData {
  if (!photo) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append('photo', photo);
  return form;
}

const userApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    usersUserInfo: build.query<UserInfo, string>({
      query: (userid) => goformRequest(GetUserInfo, { userid }),
      transformResponse: answerOf(GetUserInfo),
      providesTags: (_r, _e, userid) => [userTag(userid)],
    }),
    usersAddUser: build.mutation<Answer, { fields: AddUserInput; photo?: File }>({
      query: ({ fields, photo }) => goformRequest(adduser, withPhoto(fields, photo) as AddUserInput),
      invalidatesTags: (_r, error, { fields }) => (error ? [] : [USER_LIST_TAG, userTag(fields.userid), 'SystemInfo']),
    }),
    usersEditUser: build.mutation<Answer, { fields: EditUserInput; photo?: File }>({
      query: ({ fields, photo }) => goformRequest(edituser, withPhoto(fields, photo) as EditUserInput),
      invalidatesTags: (_r, error, { fields }) => (error ? [] : [USER_LIST_TAG, userTag(fields.userid), 'SystemInfo']),
    }),
    usersFaceCapture: build.mutation<Answer, { userid: string; action: CaptureAction }>({
      query: (input) => goformRequest(getOnlineEnrollStatus, input, { keepalive: input.action === 'cancel' }),
      // Only a finished capture (or a removal) changes the user; 'wait' answers change nothing yet.
      invalidatesTags: (result, _e, { userid }) =>
        result?.code === 'success' ? [USER_LIST_TAG, userTag(userid), 'SystemInfo'] : [],
    }),
  }),
});

export const {
  useUsersUserInfoQuery,
  useUsersAddUserMutation,
  useUsersEditUserMutation,
  useUsersFaceCaptureMutation,
} = userApi;
