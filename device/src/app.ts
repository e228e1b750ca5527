import { existsSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Code } from '@tac/goform/contract';
import { registerApiDocument } from './apiDocument';
import type { Device } from './device';
import { failure, sendAnswer } from './goform/answer';
import { registerGoform } from './goform/dispatch';
import { allowedHosts } from './goform/host';
import { badUrl, clientError } from './goform/malformed';
import { addBodyParsers } from './goform/parsers';
import { endStreams } from './live/streams';
import { registerDeviceProxy } from './proxy';
import { registryOrigins } from './registryOrigins';
import { denyDotPaths, documentHeadersOnDocuments, staticOptions } from './staticFiles';
import { httpsOnlyState } from './tls/httpsOnly';
import { keepCertificate } from './tls/keeper';
import type { TlsPair } from './tls/pem';
import { httpsLocation } from './tls/redirect';

declare module 'fastify' {
  interface FastifyInstance {
    /** With a pair: the HTTPS listener, serving the same routes as `server`; whoever starts the app listens on it once the app is ready. */
    httpsServer?: HttpsServer;
  }
}

export interface BuildAppOptions {
  /** The emulated terminal; not needed when proxying to a real one. */
  device?: Device;
  /** The built console (dist/). */
  distDir: string;
  /** A real terminal: /goform/ is proxied there instead of emulated. */
  deviceUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Serve HTTPS too, with this pair (the one the device starts with; an installed one replaces it). */
  tls?: TlsPair;
  /** The port `httpsServer` is meant to listen on (HTTPS_PORT), named to the console before it listens. */
  httpsPort?: number;
  /**
   * Addresses or CIDRs of proxies (TRUSTED_PROXIES) whose X-Forwarded-For names the client
   * (`request.ip`, which lockout and audit use); from anyone else it is ignored. Default none.
   */
  trustedProxies?: readonly string[];
  /** The environment of a proxy (ALLOWED_HOSTS); an emulated device reads its own. */
  env?: Record<string, string | undefined>;
}

/** The device's calls: /goform/, and newer firmware's /anviz/ login. */
const isGoform = (url: string) => url.startsWith('/goform') || url.startsWith('/anviz/');

/**
 * The console's pages load from the device itself and from the remotes its registry points
 * at (`remotes`); emotion needs inline styles, no inline script.
 */
const helmetOptions = (remotes: () => string[]) => {
  const withRemotes = () => ["'self'", ...remotes()].join(' ');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withRemotes],
        styleSrc: [withRemotes, "'unsafe-inline'"],
        imgSrc: [withRemotes, 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [withRemotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Sent by redirectToHttps, over HTTPS only and once HTTPS only is kept.
    hsts: false,
  };
};

/** No includeSubDomains: the device's name is not the site's to decide for. */
const HSTS = `max-age=${180 * 24 * 60 * 60}`;

/** The call that settles HTTPS only: while it awaits, a page still on plain HTTP may switch it back off (keep=0), and is told why keep=1 is refused. */
const SETTLE_HTTPS_ONLY = '/goform/ConfirmHttpsOnly';

/** The HTTPS listener of `app`: its own server, handing every request to the app's router. */
function httpsListener(app: FastifyInstance, pair: TlsPair): HttpsServer {
  const server = createHttpsServer(pair, (request, response) => app.routing(request, response));
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  server.requestTimeout = app.server.requestTimeout;
  server.on('clientError', clientError);
  app.decorate('httpsServer', server);
  app.addHook('onClose', () => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });
  return server;
}

/**
 * With HTTPS only on, a request over plain HTTP is answered 308 (method and body kept) to the same
 * path on HTTPS; HSTS goes with HTTPS answers once HTTPS only is kept, never while it may still revert.
 */
function redirectToHttps(app: FastifyInstance, device: Device, httpsPort: () => number): void {
  const hosts = allowedHosts(device.config.env);
  app.addHook('onRequest', async (request, reply) => {
    const state = httpsOnlyState(device);
    if (request.protocol === 'https') {
      if (state === 'kept') reply.header('strict-transport-security', HSTS);
      return;
    }
    if (state === 'off') return;
    // Only while the switch may still revert: once kept, no call is taken over plain HTTP.
    if (state === 'awaiting' && request.url.split('?')[0] === SETTLE_HTTPS_ONLY) return;
    return reply
      .code(308)
      .header('location', httpsLocation(request.raw, httpsPort(), hosts))
      .header('connection', 'close')
      .type('text/plain; charset=utf-8')
      .send('This device answers over HTTPS.\n');
  });
}

/**
 * The device's web server: the console from `distDir` (client routes fall back
 * to index.html) and /goform/, emulated from `device` or proxied to `deviceUrl`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustedProxies?.length ? [...options.trustedProxies] : false;
  const serverOptions = {
    logger: options.logger ?? false,
    trustProxy,
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      error.code === 'FST_ERR_BAD_URL' ? badUrl(request, reply) : reply.send(error),
    clientErrorHandler: clientError,
  };
  // One app: `server` answers plain HTTP; with a pair, `httpsServer` hands HTTPS requests to the same routes.
  const app = Fastify(serverOptions) as unknown as FastifyInstance;
  const secure = options.tls ? httpsListener(app, options.tls) : undefined;
  await app.register(helmet, helmetOptions(registryOrigins(resolve(options.distDir))));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A stream that fails after its headers went out can only be cut off.
    if (reply.raw.headersSent) return void reply.raw.destroy();
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A body over its limit is not read further: the connection closes after the answer.
    if (status === 413) reply.header('connection', 'close');
    if (isGoform(request.url)) {
      const code = status === 413 ? Code.UploadTooLarge : status < 500 ? Code.MissingParameters : Code.SystemError;
      return sendAnswer(reply, options.device?.config.quirks ?? 'modern', failure(code));
    }
    return reply.code(status).type('text/plain; charset=utf-8').send(status >= 500 ? 'Server error' : error.message);
  });

  const { device } = options;
  if (options.tls && secure && device) {
    const httpsPort = () => (secure.address() as AddressInfo | null)?.port ?? options.httpsPort ?? 8443;
    const keeper = keepCertificate(device, options.tls, (pair) => secure.setSecureContext(pair), httpsPort);
    app.addHook('onClose', async () => keeper.close());
    redirectToHttps(app, device, httpsPort);
  }
  if (options.deviceUrl) {
    await registerDeviceProxy(app, options.deviceUrl, { env: options.env });
  } else if (device) {
    await app.register(async (scope) => {
      addBodyParsers(scope);
      // Scripts for real terminals may send their session as cookies (goform/input.ts credentialsOf).
      await scope.register(cookie);
      await scope.register(formbody, { bodyLimit: 1024 * 1024 });
      // Multipart is read by the call itself, after its caller is admitted, within the call's own limits.
      await scope.register(multipart);
      registerGoform(scope, device);
    });
    // Open live streams would hold the server's close until their sessions end.
    app.addHook('preClose', async () => endStreams(device));
    registerApiDocument(app);
  }

  const distDir = resolve(options.distDir);
  const hasConsole = existsSync(resolve(distDir, 'index.html'));
  // /login is a document of its own (no federation host: the console loads after the sign-in).
  const hasLoginPage = existsSync(resolve(distDir, 'login.html'));
  const pageOf = (path: string) => (hasLoginPage && /^\/login\/?$/.test(path) ? 'login.html' : 'index.html');
  // scripts/build.mjs writes .br/.gz siblings; the terminal sends them instead of compressing.
  denyDotPaths(app);
  documentHeadersOnDocuments(app);
  if (hasConsole) await app.register(fastifyStatic, staticOptions(distDir));

  app.setNotFoundHandler((request, reply) => {
    if (isGoform(request.url)) {
      return sendAnswer(reply, device?.config.quirks ?? 'modern', failure(Code.MissingParameters));
    }
    const path = request.url.split('?')[0] ?? '';
    const clientRoute = (request.method === 'GET' || request.method === 'HEAD') && !/\.[^/]*$/.test(path);
    if (clientRoute && hasConsole) return reply.header('cache-control', 'no-cache').sendFile(pageOf(path));
    return reply.code(404).type('text/plain; charset=utf-8').send(hasConsole ? 'Not found' : 'Console not built: run npm run build');
  });

  return app;
}
