import { formatNumber, getLanguage, i18n } from '@tac/i18n';
import type { chklogin } from './contract/auth';
import { SESSION_BINDING_HEADER } from './contract/binding';
import { Code } from './contract/codes';
import type { RequestOf, ResponseOf } from './contract/define';
import { keepSession } from './sessionStore';
import { deviceMessage, networkMessage } from './messages';
import { AnswerParseError, parseAnswer } from './parse';
import { rememberSuperuser } from './superuser';
import { send } from './transport';
import { goformUrl } from './url';

export type LoginInput = RequestOf<typeof chklogin>;
export type LoginResult = ResponseOf<typeof chklogin>;

/** What a login attempt ends in, for the page to show or follow. */
export type LoginOutcome =
  | { kind: 'session'; data: LoginResult }
  /** 11003: a factory key; only the hidden pages open, with the service token kept for the tab. */
  | { kind: 'superuser' }
  /** The device refused (catalogue message) or could not be reached (network message). */
  | { kind: 'refused'; message: string }
  /** 10001 deviceOffline: the device is restarting; the same login may be sent again in a moment. */
  | { kind: 'restarting'; message: string };

/** SPEC §7 / §9: a login, like every call, gives up after 60 s. */
const LOGIN_TIMEOUT_MS = 60_000;

/**
 * The login call of SPEC §2 without the store: the /login page is its own light entry
 * (no Redux, no Module Federation), so it sends the call, reads the answer the way the
 * console's baseQuery does, and keeps the session where the console reads it (localStorage,
 * and sessionStorage for the factory-key flag).
 */
export async function callLogin(input: LoginInput): Promise<LoginOutcome> {
  let text: string;
  try {
    const raw = await send({
      url: goformUrl('chklogin'),
      method: 'POST',
      headers: { 'X-Lang': getLanguage(), 'Content-Type': 'application/json', [SESSION_BINDING_HEADER]: 'cookie' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
    });
    if (raw.status !== 200) return { kind: 'refused', message: networkMessage() };
    text = raw.text;
  } catch {
    return { kind: 'refused', message: networkMessage() };
  }
  let answer: Record<string, unknown>;
  try {
    answer = parseAnswer(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof AnswerParseError) return { kind: 'refused', message: networkMessage() };
    throw error;
  }
  if (answer?.code === 'success' && typeof answer.token === 'string') {
    const data = answer as unknown as LoginResult;
    keepSession(data);
    return { kind: 'session', data };
  }
  const retvalue = Number(answer?.retvalue);
  if (retvalue === Code.Superuser) {
    rememberSuperuser(typeof answer.token === 'string' ? answer.token : undefined);
    return { kind: 'superuser' };
  }
  const retryAfter = Number(answer?.retry_after);
  if (retvalue === Code.PasswordError && Number.isFinite(retryAfter) && retryAfter > 0) {
    return { kind: 'refused', message: lockedMessage(retryAfter) };
  }
  const message = deviceMessage(String(answer?.msg ?? retvalue), retvalue);
  // DEVICE_OFFLINE_KEY (contract/auth.ts), written out: that module brings zod, which the login page does without.
  if (retvalue === Code.SystemError && answer?.msg === 'deviceOffline') return { kind: 'restarting', message };
  return { kind: 'refused', message };
}

/**
 * A login refused while the account is locked for this browser (issue 34): "Too many attempts:
 * try again in 5 minutes", the time the device answered (`retry_after`, seconds) in whole
 * minutes rounded up, or seconds under a minute, written by Intl in the console language (its
 * plural of the unit too).
 */
export function lockedMessage(seconds: number): string {
  const lang = getLanguage();
  const minutes = Math.ceil(seconds / 60);
  const time =
    seconds < 60
      ? formatNumber(Math.ceil(seconds), lang, { style: 'unit', unit: 'second', unitDisplay: 'long' })
      : formatNumber(minutes, lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  return i18n.t('errors:loginLocked', { time });
}

export { getToken, getRoleInfo } from './sessionStore';
export { takeLoginNotice, takeLeftNotice, type LoginNotice, type LeftNotice } from './loginNotice';
