import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@tac/goform/contract';
import { allowedHosts, isOwnHost } from './goform/host';
import { failure, sendAnswer } from './goform/answer';

/**
 * The largest body the proxy takes: the largest upload a call takes (a firmware image,
 * at most 32 MiB, plus its fields) with room to spare, 64 MiB. A larger declared body is
 * refused with 413 before it is read; a chunked one is cut off when it passes the limit.
 */
export const PROXY_BODY_LIMIT = 64 * 1024 * 1024;

/** How long the terminal may stay silent (no byte either way) before the call fails with 504. */
export const PROXY_IDLE_TIMEOUT_MS = 60_000;

/** The only methods /goform/ uses (DESIGN §5); the proxy answers 405 to any other. */
const FORWARDED_METHODS = new Set(['GET', 'POST']);

/** What the proxy forwards: the device API, and newer firmware's login (`/anviz/login`). */
const PROXIED_PREFIXES = ['/goform', '/anviz'];
const isProxied = (url: string) => PROXIED_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/**
 * Headers a client may send that the terminal never gets: the forwarding ones (the proxy
 * sets them itself), `Expect` (the proxy answers `100 Continue` itself), `Host` (the
 * terminal's own goes out) and the hop-by-hop ones, which describe one connection.
 */
const NOT_FORWARDED = /^(?:x-forwarded-.*|forwarded|x-real-ip|expect|host|connection|keep-alive|proxy-connection|proxy-authorization|te|trailer|transfer-encoding|upgrade)$/i;

/** Hop-by-hop headers of the terminal's answer, which the proxy's own connection replaces. */
const HOP_BY_HOP = /^(?:connection|keep-alive|proxy-connection|te|trailer|transfer-encoding|upgrade)$/i;

/** The headers a `Connection` header names are hop-by-hop too. */
const namedByConnection = (headers: IncomingHttpHeaders) =>
  new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** `origin` of a URL, or undefined when it is no URL. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * How a browser call stands to the proxy's own origin (the console's): `same` when its
 * `Origin` is the proxy's, or it sends none and `Sec-Fetch-Site` says same-origin; `cross`
 * when `Origin` names any other origin (`null` included) or `Sec-Fetch-Site` another site;
 * `none` for a client that says neither (a script, a navigation typed by hand).
 */
export function originStanding(headers: IncomingHttpHeaders, ownOrigin: string): 'same' | 'cross' | 'none' {
  const { origin } = headers;
  const site = headers['sec-fetch-site'];
  if (origin !== undefined) return origin === ownOrigin ? 'same' : 'cross';
  if (site === undefined || site === 'none') return 'none';
  return site === 'same-origin' ? 'same' : 'cross';
}

interface Incoming {
  socket: { remoteAddress?: string };
  protocol: string;
  headers: IncomingHttpHeaders;
}

/**
 * The headers sent to the terminal. The client's go out minus those in NOT_FORWARDED, with
 * X-Forwarded-For/-Proto/-Host from the real connection. The terminal sees itself as the
 * origin of a same-origin call: the proxy is the console's origin, so an `Origin` (and a
 * `Referer`) of the proxy's own origin is rewritten to the terminal's, beside the
 * terminal's `Host`. Any other `Origin` is never rewritten (the proxy refuses such a call
 * before it gets here).
 */
export function forwardingHeaders(request: Incoming, upstream: URL): OutgoingHttpHeaders {
  const named = namedByConnection(request.headers);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !NOT_FORWARDED.test(name) && !named.has(name)) out[name] = value;
  }
  const own = `${request.protocol}://${request.headers.host ?? ''}`;
  if (originStanding(request.headers, own) === 'same') {
    if (request.headers.origin !== undefined) out.origin = upstream.origin;
    const referer = request.headers.referer;
    if (referer !== undefined && originOf(referer) === own) {
      const url = new URL(referer);
      out.referer = `${upstream.origin}${url.pathname}${url.search}`;
    }
  }
  out.host = upstream.host;
  out['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  out['x-forwarded-proto'] = request.protocol;
  if (request.headers.host) out['x-forwarded-host'] = request.headers.host;
  return out;
}

/** The terminal's answer headers the client gets: all but the hop-by-hop ones. */
function answerHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = namedByConnection(headers);
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.test(name) && !named.has(name)));
}

const declaredLength = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0);
const hasBody = (request: FastifyRequest) => declaredLength(request) > 0 || request.headers['transfer-encoding'] !== undefined;

/** A plain-text refusal; the connection closes, so a body the proxy did not read is never drained. */
const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).header('connection', 'close').type('text/plain; charset=utf-8').send(text);

/**
 * One call forwarded: the body streamed to the terminal as it arrives (counted, cut off at
 * `bodyLimit`) and the terminal's answer streamed back.
 */
function forward(request: FastifyRequest, reply: FastifyReply, upstream: URL, agent: HttpAgent, bodyLimit: number): Promise<void> {
  return new Promise<void>((done) => {
    const raw = request.raw;
    const target = new URL(request.url, upstream);
    const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(target, { method: request.method, headers: forwardingHeaders(request, upstream), agent });
    /** The terminal's answer has arrived (and is being passed on). */
    let answered = false;
    /** The body still goes to the terminal; once not, the rest is counted and dropped. */
    let forwarding = true;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      done();
    };
    const stopForwarding = () => {
      forwarding = false;
      outgoing.destroy();
      raw.resume();
    };
    /** The client gets no more from the terminal: an answer of the proxy's, or a cut connection once one started. */
    const fail = (status: number, text: string) => {
      stopForwarding();
      if (answered || reply.raw.headersSent) reply.raw.destroy();
      else if (!reply.sent) void refuse(reply, status, text);
      finish();
    };

    // Every byte is counted, forwarded or not: past the limit the call ends whatever state it is in.
    let received = 0;
    const overLimit = () => {
      if (reply.sent && !answered) return void reply.raw.destroy();
      fail(413, 'Payload too large');
    };
    raw.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyLimit) return overLimit();
      if (forwarding && !outgoing.write(chunk)) raw.pause();
    });
    raw.on('end', () => {
      if (forwarding) outgoing.end();
    });
    // The client went away before its body was complete: so does the call to the terminal.
    raw.on('close', () => {
      if (raw.complete) return;
      stopForwarding();
      finish();
    });
    outgoing.on('drain', () => raw.resume());
    if (!hasBody(request)) outgoing.end();

    outgoing.setTimeout(PROXY_IDLE_TIMEOUT_MS, () => {
      request.log.warn('the terminal did not answer in time');
      fail(504, 'Gateway timeout');
    });
    outgoing.on('error', (err) => {
      // After the answer started, its own stream reports a failure; a terminal that answers
      // before reading the whole body (a refusal) and closes is not one at all.
      if (answered) {
        forwarding = false;
        return void raw.resume();
      }
      request.log.error({ err }, 'proxy request failed');
      fail(502, 'Bad gateway');
    });
    outgoing.on('response', (answer: IncomingMessage) => {
      answered = true;
      answer.on('error', () => reply.raw.destroy());
      // An answer before the whole body (a refusal): the connection closes after it rather than
      // waiting for the rest.
      if (!raw.complete) reply.header('connection', 'close');
      void reply.code(answer.statusCode ?? 502).headers(answerHeaders(answer.headers)).send(answer);
      finish();
    });
  });
}

/**
 * /goform/ and /anviz/ proxied to a real terminal (DEVICE_URL): GET and POST only (405
 * otherwise, before the body is read); a cross-site browser call refused as the terminal
 * would (10002), a same-origin one forwarded as coming from the terminal's own origin;
 * bodies streamed, never held whole, within `bodyLimit` (413 beyond it, declared or
 * counted as they stream); forwarding headers set from the connection; `Expect:
 * 100-continue` answered here and forwarded as plain requests.
 */
export async function registerDeviceProxy(
  app: FastifyInstance,
  upstream: string,
  { bodyLimit = PROXY_BODY_LIMIT, env = {} }: { bodyLimit?: number; env?: Record<string, string | undefined> } = {},
): Promise<void> {
  const target = new URL(upstream);
  // A page whose name is rebound to the proxy's address must not reach the terminal through it.
  const hosts = allowedHosts(env);
  const agent = target.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  app.addHook('onClose', async () => agent.destroy());
  await app.register(async (scope) => {
    // No body is parsed or read here: the handler streams the raw request to the terminal.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (request, reply) => {
      if (!FORWARDED_METHODS.has(request.method)) {
        return reply.code(405).header('allow', 'GET, POST').header('connection', 'close').type('text/plain; charset=utf-8').send('Method not allowed');
      }
      const foreignHost = !isOwnHost(request.headers.host, hosts);
      if (foreignHost || originStanding(request.headers, `${request.protocol}://${request.headers.host ?? ''}`) === 'cross') {
        // What a terminal answers a cross-site call (goform/origin.ts): the body stays unread.
        reply.header('connection', 'close');
        return sendAnswer(reply, 'modern', failure(Code.TokenFailed));
      }
      if (declaredLength(request) > bodyLimit) return refuse(reply, 413, 'Payload too large');
    });
    const handler = (request: FastifyRequest, reply: FastifyReply) => forward(request, reply, target, agent, bodyLimit).then(() => reply);
    for (const prefix of PROXIED_PREFIXES) {
      // Every method gets a route, so the hook above answers 405 instead of the 404 handler.
      for (const url of [prefix, `${prefix}/*`]) scope.route({ method: app.supportedMethods, url, exposeHeadRoute: false, handler });
    }
  });
  // `Expect: 100-continue`: Node answers 100 by itself when nobody listens. Here the proxy
  // decides: no 100 for a proxied body over the limit or a method it refuses (the 413/405
  // then goes out without the body ever being sent); 100 for everything else.
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const refused = isProxied(request.url ?? '') && (declared > bodyLimit || !FORWARDED_METHODS.has(request.method ?? ''));
    if (!refused) response.writeContinue();
    app.server.emit('request', request, response);
  });
}
