import type { FastifyReply } from 'fastify';
import { anvizLogin, SETTINGS_GROUPS } from '@tac/goform/contract';
import type { Quirks } from '../device';

/**
 * `<`, `>` and `&` as JSON escapes. They can only occur inside JSON strings, where
 * `\u003c` is the same character to JSON.parse, so the answer means the same to a client
 * while a browser that renders it as the text/html it is labelled never meets markup a
 * user stored (a name like `<svg onload=…>`).
 */
const HTML_SPECIAL = /[<>&]/g;
const jsonEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const stringJson = (value: unknown) => JSON.stringify(value).replace(HTML_SPECIAL, jsonEscape);

/** The answer body as JSON text with no character HTML would read as markup. */
export function answerJson(body: Record<string, unknown>): string {
  return stringJson(body);
}

const BARE_KEY = /^[A-Za-z_$][\w$]*$/;

/**
 * JSON as older firmware writes it (DESIGN §5, device/README.md "Habits of older firmware"):
 * keys unquoted (values quoted as usual, so a clock time stays "08:30:00"), and a comma after an
 * array that closes an object (`record:[…],}`) — the two things real clients' cleaners repair.
 */
export function legacyJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => legacyJson(v ?? null)).join(',')}]`;
  if (value === null || typeof value !== 'object') return stringJson(value);
  const members = Object.entries(value).filter(([, v]) => v !== undefined);
  const text = members.map(([k, v]) => `${BARE_KEY.test(k) ? k : stringJson(k)}:${legacyJson(v)}`).join(',');
  const closesWithArray = Array.isArray(members[members.length - 1]?.[1]);
  return `{${text}${closesWithArray ? ',' : ''}}`;
}

/**
 * Calls older firmware answers with JSON encoded twice (a JSON string holding the JSON): the
 * settings reads and newer firmware's /anviz/login. Their clients decode until they hold an object.
 */
const TWICE_ENCODED = new Set([anvizLogin.name, ...SETTINGS_GROUPS.map((g) => g.read.name)]);

/** How a call's answer is written: the firmware's habits, and which call it answers. */
export interface AnswerStyle {
  quirks: Quirks;
  /** The call's contract name ('' when the call is unknown). */
  call?: string;
  /** Calls outside /goform/ answer bare JSON, without the <html> wrapper. */
  wrapped?: boolean;
}

/** The answer text as the firmware writes it. */
export function answerText(style: AnswerStyle, body: Record<string, unknown>): string {
  if (style.quirks !== 'legacy') return answerJson(body);
  const json = TWICE_ENCODED.has(style.call ?? '') ? stringJson(answerJson(body)) : legacyJson(body);
  return style.wrapped === false ? json : `<html>${json}</html>`;
}

/**
 * Writes an answer as terminals do: HTTP 200, content type text/html, a JSON body; older
 * firmware (quirks 'legacy') in its own spelling (`answerText`).
 * (helmet adds `X-Content-Type-Options: nosniff` to every response.)
 */
export function sendAnswer(reply: FastifyReply, style: AnswerStyle | Quirks, body: Record<string, unknown>): FastifyReply {
  const text = answerText(typeof style === 'string' ? { quirks: style } : style, body);
  return reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(text);
}

export const success = (payload: unknown) => ({
  code: 'success',
  retvalue: 0,
  msg: 'Success',
  ...(payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {}),
});

export const failure = (retvalue: number, msg: string = String(retvalue)) => ({ code: 'fail', retvalue, msg });

export const waiting = (payload: Record<string, unknown>) => ({ code: 'wait', retvalue: 0, msg: 'wait', ...payload });
