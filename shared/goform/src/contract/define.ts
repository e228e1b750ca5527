import type { z } from 'zod';
import type { Permission } from './permissions';

/**
 * Who may make a call: anyone (`public`: the login, the /test page's calls), any session
 * (`session`: what every screen needs, such as system info), or a session holding that
 * section's permission. Every call states it; the device refuses a call that states none.
 */
export type Access = 'public' | 'session' | Permission;

/**
 * One /goform/ endpoint: its wire name, HTTP method, the fields it takes and the
 * payload it answers beside the envelope. The emulator validates `request` and
 * the client types its hooks with both, so the two sides cannot drift.
 */
export interface EndpointContract<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  name: string;
  method: 'GET' | 'POST';
  /** Where the call is served when it is not `/goform/<name>` (newer firmware's `/anviz/login`). */
  path?: string;
  request: Req;
  response: Res;
  access: Access;
  /**
   * A public POST call that scripts may also send by GET (chklogin). Any other public POST call
   * is taken by POST only: a page elsewhere can make a browser GET anything (an image), but its
   * POST carries an `Origin` the device refuses.
   */
  getForScripts?: boolean;
  /**
   * The one file a multipart call may carry, at most `maxBytes`: the device refuses a
   * larger body (10101) before reading it. Calls without it take no file.
   */
  upload?: {
    maxBytes: number;
    /** The file's multipart field name, for the API description ('file' when the call takes any name). */
    field?: string;
  };
  /**
   * A call of fields only that takes less than the general 1 MiB body: the device refuses
   * a larger declared body (10101) before reading it.
   */
  fieldsMaxBytes?: number;
  /**
   * A call that answers a file (its response a z.string()) rather than the envelope: the file's media
   * type, sent as an attachment. A refusal still answers the envelope.
   */
  download?: { contentType: string };
  /**
   * A call that answers a stream the client reads as it comes (its response a z.string()) for as long
   * as it stays open: the stream's media type. A refusal still answers the envelope.
   */
  stream?: { contentType: string };
  /** What the call does, for device/README.md (names are swapped on real terminals). */
  doc: string;
}

/** The URL path a call is served at. */
export const pathOf = (contract: Pick<EndpointContract, 'name' | 'path'>): string => contract.path ?? `/goform/${contract.name}`;

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  contract: EndpointContract<Req, Res>,
): EndpointContract<Req, Res> {
  return contract;
}

export type RequestOf<C> = C extends EndpointContract<infer Req, z.ZodType> ? z.input<Req> : never;
/** A request as the device's handler has it: parsed by the contract (defaults, coercions applied). */
export type ParsedRequestOf<C> = C extends EndpointContract<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<C> = C extends EndpointContract<z.ZodType, infer Res> ? z.output<Res> : never;
