import type { Dispatch } from '@reduxjs/toolkit';
import type { chklogin } from './contract/auth';
import type { RequestOf, ResponseOf } from './contract/define';
import { goformBaseQuery, type GoformError } from './baseQuery';
import { setRoleInfo, setToken } from './cookies';
import { loggedIn } from './session';
import type { ConsoleStore } from './store';
import { SHELL_CALLS, shellCall } from './shellCalls';

export type LoginInput = RequestOf<typeof chklogin>;
export type LoginResult = ResponseOf<typeof chklogin>;

/** The session (cookies + store) of a successful login, wherever the login came from. */
export function startSession(dispatch: Dispatch, data: LoginResult): void {
  if (!data.token) return;
  const role = { funs: data.funs, name: data.name, userid: String(data.userid) };
  setToken(data.token);
  setRoleInfo(role);
  dispatch(loggedIn({ token: data.token, ...role }));
}

/**
 * Logs in through the console's baseQuery without RTK Query, which the /login page would
 * otherwise load first (issue 2 item 11): the answer handling of SPEC §7 is the same.
 */
export async function logIn(
  store: Pick<ConsoleStore, 'dispatch' | 'getState'>,
  input: LoginInput,
): Promise<{ data: LoginResult; error?: undefined } | { error: GoformError; data?: undefined }> {
  const controller = new AbortController();
  const outcome = await goformBaseQuery(
    shellCall(SHELL_CALLS.chklogin, input),
    {
      signal: controller.signal,
      abort: (reason) => controller.abort(reason),
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'login',
      type: 'mutation',
    },
    {},
  );
  if (outcome.error) return { error: outcome.error };
  const data = outcome.data as unknown as LoginResult;
  startSession(store.dispatch, data);
  return { data };
}
