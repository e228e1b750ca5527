import { isIP } from 'node:net';
import { hostname } from 'node:os';

/**
 * The names a call may address the device by (DNS rebinding: a page of another site whose name
 * is rebound to the device's address is "same origin" to the browser, but its requests still
 * carry that site's name as `Host`). An IP address cannot be rebound, so any address literal
 * passes; a name passes only if it is `localhost`, this machine's own name (also under `.local`),
 * or one of ALLOWED_HOSTS (comma-separated names, e.g. the terminal's DNS name on the site).
 */
export function allowedHosts(env: Record<string, string | undefined>): ReadonlySet<string> {
  const own = hostname().toLowerCase();
  const configured = (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  return new Set(['localhost', own, `${own}.local`, ...configured]);
}

/** The name part of a `Host` header: without its port, an IPv6 literal without its brackets, lower case. */
export function hostName(header: string): string {
  const text = header.trim().toLowerCase();
  if (text.startsWith('[')) return text.slice(1, text.indexOf(']') >>> 0);
  const colon = text.lastIndexOf(':');
  return colon >= 0 && /^\d*$/.test(text.slice(colon + 1)) ? text.slice(0, colon) : text;
}

/**
 * Whether a request's `Host` names the device: absent (an HTTP/1.0 script), an address
 * literal, or an allowed name (a trailing dot ignored).
 */
export function isOwnHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (header === undefined) return true;
  const name = hostName(header).replace(/\.$/, '');
  return isIP(name) !== 0 || allowed.has(name);
}
