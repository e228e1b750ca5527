import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, DEVICE_OFFLINE_KEY, pathOf, type EndpointContract } from '@tac/goform/contract';
import type { z } from 'zod';
import type { Device } from '../device';
import { normalizeUserId } from '../auth/accounts';
import { verifySessionKey, verifyToken } from '../auth/tokens';
import { mayCall } from '../model/permissions';
import { failure, sendAnswer, success, waiting } from './answer';
import { DeviceError, DeviceWait, refusedInput } from './errors';
import { credentialsOf, gatherInput, type Credentials } from './input';
import { allowedHosts, isOwnHost } from './host';
import { isCrossSite, trustedOrigins } from './origin';
import { CALLS_OLDER_FIRMWARE_LACKS, sendNotDefined } from './olderFirmware';
import type { Route, RouteOptions, Session } from './registry';

/** Largest body of a call that takes no file (JSON or form fields). */
export const FIELDS_BODY_LIMIT = 1024 * 1024;
/** Room for a multipart body's boundaries, part headers and small fields beside its one file. */
const MULTIPART_OVERHEAD = 256 * 1024;
/** Largest body of a public call (`auth: false`: chklogin, GetDebugParam…): a few short fields. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/**
 * The most bytes a call's body may hold, however it comes (declared, chunked, JSON, form or
 * multipart): its file and some room with `upload`, else its own `fieldsMaxBytes`, else 64 KiB
 * for a public call and 1 MiB for the others.
 */
export function bodyBound(contract: EndpointContract): number {
  if (contract.upload) return contract.upload.maxBytes + MULTIPART_OVERHEAD;
  return contract.fieldsMaxBytes ?? (contract.access === 'public' ? PUBLIC_BODY_LIMIT : FIELDS_BODY_LIMIT);
}

/** A body that passed its call's bound while it streamed: 413, which the error handler answers 10101. */
class BodyTooLarge extends Error {
  readonly statusCode = 413;
  constructor() {
    super('body over the call limit');
  }
}

/**
 * The body of a fields call (JSON or form) counted as it streams, declared length or not: cut off
 * with 413 (10101) past the call's bound. Fastify's own route bodyLimit (1 MiB) stays under it.
 */
function boundedPayload(payload: Readable, limit: number): Readable {
  let seen = 0;
  return payload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        if (seen > limit) return done(new BodyTooLarge());
        done(null, chunk);
      },
    }),
  );
}

/** Every route of every module by wire name; two modules claiming one name is a programming error. */
export function routeTable(device: Device): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const r of device.modules.flatMap((m) => m.routes)) {
    if (table.has(r.contract.name)) throw new Error(`goform/${r.contract.name} is registered twice`);
    table.set(r.contract.name, r);
  }
  return table;
}

/** The catalogue answer for input that fails the contract: the field's own code, else 10003 naming the field. */
function invalidInput(error: z.ZodError, options: RouteOptions) {
  for (const issue of error.issues) {
    const code = options.fieldCodes?.[String(issue.path[0])];
    if (code !== undefined) return typeof code === 'number' ? failure(code) : failure(code.retvalue, code.msg);
  }
  const refusal = refusedInput(error);
  return { ...failure(refusal.retvalue), ...refusal.payload };
}

/** The session the call's credentials name, or null. */
async function sessionOf(device: Device, credentials: Credentials | undefined, contract: EndpointContract): Promise<Session | null> {
  if (!credentials) return null;
  // A stream stays open by itself: it is no use of the session, whoever opens it.
  const slide = !credentials.background && !contract.stream;
  if ('token' in credentials) return verifyToken(device, credentials.token, credentials.binding, slide);
  return verifySessionKey(device, normalizeUserId(credentials.account), credentials.sessionKey, credentials.binding, slide);
}

/** Whom the device takes browser calls from: the names it answers to, and origins let across (a dev server). */
interface BrowserRules {
  hosts: ReadonlySet<string>;
  origins: ReadonlySet<string>;
}

/** What a call was admitted as, before its body is read. */
interface Admitted {
  route: Route;
  session: Session | null;
}

/** notDefined: older firmware has no such form and answers as its web server does (olderFirmware.ts). */
type Admission = { admitted: Admitted } | { refusal: Record<string, unknown> } | { notDefined: true };

const declaredLength = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0);

/**
 * Everything that can refuse a call before its body is read: a `Host` that is not the
 * device's (DNS rebinding), a cross-site browser,
 * the device restarting, an unknown call (a call older firmware lacks), no valid token, a session without the
 * right, a body larger than the call takes. Answers the refusal, or what was admitted.
 */
async function admit(
  request: FastifyRequest,
  name: string,
  device: Device,
  table: Map<string, Route>,
  browsers: BrowserRules,
): Promise<Admission> {
  const refuse = (retvalue: number, msg?: string) => ({ refusal: failure(retvalue, msg) });
  if (!isOwnHost(request.headers.host, browsers.hosts) || isCrossSite(request, browsers.origins)) return refuse(Code.TokenFailed);
  if (device.isOffline()) return refuse(Code.SystemError, DEVICE_OFFLINE_KEY);
  const route = table.get(name);
  if (device.config.quirks === 'legacy' && (!route || CALLS_OLDER_FIRMWARE_LACKS.has(name))) return { notDefined: true };
  // A call served at a path of its own is not also a /goform/ call.
  if (!route || (route.contract.path && request.url.startsWith('/goform/'))) return refuse(Code.MissingParameters);
  // A public call that changes something (GetDebugParam) is taken by POST only, but for chklogin's GET for scripts.
  const { access, method, getForScripts } = route.contract;
  const isPublic = access === 'public';
  if (isPublic && method === 'POST' && request.method !== 'POST' && !getForScripts) {
    return refuse(Code.MissingParameters);
  }
  const session = isPublic ? null : await sessionOf(device, credentialsOf(request), route.contract);
  if (!isPublic) {
    if (!session) return refuse(Code.NotLoggedIn);
    if (!mayCall(session.funs, route.contract)) return refuse(Code.QuietReject);
  }
  if (declaredLength(request) > bodyBound(route.contract)) return refuse(Code.UploadTooLarge);
  return { admitted: { route, session } };
}

const admitted = new WeakMap<FastifyRequest, Admitted>();

/** The calls the contract serves at a path of their own, by path. */
const pathCalls = (table: Map<string, Route>) =>
  new Map([...table.values()].filter((r) => r.contract.path).map((r) => [pathOf(r.contract), r.contract.name]));

/** The call a request names: `/goform/<name>`, or the contract served at the request's own path. */
const callNamer = (byPath: Map<string, string>) => (request: FastifyRequest): string =>
  (request.params as { name?: string }).name ?? byPath.get(request.routeOptions.url ?? '') ?? '';

/**
 * `/goform/<Name>` for GET and POST (and the calls the contract serves at a path of their own,
 * newer firmware's `/anviz/login`). The caller is admitted (origin, token, rights, declared size)
 * before any body is read; then the input is read within the call's bounds and validated, and the
 * handler's payload, refusal or wait is answered in the envelope, in the firmware's spelling.
 * Nothing a caller sends yields a 5xx.
 */
export function registerGoform(app: FastifyInstance, device: Device): void {
  const table = routeTable(device);
  const browsers = { hosts: allowedHosts(device.config.env), origins: trustedOrigins(device.config.env) };
  const byPath = pathCalls(table);
  const callName = callNamer(byPath);
  const answer = (request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) =>
    sendAnswer(reply, { quirks: device.config.quirks, call: callName(request), wrapped: request.url.startsWith('/goform/') }, body);
  const handlers = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const admission = await admit(request, callName(request), device, table, browsers);
      if ('admitted' in admission) {
        admitted.set(request, admission.admitted);
        return;
      }
      if ('notDefined' in admission) return sendNotDefined(reply.header('connection', 'close'), callName(request));
      // The body of a refused call is never read: close the connection rather than drain it.
      reply.header('connection', 'close');
      return answer(request, reply, admission.refusal);
    },
    // Multipart is counted by gatherInput itself (the library reads the raw request, not this payload).
    preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
      const entry = admitted.get(request);
      // (isMultipart() is only known once the content-type parser ran, after this hook.)
      if (!entry || /^multipart\//i.test(request.headers['content-type'] ?? '')) return payload;
      return boundedPayload(payload, bodyBound(entry.route.contract));
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { route: r, session } = admitted.get(request)!;
      try {
        const gathered = await gatherInput(request, r.contract, bodyBound(r.contract));
        const parsed = r.contract.request.safeParse(gathered.fields);
        if (!parsed.success) return answer(request, reply, invalidInput(parsed.error, r.options));
        const actor = { account: session?.uid ?? '', address: request.ip };
        const result = await r.handler({ input: parsed.data, files: gathered.files, session, actor, device, request, reply });
        if (result === reply || reply.sent) return reply;
        return answer(request, reply, success(result));
      } catch (err) {
        if (err instanceof DeviceError) {
          // A body cut off at its bound is not read further: the connection closes after the answer.
          if (err.retvalue === Code.UploadTooLarge) reply.header('connection', 'close');
          return answer(request, reply, { ...failure(err.retvalue, err.msgKey), ...err.payload });
        }
        if (err instanceof DeviceWait) return answer(request, reply, waiting(err.payload));
        request.log.error({ err }, `goform/${r.contract.name} failed`);
        return answer(request, reply, failure(Code.SystemError));
      }
    },
  };
  app.route({ method: ['GET', 'POST'], url: '/goform/:name', bodyLimit: FIELDS_BODY_LIMIT, ...handlers });
  for (const path of byPath.keys()) app.route({ method: ['GET', 'POST'], url: path, bodyLimit: FIELDS_BODY_LIMIT, ...handlers });
}
