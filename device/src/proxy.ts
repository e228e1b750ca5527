import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';

/**
 * The largest body the proxy takes: the largest upload a call takes (a firmware image,
 * at most 32 MiB, plus its fields) with room to spare, 64 MiB. Larger bodies are refused
 * with 413 before they are forwarded.
 */
export const PROXY_BODY_LIMIT = 64 * 1024 * 1024;

/** The only methods /goform/ uses (DESIGN §5); the proxy answers 405 to any other. */
const FORWARDED_METHODS = new Set(['GET', 'POST']);

/** Headers a client may send that only the proxy may set (it sets the X-Forwarded-* ones itself). */
const CLIENT_ONLY = /^(?:x-forwarded-.*|forwarded|x-real-ip|expect|transfer-encoding)$/i;

/**
 * The headers sent to the terminal: the client's, minus any forwarding header it made up,
 * minus `Transfer-Encoding` (the body goes out whole, with its length) and `Expect` (the
 * proxy has answered `100 Continue` and read the whole body already; the HTTP client
 * refuses to send it on), plus X-Forwarded-For/-Proto/-Host from the real connection.
 */
function forwardingHeaders(
  request: { socket: { remoteAddress?: string }; protocol: string; headers: IncomingHttpHeaders },
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !CLIENT_ONLY.test(name)));
  out['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  out['x-forwarded-proto'] = request.protocol;
  if (request.headers.host) out['x-forwarded-host'] = request.headers.host;
  return out;
}

/**
 * /goform/ proxied to a real terminal (DEVICE_URL): GET and POST only (405 otherwise, before
 * the body is read), bodies read whole within `bodyLimit` (413 beyond it, declared or sent
 * chunked), forwarding headers set from the connection, `Expect: 100-continue` uploads
 * answered here and forwarded as plain requests.
 */
export async function registerDeviceProxy(
  app: FastifyInstance,
  upstream: string,
  { bodyLimit = PROXY_BODY_LIMIT }: { bodyLimit?: number } = {},
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (FORWARDED_METHODS.has(request.method)) return;
      return reply.code(405).header('allow', 'GET, POST').type('text/plain; charset=utf-8').send('Method not allowed');
    });
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'proxy request failed');
      const text = status === 413 ? 'Payload too large' : status >= 500 ? 'Bad gateway' : 'Bad request';
      return reply.code(status >= 500 ? 502 : status).type('text/plain; charset=utf-8').send(text);
    });
    // Bodies are forwarded byte for byte, read into memory within the limit (fastify counts
    // them as they arrive and answers 413): no JSON or form parsing on the way.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    await scope.register(proxy, {
      upstream,
      prefix: '/goform',
      rewritePrefix: '/goform',
      // Every method gets a route, so the hook above answers 405 instead of the 404 handler.
      httpMethods: app.supportedMethods,
      proxyPayloads: false,
      replyOptions: { rewriteRequestHeaders: (request, headers) => forwardingHeaders(request, headers) },
      // The body read above goes out as it came, under the client's own content type (reply-from
      // would otherwise re-encode a JSON body and drop a multipart body's boundary).
      handler: (request, reply, dest, options) => {
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const contentType = request.headers['content-type'] ?? 'application/octet-stream';
        return reply.from(dest, body ? { ...options, body, contentType } : options);
      },
    });
  });
  // `Expect: 100-continue`: Node answers 100 by itself when nobody listens. Here the proxy
  // decides: no 100 for a /goform/ body over the limit or a method it refuses (the 413/405
  // then goes out without the body ever being sent); 100 for everything else.
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const refused =
      (request.url ?? '').startsWith('/goform') && (declared > bodyLimit || !FORWARDED_METHODS.has(request.method ?? ''));
    if (!refused) response.writeContinue();
    app.server.emit('request', request, response);
  });
}
