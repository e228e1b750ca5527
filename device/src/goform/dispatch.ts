import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, DEVICE_OFFLINE_KEY, pathOf } from '@tac/goform/contract';
import type { z } from 'zod';
import type { Device } from '../device';
import { normalizeUserId } from '../auth/accounts';
import { verifySessionKey, verifyToken } from '../auth/tokens';
import { mayCall } from '../model/permissions';
import { failure, sendAnswer, success, waiting } from './answer';
import { DeviceError, DeviceWait, refusedInput } from './errors';
import { credentialsOf, gatherInput, type Credentials } from './input';
import { isCrossSite, trustedOrigins } from './origin';
import type { Route, RouteOptions, Session } from './registry';

/** Largest body of a call that takes no file (JSON or form fields). */
export const FIELDS_BODY_LIMIT = 1024 * 1024;
/** Room for a multipart body's boundaries, part headers and small fields beside its one file. */
const MULTIPART_OVERHEAD = 256 * 1024;

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
async function sessionOf(device: Device, credentials: Credentials | undefined): Promise<Session | null> {
  if (!credentials) return null;
  if ('token' in credentials) return verifyToken(device, credentials.token);
  return verifySessionKey(device, normalizeUserId(credentials.account), credentials.sessionKey);
}

/** What a call was admitted as, before its body is read. */
interface Admitted {
  route: Route;
  session: Session | null;
}

type Admission = { admitted: Admitted } | { refusal: Record<string, unknown> };

const declaredLength = (request: FastifyRequest) => Number(request.headers['content-length'] ?? 0);

/**
 * Everything that can refuse a call before its body is read: a cross-site browser,
 * the device restarting, an unknown call, no valid token, a session without the
 * right, a body larger than the call takes. Answers the refusal, or what was admitted.
 */
async function admit(
  request: FastifyRequest,
  name: string,
  device: Device,
  table: Map<string, Route>,
  trusted: ReadonlySet<string>,
): Promise<Admission> {
  const refuse = (retvalue: number, msg?: string) => ({ refusal: failure(retvalue, msg) });
  if (isCrossSite(request, trusted)) return refuse(Code.TokenFailed);
  if (device.isOffline()) return refuse(Code.SystemError, DEVICE_OFFLINE_KEY);
  const route = table.get(name);
  // A call served at a path of its own is not also a /goform/ call.
  if (!route || (route.contract.path && request.url.startsWith('/goform/'))) return refuse(Code.MissingParameters);
  // A public call that changes something (GetDebugParam) is taken by POST only, but for chklogin's GET for scripts.
  const { auth, method, getForScripts } = route.contract;
  if (auth === false && method === 'POST' && request.method !== 'POST' && !getForScripts) {
    return refuse(Code.MissingParameters);
  }
  const session = route.contract.auth === false ? null : await sessionOf(device, credentialsOf(request));
  if (route.contract.auth !== false) {
    if (!session) return refuse(Code.NotLoggedIn);
    if (!mayCall(session.funs, route.contract.name)) return refuse(Code.QuietReject);
  }
  const { upload, fieldsMaxBytes } = route.contract;
  const limit = upload ? upload.maxBytes + MULTIPART_OVERHEAD : (fieldsMaxBytes ?? FIELDS_BODY_LIMIT);
  if (declaredLength(request) > limit) return refuse(Code.UploadTooLarge);
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
  const trusted = trustedOrigins(device.config.env);
  const byPath = pathCalls(table);
  const callName = callNamer(byPath);
  const answer = (request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) =>
    sendAnswer(reply, { quirks: device.config.quirks, call: callName(request), wrapped: request.url.startsWith('/goform/') }, body);
  const handlers = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const admission = await admit(request, callName(request), device, table, trusted);
      if ('admitted' in admission) {
        admitted.set(request, admission.admitted);
        return;
      }
      // The body of a refused call is never read: close the connection rather than drain it.
      reply.header('connection', 'close');
      return answer(request, reply, admission.refusal);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { route: r, session } = admitted.get(request)!;
      try {
        const gathered = await gatherInput(request, r.contract);
        const parsed = r.contract.request.safeParse(gathered.fields);
        if (!parsed.success) return answer(request, reply, invalidInput(parsed.error, r.options));
        const actor = { account: session?.uid ?? '', address: request.ip };
        const result = await r.handler({ input: parsed.data, files: gathered.files, session, actor, device, request, reply });
        if (result === reply || reply.sent) return reply;
        return answer(request, reply, success(result));
      } catch (err) {
        if (err instanceof DeviceError) return answer(request, reply, { ...failure(err.retvalue, err.msgKey), ...err.payload });
        if (err instanceof DeviceWait) return answer(request, reply, waiting(err.payload));
        request.log.error({ err }, `goform/${r.contract.name} failed`);
        return answer(request, reply, failure(Code.SystemError));
      }
    },
  };
  app.route({ method: ['GET', 'POST'], url: '/goform/:name', bodyLimit: FIELDS_BODY_LIMIT, ...handlers });
  for (const path of byPath.keys()) app.route({ method: ['GET', 'POST'], url: path, bodyLimit: FIELDS_BODY_LIMIT, ...handlers });
}
