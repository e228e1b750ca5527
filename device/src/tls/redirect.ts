import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A host name, IPv4 address or bracketed IPv6 address, with the port the client used, if any. */
const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i;

/** Where the HTTPS console answers for a request that came over HTTP: same host and path, the HTTPS port. */
export function httpsLocation(request: Pick<IncomingMessage, 'headers' | 'url'>, httpsPort: number): string {
  const host = HOST.exec(request.headers.host ?? '')?.[1] ?? 'localhost';
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return `https://${host}${port}${request.url ?? '/'}`;
}

/**
 * The plain HTTP listener of an HTTPS device: every request is sent to HTTPS with 308,
 * which keeps the method and body. It sends no HSTS: that header only counts over HTTPS.
 */
export function redirectServer(httpsPort: number): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(308, {
      location: httpsLocation(request, httpsPort),
      'content-type': 'text/plain; charset=utf-8',
      connection: 'close',
    });
    response.end('This device answers over HTTPS.\n');
  });
}
