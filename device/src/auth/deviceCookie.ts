import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Device } from '../device';
import { httpOnlyCookie } from './sessionBinding';
import { ensureSecret } from './tokens';

/**
 * OWASP's "device cookie": a browser that logged in as an account gets a signed, HttpOnly,
 * SameSite=Strict cookie naming that account. Failures made without it (from anywhere, a
 * drive-by page's images included: SameSite=Strict keeps it off another site's requests)
 * never lock out a client that presents it (auth/lockout.ts). It opens no session: the token
 * is still what authorises a call. A full initialization renews the signing secret, and so
 * ends every device cookie.
 */
export const DEVICE_COOKIE = 'tac_device';
const LIFETIME_S = 365 * 24 * 3600;

const mac = (device: Device, uid: string, id: string) =>
  createHmac('sha256', ensureSecret(device)).update(`device-cookie\n${uid}\n${id}`).digest('base64url');

/** The id of the valid device cookie of `uid` the request presents, or ''. */
export function deviceCookieOf(device: Device, request: FastifyRequest, uid: string): string {
  const value = request.cookies?.[DEVICE_COOKIE];
  if (!value || value.length > 512) return '';
  const [name, id, sig] = value.split('.');
  if (!name || !id || !sig || Buffer.from(name, 'base64url').toString() !== uid) return '';
  const expected = Buffer.from(mac(device, uid, id));
  const actual = Buffer.from(sig);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : '';
}

/** After a good login: the browser keeps (or gets) its device cookie for this account. */
export function giveDeviceCookie(device: Device, request: FastifyRequest, reply: FastifyReply, uid: string, id: string): void {
  const cookieId = id || randomBytes(12).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${Buffer.from(uid).toString('base64url')}.${cookieId}.${mac(device, uid, cookieId)}`, {
    ...httpOnlyCookie(request),
    maxAge: LIFETIME_S,
  });
}
