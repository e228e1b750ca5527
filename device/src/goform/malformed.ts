import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@tac/goform/contract';
import { answerJson, failure } from './answer';

/**
 * What every answer to a request the server could not even read carries: the answer format's
 * content type, and the headers a browser needs not to sniff, frame or cache it (helmet's hooks
 * never run for such a request).
 */
export const REFUSAL_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

const REFUSAL = answerJson(failure(Code.MissingParameters));

/**
 * A request whose URL cannot be decoded (`/goform/%zz`): the device's answer (10003), under /goform/
 * with HTTP 200 like any refused input, elsewhere with 400 — never the server framework's own JSON.
 */
export function badUrl(request: FastifyRequest, reply: FastifyReply): void {
  const status = request.url.startsWith('/goform') || request.url.startsWith('/anviz/') ? 200 : 400;
  void reply.code(status).headers({ ...REFUSAL_HEADERS, connection: 'close' }).send(REFUSAL);
}

/**
 * A request Node's HTTP parser refuses (a malformed request line, headers over 16 KiB — a GET
 * with a very long query): 400 or 431 with the device's answer (10003) and the same headers, then
 * the connection closes. Nothing is written to a socket that is gone or already answering.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const headers = Object.entries({ ...REFUSAL_HEADERS, 'content-length': Buffer.byteLength(REFUSAL), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status}\r\n${headers}\r\n\r\n${REFUSAL}`);
}
