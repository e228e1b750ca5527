import type { FastifyReply } from 'fastify';
import type { Quirks } from '../device';

/**
 * `<`, `>` and `&` as JSON escapes. They can only occur inside JSON strings, where
 * `\u003c` is the same character to JSON.parse, so the answer means the same to a client
 * while a browser that renders it as the text/html it is labelled never meets markup a
 * user stored (a name like `<svg onload=…>`).
 */
const HTML_SPECIAL = /[<>&]/g;
const jsonEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The answer body as JSON text with no character HTML would read as markup. */
export function answerJson(body: Record<string, unknown>): string {
  return JSON.stringify(body).replace(HTML_SPECIAL, jsonEscape);
}

/**
 * Writes an answer as terminals do: HTTP 200, content type text/html, a JSON
 * body. Older firmware (quirks 'legacy') wraps it in <html>…</html> and leaves a
 * trailing comma before the closing brace; the wrapper is the only markup either way.
 * (helmet adds `X-Content-Type-Options: nosniff` to every response.)
 */
export function sendAnswer(reply: FastifyReply, quirks: Quirks, body: Record<string, unknown>): FastifyReply {
  const json = answerJson(body);
  const text = quirks === 'legacy' ? `<html>${json.slice(0, -1)},}</html>` : json;
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
