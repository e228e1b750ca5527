import { tabStorage } from './tabStorage';

/**
 * What the next login page says on arrival: the console reloads on /login (a document of
 * its own) when a session ends, so a word about why travels in sessionStorage, taken once
 * by the login page.
 */
export type LoginNotice = 'passwordChanged';

/** A notice as the login page reads it: for a session that ended, the screen left and whether its edits were kept. */
export interface LeftNotice {
  notice: LoginNotice | 'sessionEnded';
  /** The heading of the screen the visitor was on. */
  screen?: string;
  /** Its unsaved edits wait in this tab for the next login (a draft, see sessionEnd.ts). */
  kept?: boolean;
}

const KEY = 'tac-login-notice';
const NOTICES: readonly LeftNotice['notice'][] = ['passwordChanged', 'sessionEnded'];

export function leaveLoginNotice(notice: LeftNotice['notice'], detail: Omit<LeftNotice, 'notice'> = {}): void {
  tabStorage()?.setItem(KEY, JSON.stringify({ notice, ...detail }));
}

function read(raw: string | null | undefined): LeftNotice | undefined {
  if (!raw) return undefined;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare name, as an older console left it.
  }
  const left = (typeof value === 'string' ? { notice: value } : value) as Partial<LeftNotice> | null;
  const notice = NOTICES.find((known) => known === left?.notice);
  if (!notice) return undefined;
  return {
    notice,
    screen: typeof left?.screen === 'string' && left.screen ? left.screen : undefined,
    kept: left?.kept === true,
  };
}

/** The notice left for this login page, once: a reload of the page does not repeat it. */
export function takeLeftNotice(): LeftNotice | undefined {
  const storage = tabStorage();
  const notice = read(storage?.getItem(KEY));
  storage?.removeItem(KEY);
  return notice;
}

/** As takeLeftNotice, for a page that says only why a session was ended on purpose (the password changed). */
export function takeLoginNotice(): LoginNotice | undefined {
  const left = takeLeftNotice()?.notice;
  return left === 'passwordChanged' ? left : undefined;
}
