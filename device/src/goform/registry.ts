import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointContract } from '@tac/goform/contract';
import type { Device } from '../device';

/** The caller, once its token is verified. */
export interface Session {
  uid: string;
  /** Permission keys (DESIGN §3) the account has. */
  funs: string[];
  jti: string;
}

/** What a handler sees: validated input, the caller's session, the device. */
export interface HandlerContext<Input> {
  input: Input;
  session: Session | null;
  device: Device;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler returns the payload of a success (merged beside code/retvalue/msg),
 * or throws a `DeviceError` carrying a catalogue code. Handlers that stream
 * (downloads) send on `reply` themselves and return `reply`.
 */
export type Handler<C extends EndpointContract> = (
  ctx: HandlerContext<z.output<C['request']>>,
) => unknown;

export interface Route<C extends EndpointContract = EndpointContract> {
  contract: C;
  handler: Handler<C>;
}

export function route<C extends EndpointContract>(contract: C, handler: Handler<C>): Route {
  return { contract, handler } as unknown as Route;
}
