import type { Dispatch } from '@reduxjs/toolkit';
import { keepSession } from './sessionStore';
import type { LoginResult } from './loginCall';
import { loggedIn } from './session';

export type { LoginInput, LoginResult } from './loginCall';

/** The session (storage + store) of a successful login through the api (a remote's standalone host). */
export function startSession(dispatch: Dispatch, data: LoginResult): void {
  if (!data.token) return;
  dispatch(loggedIn({ token: data.token, ...keepSession(data) }));
}
