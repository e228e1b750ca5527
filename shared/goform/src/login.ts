import type { Dispatch } from '@reduxjs/toolkit';
import { setRoleInfo, setToken } from './cookies';
import type { LoginResult } from './loginCall';
import { loggedIn } from './session';

export type { LoginInput, LoginResult } from './loginCall';

/** The session (cookies + store) of a successful login through the api (a remote's standalone host). */
export function startSession(dispatch: Dispatch, data: LoginResult): void {
  if (!data.token) return;
  const role = { funs: data.funs, name: data.name, userid: String(data.userid) };
  setToken(data.token);
  setRoleInfo(role);
  dispatch(loggedIn({ token: data.token, ...role }));
}
