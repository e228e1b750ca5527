import type { FastifyReply } from 'fastify';
import type { Quirks } from '../device';

/**
 * Writes an answer as terminals do: HTTP 200, content type text/html, a JSON
 * body. Older firmware (quirks 'legacy') wraps it in <html>…</html> and leaves a
 * trailing comma before the closing brace.
 */
export function sendAnswer(reply: FastifyReply, quirks: Quirks, body: Record<string, unknown>): FastifyReply {
  const json = JSON.stringify(body);
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
