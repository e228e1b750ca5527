import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser sent this call from another site (or another port of this host):
 * `Sec-Fetch-Site` says so, or `Origin` names another origin than the one the call
 * came to. Scripts and non-browser clients send neither and pass; the token they must
 * still send is what authorises them. `trusted` adds origins (a dev server) that may
 * call across origins.
 *
 * The device's own origin is its `Host` under the scheme of the connection, as a real
 * terminal sees it (the DEVICE_URL proxy rewrites a same-origin `Origin` to the terminal's
 * address), or under the scheme a trusted proxy forwarded (TRUSTED_PROXIES: a TLS
 * front-end that leaves `Origin` alone). Without trusted proxies the two are one.
 */
export function isCrossSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin !== undefined && trusted.has(origin)) return false;
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  if (origin === undefined) return false;
  const host = request.headers.host ?? '';
  const connection = (request.raw.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
  return origin !== `${connection}://${host}` && origin !== `${request.protocol}://${host}`;
}

/** TRUSTED_ORIGINS: comma-separated origins allowed to call across origins (e.g. a dev server). */
export const trustedOrigins = (env: Record<string, string | undefined>): ReadonlySet<string> =>
  new Set((env.TRUSTED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean));
