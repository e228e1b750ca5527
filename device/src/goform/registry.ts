import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointContract } from '@tac/goform/contract';
import type { Actor } from '../audit/log';
import type { Device } from '../device';

/** The caller, once its token is verified. */
export interface Session {
  uid: string;
  /** Permission keys (DESIGN §3) the account has. */
  funs: string[];
  jti: string;
}

/** A file part of a multipart call. Its client-side name is kept for display only, never used as a path. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** What a handler sees: validated input, uploaded files, the caller's session and address, the device. */
export interface HandlerContext<Input> {
  input: Input;
  files: Record<string, UploadedFile>;
  session: Session | null;
  /** Who makes the call, for the audit log: the session's account ('' without one) and the client address. */
  actor: Actor;
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

export interface RouteOptions {
  /**
   * The catalogue code to answer when validation fails on a given field (first
   * failing field wins); fields not listed answer 10003.
   */
  fieldCodes?: Record<string, number | { retvalue: number; msg: string }>;
}

export interface Route<C extends EndpointContract = EndpointContract> {
  contract: C;
  handler: Handler<C>;
  options: RouteOptions;
}

export function route<C extends EndpointContract>(
  contract: C,
  handler: Handler<C>,
  options: RouteOptions = {},
): Route {
  return { contract, handler, options } as unknown as Route;
}
