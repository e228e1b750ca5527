import type { FastifyRequest } from 'fastify';
import type { EndpointContract } from '@tac/goform/contract';
import { BACKGROUND_CALL_HEADER, Code } from '@tac/goform/contract';
import { bindingOf } from '../auth/sessionBinding';
import { DeviceError } from './errors';
import { isOwnPage } from './origin';
import type { UploadedFile } from './registry';

/**
 * Fields the transport adds to every call; they are not input: the console's `_t` (scripts for real
 * terminals send `t`), and the credentials of `credentialsOf`.
 */
const TRANSPORT_FIELDS = new Set(['_t', 't', 'token', 'session_id', 'session_key']);

/** Multipart bounds besides the call's own file size and the body's total (`bodyBound`, counted as it streams). */
const MULTIPART_LIMITS = { fields: 100, fieldSize: 64 * 1024, parts: 101, headerPairs: 200 };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/** Multipart errors of @fastify/multipart by code: a file over the call's limit is 10101, anything else malformed 10003. */
function multipartRefusal(err: unknown): DeviceError {
  const code = (err as { code?: unknown }).code;
  return new DeviceError(code === 'FST_REQ_FILE_TOO_LARGE' ? Code.UploadTooLarge : Code.MissingParameters);
}

/**
 * Counts the raw body's bytes as they stream, beside the multipart reader (both listen from the
 * same tick, so both see every chunk). Past `limit` the request stops being read and `tripped`
 * rejects with 10101; the caller answers it and the connection closes.
 */
function countBody(request: FastifyRequest, limit: number) {
  let seen = 0;
  let trip: (err: DeviceError) => void = () => undefined;
  const tripped = new Promise<never>((_resolve, reject) => {
    trip = reject;
  });
  // Never left unhandled: a body within its bound never trips.
  tripped.catch(() => undefined);
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limit) return;
    request.raw.off('data', onData);
    request.raw.unpipe();
    request.raw.pause();
    trip(new DeviceError(Code.UploadTooLarge));
  };
  request.raw.on('data', onData);
  return { tripped, stop: () => request.raw.off('data', onData) };
}

/**
 * Reads a multipart body through the library's public API, now that the caller is known to be
 * allowed: at most the one file the contract takes, at most its size, and at most `limit` bytes
 * in all, counted as they stream whether or not a length was declared.
 */
async function readMultipart(request: FastifyRequest, contract: EndpointContract, limit: number) {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const maxBytes = contract.upload?.maxBytes ?? 0;
  const counter = countBody(request, limit);
  const within = <T>(promise: Promise<T>) => Promise.race([promise, counter.tripped]);
  try {
    const parts = request.parts({ limits: { ...MULTIPART_LIMITS, files: contract.upload ? 1 : 0, fileSize: maxBytes } });
    const iterator = parts[Symbol.asyncIterator]();
    for (let next = await within(iterator.next()); !next.done; next = await within(iterator.next())) {
      const part = next.value;
      if (part.type === 'file') {
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data: await within(part.toBuffer()) };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof DeviceError) throw err;
    throw multipartRefusal(err);
  } finally {
    counter.stop();
  }
  return { fields, files };
}

/**
 * The call's fields: query parameters, then the body (JSON, form or multipart
 * fields) over them; multipart files apart. A repeated multipart field takes its
 * last value. Throws 10003 when the body is not an object of fields, 10101 when a multipart body
 * passes `bodyLimit`.
 */
export async function gatherInput(
  request: FastifyRequest,
  contract: EndpointContract,
  bodyLimit: number,
): Promise<{ fields: Record<string, unknown>; files: Record<string, UploadedFile> }> {
  const query = isPlainObject(request.query) ? request.query : {};
  const body = request.isMultipart() ? await readMultipart(request, contract, bodyLimit) : { fields: request.body ?? {}, files: {} };
  if (!isPlainObject(body.fields)) throw new DeviceError(Code.MissingParameters);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of [...Object.entries(query), ...Object.entries(body.fields)]) {
    if (!TRANSPORT_FIELDS.has(key)) fields[key] = value;
  }
  return { fields, files: body.files };
}

/**
 * Who a call says it is: a token, or an account and its session key (scripts for real terminals),
 * with the binding cookie a console session is taken with (auth/sessionBinding.ts).
 */
export type Credentials = ({ token: string } | { account: string; sessionKey: string }) & { binding?: string; background?: boolean };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The pair `session_id` + `session_key` from a source of fields, when both are there.
 */
function keyPair(source: Record<string, unknown> | undefined): Credentials | undefined {
  const account = text(source?.session_id);
  const sessionKey = text(source?.session_key);
  return account && sessionKey ? { account, sessionKey } : undefined;
}

/**
 * Whether the session cookies may speak for this call: only with `X-Requested-With`, a header a page
 * of another site cannot add without a CORS preflight the device never grants (scripts for real
 * terminals send it), and only when a browser's `Referer`, if any, is this device's own. A browser
 * that holds such cookies therefore never authorises a drive-by request with them alone.
 */
function cookiesMaySpeak(request: FastifyRequest): boolean {
  if (!text(request.headers['x-requested-with'])) return false;
  const referer = text(request.headers.referer);
  return !referer || isOwnPage(request, referer);
}

/**
 * The call's credentials, in this order: header X-Token (the console); query `token` (scripts and
 * download links); query `session_id` + `session_key` (scripts for real terminals); the cookies
 * `session_id` + `session_key` that such scripts also set, under `cookiesMaySpeak`. A token never
 * comes from a cookie: a cross-site request would carry it. Beside them, the binding cookie of a
 * console session, which alone authorises nothing, and whether the console made the call by itself
 * (BACKGROUND_CALL_HEADER: it does not slide the session).
 */
export function credentialsOf(request: FastifyRequest): Credentials | undefined {
  const query = isPlainObject(request.query) ? request.query : undefined;
  const named = namedCredentials(request, query);
  return named && { ...named, binding: bindingOf(request), background: request.headers[BACKGROUND_CALL_HEADER.toLowerCase()] === '1' };
}

function namedCredentials(request: FastifyRequest, query: Record<string, unknown> | undefined): Credentials | undefined {
  const token = text(request.headers['x-token']) ?? text(query?.token);
  if (token) return { token };
  return keyPair(query) ?? (cookiesMaySpeak(request) ? keyPair(request.cookies) : undefined);
}
