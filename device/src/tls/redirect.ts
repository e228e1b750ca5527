import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import { hostName, isOwnHost } from '../goform/host';

/**
 * Where the HTTPS console answers for a request that came over HTTP: same host and path, the
 * HTTPS port. The host is the request's only when it is one the device answers to (`allowed`,
 * goform/host.ts); any other name gets the address the request came to, so the redirect never
 * sends a browser to a site a request named.
 */
export function httpsLocation(
  request: Pick<IncomingMessage, 'headers' | 'url'> & { socket?: { localAddress?: string } },
  httpsPort: number,
  allowed: ReadonlySet<string>,
): string {
  const header = request.headers.host;
  const named = header && isOwnHost(header, allowed) ? hostName(header) : (request.socket?.localAddress ?? 'localhost');
  const host = isIPv6(named) ? `[${named}]` : named;
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  const path = request.url?.startsWith('/') ? request.url : '/';
  return `https://${host}${port}${path}`;
}
