import { tabStorage } from './tabStorage';

/**
 * What the next login page says on arrival: the console reloads on /login (a document of
 * its own) when a session ends on purpose, so a word about why travels in sessionStorage,
 * taken once by the login page.
 */
export type LoginNotice = 'passwordChanged';

const KEY = 'tac-login-notice';
const NOTICES: readonly LoginNotice[] = ['passwordChanged'];

export function leaveLoginNotice(notice: LoginNotice): void {
  tabStorage()?.setItem(KEY, notice);
}

/** The notice left for this login page, once: a reload of the page does not repeat it. */
export function takeLoginNotice(): LoginNotice | undefined {
  const storage = tabStorage();
  const notice = storage?.getItem(KEY);
  storage?.removeItem(KEY);
  return NOTICES.find((known) => known === notice);
}
