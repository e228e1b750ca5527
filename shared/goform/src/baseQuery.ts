import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import { getLanguage } from '@tac/i18n';
import { checkPayload, handleAnswer, sessionTaken, type Answer, type GoformError } from './answerHandling';
import { BACKGROUND_CALL_HEADER, SESSION_BINDING_HEADER } from './contract/binding';
import { recordSessionUse } from './sessionClock';
import { getToken } from './sessionStore';
import { networkMessage } from './messages';
import { notify } from './notifier';
import { AnswerParseError, parseAnswer } from './parse';
import type { SessionState } from './session';
import { callsHeld } from './signInHold';
import { send, type RawResponse, type UploadProgress } from './transport';
import { goformUrl, type FieldValue, type Fields } from './url';

/** SPEC §7 / §9: every call gives up after 60 s unless it asks for longer (firmware upload). */
export const DEFAULT_TIMEOUT_MS = 60_000;

export type { FieldValue, Fields };

export interface GoformArgs {
  /** The handler name: the call goes to /goform/<name>. */
  name: string;
  method?: 'GET' | 'POST';
  /** GET: sent as query parameters. POST: sent as a JSON body, or as multipart when it is FormData. */
  data?: Fields | FormData;
  /** Always sent as query parameters (the "POST with params" calls of SPEC §7). */
  params?: Fields;
  timeout?: number;
  /** Switches to XMLHttpRequest so an upload can report progress; cancel through the RTK abort(). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /**
   * The caller follows a restart itself (counts down, waits for the device, then goes to
   * /login), so a `reboot:1` success does not log out after 1 s (restart, initialization, firmware).
   */
  ownsRestart?: boolean;
  /** Still reaches the device when the page closes (fetch's keepalive): a cancel sent as the user leaves. */
  keepalive?: boolean;
  /** No toast on failure: a caller that polls a restarting device expects refusals. */
  quiet?: boolean;
  /**
   * 10003 and 10005 are errors too, not answers for the screen to judge: a search has nothing
   * to judge them by (SPEC §7 hands them back otherwise).
   */
  refusalsAsErrors?: boolean;
  /** A login: the device binds the session it opens to this browser's HttpOnly cookie (contract/binding.ts). */
  bindSession?: boolean;
  /** Made by the console itself (a poll), not for something the visitor did: it does not keep the session alive. */
  background?: boolean;
  /** The contract's schema of a success's payload (goformRequest sets it); a success that fails it is an error. */
  answer?: z.ZodType;
}

export type { Answer, GoformError };

function buildUrl(args: GoformArgs, method: 'GET' | 'POST'): string {
  const query = method === 'GET' && !(args.data instanceof FormData) ? [args.params, args.data] : [args.params];
  return goformUrl(args.name, ...query);
}

function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

/** A login's token first; else the hidden pages' service token (answer 11003). */
function tokenFrom(state: unknown): { token?: string; login: boolean } {
  const session = (state as { session?: SessionState }).session;
  const login = session?.token ?? getToken();
  return login ? { token: login, login: true } : { token: session?.serviceToken ?? undefined, login: false };
}

/** Links the caller's abort (RTK) with our timeout, remembering which one fired. */
function deadline(callerSignal: AbortSignal, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Timeout', 'TimeoutError'));
  }, ms);
  const onCallerAbort = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) onCallerAbort();
  else callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onCallerAbort);
    },
  };
}

/**
 * A terminal's web server (GoAhead) answers a /goform/ name it does not define with its error
 * page "Form <name> is not defined": 404, or 200 on older builds of that server.
 */
const NOT_DEFINED_PAGE = /\bForm \S+ is not defined\b/;
const unknownToDevice = (raw: RawResponse) => raw.status === 404 || (raw.status === 200 && NOT_DEFINED_PAGE.test(raw.text));

function networkFailure(message: string, quiet = false): { error: GoformError } {
  if (!quiet) notify.error(networkMessage());
  return { error: { status: 'NETWORK', message } };
}

/**
 * The one baseQuery of the console: sends a call the way terminals expect it, reads
 * the answer however the firmware wrote it, and hands it to SPEC §7 answer handling.
 */
export const goformBaseQuery: BaseQueryFn<GoformArgs, Answer, GoformError> = async (args, api) => {
  // Made while the visitor signs in: the call waits for the sign-in, then reads the token.
  const held = callsHeld();
  if (held && !(await held)) return { error: { status: 'NETWORK', message: 'Cancelled', cancelled: true } };
  const method = args.method ?? 'GET';
  const headers: Record<string, string> = { 'X-Lang': getLanguage() };
  const { token, login } = tokenFrom(api.getState());
  if (token) headers['X-Token'] = token;
  if (args.bindSession) headers[SESSION_BINDING_HEADER] = 'cookie';
  if (args.background) headers[BACKGROUND_CALL_HEADER] = '1';
  let body: string | FormData | undefined;
  if (method === 'POST') {
    if (args.data instanceof FormData) body = args.data;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(args.data ?? {});
    }
  }

  const timer = deadline(api.signal, args.timeout ?? DEFAULT_TIMEOUT_MS);
  // The device slides the session when the call reaches it, not when its answer comes back (an upload may take minutes).
  const sentAt = Date.now();
  let raw;
  try {
    raw = await send({
      url: buildUrl(args, method),
      method,
      headers,
      body,
      signal: timer.signal,
      onUploadProgress: args.onUploadProgress,
      keepalive: args.keepalive,
    });
  } catch (e) {
    if (api.signal.aborted) return { error: { status: 'NETWORK', message: 'Cancelled', cancelled: true } };
    return networkFailure(timer.timedOut() ? 'Timeout' : e instanceof Error ? e.message : String(e), args.quiet);
  } finally {
    timer.done();
  }
  if (unknownToDevice(raw)) return { error: { status: 'UNSUPPORTED', name: args.name } };
  if (raw.status !== 200) return networkFailure(`HTTP ${raw.status}`, args.quiet);

  let answer: unknown;
  try {
    answer = parseAnswer(raw.text);
  } catch (e) {
    if (e instanceof AnswerParseError) return networkFailure(e.message, args.quiet);
    throw e;
  }
  if (!isAnswer(answer)) return networkFailure('The device answer has no code', args.quiet);
  if (login && !args.background && sessionTaken(answer)) recordSessionUse(sentAt);

  const options = { ownsRestart: args.ownsRestart, quiet: args.quiet, refusalsAsErrors: args.refusalsAsErrors };
  return checkPayload(handleAnswer(answer, api.dispatch, options), args.answer, options);
};

export function isGoformError(value: unknown): value is GoformError {
  const status = (value as { status?: unknown } | null)?.status;
  return status === 'DEVICE' || status === 'NETWORK' || status === 'UNSUPPORTED';
}

/** The call failed because the device does not have it (older firmware): its screen is not supported there. */
export const isUnsupportedCall = (value: unknown): boolean => isGoformError(value) && value.status === 'UNSUPPORTED';
