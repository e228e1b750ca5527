import { createApi } from '@reduxjs/toolkit/query/react';
import type { checkPower, chklogin, ModifyPassword } from './contract/auth';
import type { SystemInfo } from './contract/system';
import type { RequestOf, ResponseOf } from './contract/define';
import { goformBaseQuery, type Answer, type GoformArgs } from './baseQuery';
import { clearSessionCookies, setRoleInfo, setToken } from './cookies';
import { funsUpdated, loggedIn, loggedOut } from './session';

/** One hour: system info changes only with enrolments, which invalidate the tag. */
const SYSTEM_INFO_CACHE_S = 3600;

export type LoginInput = RequestOf<typeof chklogin>;
export type LoginResult = ResponseOf<typeof chklogin>;
export type ModifyPasswordInput = RequestOf<typeof ModifyPassword>;
export type PowerResult = ResponseOf<typeof checkPower>;

/**
 * Wire name and method of the shell's own calls. The contract's objects carry zod
 * schemas, which would put zod on the login page's path; api.test.ts checks these
 * against the contract.
 */
export const SHELL_CALLS = {
  chklogin: { name: 'chklogin', method: 'POST' },
  logout: { name: 'logout', method: 'GET' },
  ModifyPassword: { name: 'ModifyPassword', method: 'POST' },
  checkPower: { name: 'checkPower', method: 'POST' },
  SetInfoParam: { name: 'SetInfoParam', method: 'GET' },
} as const satisfies Record<string, Pick<GoformArgs, 'name' | 'method'>>;

const call = (wire: Pick<GoformArgs, 'name' | 'method'>, data?: GoformArgs['data']): GoformArgs => ({ ...wire, data });

/**
 * The console's single RTK Query slice. Remotes add their calls with
 * `api.injectEndpoints({ overrideExisting: 'throw', endpoints })`, names prefixed by the remote id.
 */
export const api = createApi({
  reducerPath: 'goform',
  baseQuery: goformBaseQuery,
  tagTypes: ['Session', 'SystemInfo', 'Users', 'Records', 'Settings', 'Network', 'Access', 'AccessGroups', 'Machine'],
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginInput>({
      query: (input) => call(SHELL_CALLS.chklogin, input),
      transformResponse: (answer: Answer) => answer as unknown as LoginResult,
      // The session (store + cookies) follows a successful login wherever it is triggered from.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data?.token) return;
        const role = { funs: data.funs, name: data.name, userid: String(data.userid) };
        setToken(data.token);
        setRoleInfo(role);
        dispatch(loggedIn({ token: data.token, ...role }));
      },
      invalidatesTags: ['Session', 'SystemInfo'],
    }),
    logout: build.mutation<Answer, void>({
      query: () => call(SHELL_CALLS.logout, {}),
      // Logging out locally must not depend on the device answering.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        clearSessionCookies();
        dispatch(loggedOut());
      },
    }),
    modifyPassword: build.mutation<Answer, ModifyPasswordInput>({
      query: (input) => call(SHELL_CALLS.ModifyPassword, input),
    }),
    checkPower: build.query<PowerResult, void>({
      query: () => call(SHELL_CALLS.checkPower, {}),
      transformResponse: (answer: Answer) => answer as unknown as PowerResult,
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.funs) dispatch(funsUpdated(data.funs));
      },
      providesTags: ['Session'],
    }),
    systemInfo: build.query<SystemInfo, void>({
      query: () => call(SHELL_CALLS.SetInfoParam),
      transformResponse: (answer: Answer) => answer as unknown as SystemInfo,
      keepUnusedDataFor: SYSTEM_INFO_CACHE_S,
      providesTags: ['SystemInfo'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useModifyPasswordMutation,
  useCheckPowerQuery,
  useLazyCheckPowerQuery,
  useSystemInfoQuery,
} = api;
