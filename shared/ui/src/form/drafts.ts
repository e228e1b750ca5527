import { getRoleInfo, pageSignedInAs } from '@tac/goform/core';

/**
 * A form's unsaved edits, kept in this tab's sessionStorage when the session ends under it
 * (expired, or ended in another tab), for the same account's next login to put back on the
 * same screen (walk 2026-11-27 #7). Taken once: restored, then gone.
 */
const PREFIX = 'tac-draft:';

export interface Draft {
  userid: string;
  values: Record<string, unknown>;
}

function tab(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The screen a draft belongs to: the page's address as the login page brings the visitor back to it. */
export const draftScreen = (): string => `${window.location.pathname}${window.location.search}`;

/** Plain values only (text, numbers, switches, lists of them): a chosen file cannot be kept. */
function keepable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(keepable);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(keepable);
  return false;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Keeps the fields whose values differ from what the device sent; answers whether any did. */
export function keepDraft(screen: string, values: Record<string, unknown>, saved: Record<string, unknown> | undefined): boolean {
  const changed = Object.entries(values).filter(([name, value]) => keepable(value) && !same(value, saved?.[name]));
  if (changed.length === 0) return false;
  const draft: Draft = { userid: pageSignedInAs() ?? '', values: Object.fromEntries(changed) };
  try {
    tab()?.setItem(PREFIX + screen, JSON.stringify(draft));
    return tab() !== undefined;
  } catch {
    return false;
  }
}

/**
 * The edits kept for this screen. Read when the form first draws, which may be before the
 * visitor is signed in (the console is drawn during the sign-in): whose they are is asked
 * apart, with draftFits, once the account is known.
 */
export function peekDraft(screen: string): Draft | undefined {
  const raw = tab()?.getItem(PREFIX + screen);
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft.userid !== 'string' || typeof draft.values !== 'object' || !draft.values) return undefined;
    return { userid: draft.userid, values: draft.values };
  } catch {
    return undefined;
  }
}

/** The account signed in now is the one that made the edits. */
export const draftFits = (draft: Draft): boolean => draft.userid === (getRoleInfo()?.userid ?? '');

export function dropDraft(screen: string): void {
  tab()?.removeItem(PREFIX + screen);
}
