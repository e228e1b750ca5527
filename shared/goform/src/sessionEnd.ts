import type { Dispatch } from '@reduxjs/toolkit';
import { forgetSession, TOKEN_KEY } from './sessionStore';
import { leaveLoginNotice, type LoginNotice } from './loginNotice';
import { navigation } from './navigation';
import { loggedOut } from './session';

/** SPEC §9: the delay before a forced logout (after 40104, 10002 or a reboot flag). */
export const LOGOUT_DELAY_MS = 1000;

/**
 * The page is being left because the device no longer takes its session (loseSession): a form's
 * "leave the page?" prompt stays quiet, as its edits are kept as a draft.
 */
let ending = false;
export const sessionEnding = (): boolean => ending;

/**
 * Ends the session now: storage, store, then a full reload on `to` (/login) so no state survives;
 * `notice` is what the login page then says (why the session ended).
 */
export function endSession(dispatch: Dispatch, notice?: LoginNotice): void {
  if (notice) leaveLoginNotice(notice);
  leave(dispatch, '/login');
}

function leave(dispatch: Dispatch, to: string): void {
  forgetSession();
  dispatch(loggedOut());
  navigation.reloadTo(to);
}

/** Something on the page that keeps the visitor's unsaved work when a session is lost; answers whether it kept any. */
export type SessionEndKeeper = () => boolean;
const keepers = new Set<SessionEndKeeper>();

/** While mounted, a form keeps its unsaved edits when the session is lost (shared/ui useSettingsForm). */
export function keepWhenSessionEnds(keeper: SessionEndKeeper): () => void {
  keepers.add(keeper);
  return () => keepers.delete(keeper);
}

/** The page the visitor is on, as the login page's `redirect` (none for the home page). */
function here(): string | undefined {
  const { pathname, search, hash } = window.location;
  if (pathname === '/' || pathname.startsWith('/login')) return undefined;
  return `${pathname}${search}${hash}`;
}

/**
 * The device no longer takes the session (it lapsed, or was ended in another tab): the page's
 * unsaved edits are kept for the next login, the login page says so and naming the screen,
 * and it brings the visitor back to this page (walk 2026-11-27 #7).
 */
export function loseSession(dispatch: Dispatch): void {
  let kept = false;
  for (const keep of keepers) kept = keep() || kept;
  const screen = document.querySelector('main h1')?.textContent?.trim() || undefined;
  leaveLoginNotice('sessionEnded', { screen, kept });
  const back = here();
  ending = true;
  leave(dispatch, back ? `/login?redirect=${encodeURIComponent(back)}` : '/login');
}

let pending: ReturnType<typeof setTimeout> | undefined;

function schedule(end: () => void, delayMs: number): void {
  if (pending !== undefined) return;
  pending = setTimeout(() => {
    pending = undefined;
    end();
  }, delayMs);
}

/** Several calls failing together must end the session once, not once per call. */
export function scheduleLogout(dispatch: Dispatch, delayMs = LOGOUT_DELAY_MS): void {
  schedule(() => endSession(dispatch), delayMs);
}

/** As scheduleLogout, for a session the device refused (40104, 10002) rather than a restart: see loseSession. */
export function scheduleSessionLost(dispatch: Dispatch, delayMs = LOGOUT_DELAY_MS): void {
  schedule(() => loseSession(dispatch), delayMs);
}

/**
 * Another tab ended the session (its Logout, or a session it found lapsed): the origin's storage
 * lost the token, and this tab follows at once, as if its own call had been refused.
 */
export function watchSessionElsewhere(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== globalThis.localStorage) return;
    if ((event.key === TOKEN_KEY || event.key === null) && !event.newValue) loseSession(dispatch);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
