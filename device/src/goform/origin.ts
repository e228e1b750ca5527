import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser sent this call from another site (or another port of this host):
 * `Sec-Fetch-Site` says so, or `Origin` names another origin than the one the call
 * came to. Scripts and non-browser clients send neither and pass; the token they must
 * still send is what authorises them. `trusted` adds origins (a dev server) that may
 * call across origins.
 */
export function isCrossSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin !== undefined && trusted.has(origin)) return false;
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.headers.host ?? ''}`;
}

/** TRUSTED_ORIGINS: comma-separated origins allowed to call across origins (e.g. a dev server). */
export const trustedOrigins = (env: Record<string, string | undefined>): ReadonlySet<string> =>
  new Set((env.TRUSTED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean));
