import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, DEVICE_OFFLINE_KEY } from '@tac/goform/contract';
import type { z } from 'zod';
import type { Device } from '../device';
import { verifyToken } from '../auth/tokens';
import { mayCall } from '../model/permissions';
import { failure, sendAnswer, success, waiting } from './answer';
import { DeviceError, DeviceWait, refusedInput } from './errors';
import { gatherInput, tokenOf } from './input';
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
  device: Device,
  table: Map<string, Route>,
  trusted: ReadonlySet<string>,
): Promise<Admission> {
  const refuse = (retvalue: number, msg?: string) => ({ refusal: failure(retvalue, msg) });
  if (isCrossSite(request, trusted)) return refuse(Code.TokenFailed);
  if (device.isOffline()) return refuse(Code.SystemError, DEVICE_OFFLINE_KEY);
  const route = table.get((request.params as { name: string }).name);
  if (!route) return refuse(Code.MissingParameters);
  const session = route.contract.auth === false ? null : await verifyToken(device, tokenOf(request));
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

/**
 * `/goform/<Name>` for GET and POST. The caller is admitted (origin, token, rights,
 * declared size) before any body is read; then the input is read within the call's
 * bounds and validated, and the handler's payload, refusal or wait is answered in the
 * envelope. Nothing a caller sends yields a 5xx.
 */
export function registerGoform(app: FastifyInstance, device: Device): void {
  const table = routeTable(device);
  const trusted = trustedOrigins(device.config.env);
  const answer = (reply: FastifyReply, body: Record<string, unknown>) => sendAnswer(reply, device.config.quirks, body);
  app.route({
    method: ['GET', 'POST'],
    url: '/goform/:name',
    bodyLimit: FIELDS_BODY_LIMIT,
    onRequest: async (request, reply) => {
      const admission = await admit(request, device, table, trusted);
      if ('admitted' in admission) {
        admitted.set(request, admission.admitted);
        return;
      }
      // The body of a refused call is never read: close the connection rather than drain it.
      reply.header('connection', 'close');
      return answer(reply, admission.refusal);
    },
    handler: async (request, reply) => {
      const { route: r, session } = admitted.get(request)!;
      try {
        const gathered = await gatherInput(request, r.contract);
        const parsed = r.contract.request.safeParse(gathered.fields);
        if (!parsed.success) return answer(reply, invalidInput(parsed.error, r.options));
        const actor = { account: session?.uid ?? '', address: request.ip };
        const result = await r.handler({ input: parsed.data, files: gathered.files, session, actor, device, request, reply });
        if (result === reply || reply.sent) return reply;
        return answer(reply, success(result));
      } catch (err) {
        if (err instanceof DeviceError) return answer(reply, { ...failure(err.retvalue, err.msgKey), ...err.payload });
        if (err instanceof DeviceWait) return answer(reply, waiting(err.payload));
        request.log.error({ err }, `goform/${r.contract.name} failed`);
        return answer(reply, failure(Code.SystemError));
      }
    },
  });
}
