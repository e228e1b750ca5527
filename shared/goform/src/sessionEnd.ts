import type { Dispatch } from '@reduxjs/toolkit';
import { forgetSession } from './sessionStore';
import { leaveLoginNotice, type LoginNotice } from './loginNotice';
import { navigation } from './navigation';
import { loggedOut } from './session';

/** SPEC §9: the delay before a forced logout (after 40104, 10002 or a reboot flag). */
export const LOGOUT_DELAY_MS = 1000;

/**
 * Ends the session now: storage, store, then a full reload on /login so no state survives;
 * `notice` is what the login page then says (why the session ended).
 */
export function endSession(dispatch: Dispatch, notice?: LoginNotice): void {
  if (notice) leaveLoginNotice(notice);
  forgetSession();
  dispatch(loggedOut());
  navigation.reloadTo('/login');
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** Several calls failing together must end the session once, not once per call. */
export function scheduleLogout(dispatch: Dispatch, delayMs = LOGOUT_DELAY_MS): void {
  if (pending !== undefined) return;
  pending = setTimeout(() => {
    pending = undefined;
    endSession(dispatch);
  }, delayMs);
}
