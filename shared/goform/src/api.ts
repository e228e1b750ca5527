import { createApi } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import type { checkPower, ModifyPassword } from './contract/auth';
import type { SystemInfo } from './contract/system';
import type { RequestOf, ResponseOf } from './contract/define';
import { API_REDUCER_PATH, API_TAG_TYPES } from './apiShape';
// The client's state lives in the shared '@tac/goform/core' entry: this module is compiled
// into '@tac/goform' only, and a relative import would give it a second store.
import {
  forgetSession,
  funsUpdated,
  goformBaseQuery,
  installApi,
  loggedIn,
  loggedOut,
  SHELL_CALLS,
  shellCall,
  startSession,
  type Answer,
  type LoginInput,
  type LoginResult,
} from '@tac/goform/core';

/** One hour: system info changes only with enrolments, which invalidate the tag. */
const SYSTEM_INFO_CACHE_S = 3600;

export type ModifyPasswordInput = RequestOf<typeof ModifyPassword>;
export type PowerResult = ResponseOf<typeof checkPower>;

/**
 * The console's single RTK Query slice. Remotes add their calls with
 * `api.injectEndpoints({ overrideExisting: 'throw', endpoints })`, names prefixed by the remote id.
 */
export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: goformBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginInput>({
      query: (input) => shellCall(SHELL_CALLS.chklogin, input),
      transformResponse: (answer: Answer) => answer as unknown as LoginResult,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) startSession(dispatch, data);
      },
    }),
    logout: build.mutation<Answer, void>({
      query: () => shellCall(SHELL_CALLS.logout, {}),
      // Logging out locally must not depend on the device answering.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        forgetSession();
        dispatch(loggedOut());
      },
    }),
    modifyPassword: build.mutation<Answer, ModifyPasswordInput>({
      query: (input) => shellCall(SHELL_CALLS.ModifyPassword, input),
    }),
    checkPower: build.query<PowerResult, void>({
      query: () => shellCall(SHELL_CALLS.checkPower, {}),
      transformResponse: (answer: Answer) => answer as unknown as PowerResult,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.funs) dispatch(funsUpdated(data.funs));
      },
      providesTags: ['Session'],
    }),
    systemInfo: build.query<SystemInfo, void>({
      query: () => shellCall(SHELL_CALLS.SetInfoParam),
      transformResponse: (answer: Answer) => answer as unknown as SystemInfo,
      keepUnusedDataFor: SYSTEM_INFO_CACHE_S,
      providesTags: ['SystemInfo'],
    }),
  }),
});

/** A login (the /login page's, outside RTK Query, or the mutation's) refreshes what depends on the session. */
const refreshOnLogin: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (loggedIn.match(action)) storeApi.dispatch(api.util.invalidateTags(['Session', 'SystemInfo']));
  return result;
};

installApi(api, refreshOnLogin);

export const {
  useLoginMutation,
  useLogoutMutation,
  useModifyPasswordMutation,
  useCheckPowerQuery,
  useLazyCheckPowerQuery,
  useSystemInfoQuery,
} = api;
