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

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Whether `url` (a `Referer` or `Origin`) names this request's own host; an unreadable one does not. */
export function isOwnPage(request: FastifyRequest, url: string): boolean {
  try {
    // Through URL both sides drop a default port (`host:80`).
    return new URL(url).host === new URL(`${request.protocol}://${header(request, 'host')}`).host;
  } catch {
    return false;
  }
}

/**
 * Whether a GET looks like a browser loading something (an image, a script, a page, a frame)
 * rather than a script calling the device. Over plain HTTP to a LAN address Chromium sends
 * neither `Origin` nor `Sec-Fetch-Site` on such loads, so `isCrossSite` cannot see them; what
 * they still carry: a browser's `User-Agent` (`Mozilla/…`, which a page cannot change), any
 * `Sec-Fetch-Dest` but `empty` (on trustworthy addresses), an `Accept` of a page, image or style
 * sheet, a `Referer` or `Origin` of another host. Scripts (Python `requests`, curl, the HR and
 * ERP clients of device/README.md "Real clients") send none of these. `X-Requested-With` lets a
 * browser's script through: another site's page cannot add it without a CORS preflight the
 * device never grants.
 */
export function looksLikeBrowserLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const dest = header(request, 'sec-fetch-dest');
  if (dest && dest !== 'empty') return true;
  const from = header(request, 'origin') || header(request, 'referer');
  if (from && !isOwnPage(request, from)) return true;
  if (/text\/html|image\/|text\/css|application\/xhtml/i.test(header(request, 'accept'))) return true;
  return /^Mozilla\//.test(header(request, 'user-agent')) && !header(request, 'x-requested-with');
}
