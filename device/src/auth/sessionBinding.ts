import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_BINDING_COOKIE, SESSION_BINDING_HEADER } from '@tac/goform/contract';

/**
 * The cookie half of a console session (contract SESSION_BINDING_HEADER): the console's token is
 * taken only beside it. HttpOnly, so no script reads it — a page on another port of the host
 * included, which cookies are not scoped against; SameSite=Strict, so no other site's request
 * carries it. A service on another port that receives it with a request gets no token with it.
 */
const BINDING_BYTES = 32;
const MAX_LENGTH = 128;

/** Whether a login asks for its token to be bound (the console does; scripts do not). */
export const wantsBinding = (request: FastifyRequest): boolean =>
  request.headers[SESSION_BINDING_HEADER.toLowerCase()] === 'cookie';

/** The binding the request's cookie presents, if any. */
export function bindingOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[SESSION_BINDING_COOKIE];
  return value && value.length <= MAX_LENGTH ? value : undefined;
}

/** How the device's own cookies are set: no script reads them, no other site's request carries them, HTTPS keeps them to itself. */
export const httpOnlyCookie = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', path: '/' }) as const;

/** A new binding for a login, set as a session cookie (it ends with the browser, as the console's session does). */
export function giveBinding(request: FastifyRequest, reply: FastifyReply): string {
  const binding = randomBytes(BINDING_BYTES).toString('base64url');
  reply.setCookie(SESSION_BINDING_COOKIE, binding, httpOnlyCookie(request));
  return binding;
}

/** At logout the browser drops its half too. */
export function dropBinding(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_BINDING_COOKIE, httpOnlyCookie(request));
}
