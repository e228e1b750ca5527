import type { FastifyInstance } from 'fastify';
import { Code, DEVICE_OFFLINE_KEY } from '@tac/goform/contract';
import type { z } from 'zod';
import type { Device } from '../device';
import { verifyToken } from '../auth/tokens';
import { failure, sendAnswer, success, waiting } from './answer';
import { DeviceError, DeviceWait } from './errors';
import { gatherInput, tokenOf } from './input';
import type { Route, RouteOptions } from './registry';

/** Every route of every module by wire name; two modules claiming one name is a programming error. */
export function routeTable(device: Device): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const r of device.modules.flatMap((m) => m.routes)) {
    if (table.has(r.contract.name)) throw new Error(`goform/${r.contract.name} is registered twice`);
    table.set(r.contract.name, r);
  }
  return table;
}

/** The catalogue answer for input that fails the contract: the field's own code, else 10003. */
function invalidInput(error: z.ZodError, options: RouteOptions) {
  for (const issue of error.issues) {
    const code = options.fieldCodes?.[String(issue.path[0])];
    if (code !== undefined) return typeof code === 'number' ? failure(code) : failure(code.retvalue, code.msg);
  }
  return failure(Code.MissingParameters);
}

/**
 * `/goform/<Name>` for GET and POST: query and body merged, token checked unless
 * the contract is public, input validated, then the handler's payload, refusal
 * or wait answered in the envelope. Nothing a caller sends yields a 5xx.
 */
export function registerGoform(app: FastifyInstance, device: Device): void {
  const table = routeTable(device);
  app.route({
    method: ['GET', 'POST'],
    url: '/goform/:name',
    handler: async (request, reply) => {
      const answer = (body: Record<string, unknown>) => sendAnswer(reply, device.config.quirks, body);
      if (device.isOffline()) return answer(failure(Code.SystemError, DEVICE_OFFLINE_KEY));
      const r = table.get((request.params as { name: string }).name);
      const gathered = gatherInput(request);
      if (!r || !gathered) return answer(failure(Code.MissingParameters));
      const session = r.contract.auth === false ? null : await verifyToken(device, tokenOf(request));
      if (r.contract.auth !== false && !session) return answer(failure(Code.NotLoggedIn));
      const parsed = r.contract.request.safeParse(gathered.fields);
      if (!parsed.success) return answer(invalidInput(parsed.error, r.options));
      try {
        const result = await r.handler({ input: parsed.data, files: gathered.files, session, device, request, reply });
        if (result === reply || reply.sent) return reply;
        return answer(success(result));
      } catch (err) {
        if (err instanceof DeviceError) return answer({ ...failure(err.retvalue, err.msgKey), ...err.payload });
        if (err instanceof DeviceWait) return answer(waiting(err.payload));
        request.log.error({ err }, `goform/${r.contract.name} failed`);
        return answer(failure(Code.SystemError));
      }
    },
  });
}
