import type { Dispatch } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { Code } from './contract/codes';
import type { AnswerEnvelope } from './contract/envelope';
import { deviceMessage } from './messages';
import { notify } from './notifier';
import { superuserSet } from './session';
import { scheduleLogout, scheduleSessionLost } from './sessionEnd';
import { rememberSuperuser } from './superuser';

export type Answer = AnswerEnvelope & Record<string, unknown>;

export type GoformError =
  | { status: 'DEVICE'; retvalue: number; msg: string; answer: Answer }
  | { status: 'NETWORK'; message: string; cancelled?: boolean }
  /** The device has no such call (older firmware): the screen says so, never a toast. */
  | { status: 'UNSUPPORTED'; name: string };

export type Outcome = { data: Answer; error?: undefined } | { error: GoformError; data?: undefined };

/** What a call may ask of the answer handling (see GoformArgs). */
export interface HandlingOptions {
  ownsRestart?: boolean;
  quiet?: boolean;
  refusalsAsErrors?: boolean;
}

const SESSION_REFUSALS: number[] = [Code.NotLoggedIn, Code.TokenFailed, Code.TokenFailedAlt];

/** The device took the call's session (and so slid its end), or refused it. */
export const sessionTaken = (answer: Answer): boolean => answer.code === 'success' || !SESSION_REFUSALS.includes(Number(answer.retvalue));

/** SPEC §7 "Answer handling", one branch per rule, for an answer the device did send. */
export function handleAnswer(answer: Answer, dispatch: Dispatch, options: HandlingOptions = {}): Outcome {
  if (answer.code === 'success') {
    if (Number(answer.reboot) === 1 && !options.ownsRestart) scheduleLogout(dispatch);
    return { data: answer };
  }
  if (answer.code === 'wait') return { data: answer };

  const retvalue = Number(answer.retvalue);
  const msg = String(answer.msg ?? retvalue);
  const error: GoformError = { status: 'DEVICE', retvalue, msg, answer };
  switch (retvalue) {
    case Code.NotLoggedIn:
      scheduleSessionLost(dispatch);
      return { error };
    case Code.TokenFailed:
    case Code.TokenFailedAlt:
      notify.error(deviceMessage(msg, retvalue));
      scheduleSessionLost(dispatch);
      return { error };
    case Code.QuietReject:
      return { error };
    case Code.Superuser: {
      const token = typeof answer.token === 'string' ? answer.token : undefined;
      rememberSuperuser(token);
      dispatch(superuserSet(token));
      return { error };
    }
    case Code.MissingParameters:
    case Code.Busy:
      // Returned to the caller as an answer, without a message: the screen decides; or, for a
      // call that has nothing to decide by (a search), an error without a message.
      return options.refusalsAsErrors ? { error } : { data: answer };
    default:
      if (!options.quiet) notify.error(deviceMessage(msg, retvalue));
      return { error };
  }
}

/**
 * A success is only as good as its payload: checked against the call's contract schema
 * (GoformArgs.answer), an answer the firmware got wrong becomes the catalogue's system
 * error, shown like any refusal, instead of a screen reading fields that are not there.
 * The parsed payload (wire numbers as numbers …) goes over the answer, so the envelope
 * (code, reboot, token …) stays.
 */
export function checkPayload(outcome: Outcome, schema: z.ZodType | undefined, options: HandlingOptions = {}): Outcome {
  if (!schema || !outcome.data || outcome.data.code !== 'success') return outcome;
  const parsed = schema.safeParse(outcome.data);
  if (parsed.success) return { data: { ...outcome.data, ...(parsed.data as Record<string, unknown>) } };
  const msg = String(Code.SystemError);
  if (!options.quiet) notify.error(deviceMessage(msg, Code.SystemError));
  return { error: { status: 'DEVICE', retvalue: Code.SystemError, msg, answer: outcome.data } };
}
