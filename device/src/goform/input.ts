import type { FastifyRequest } from 'fastify';
import type { EndpointContract } from '@tac/goform/contract';
import { Code } from '@tac/goform/contract';
import { DeviceError } from './errors';
import type { UploadedFile } from './registry';

/**
 * Fields the transport adds to every call; they are not input: the console's `_t` (scripts for real
 * terminals send `t`), and the credentials of `credentialsOf`.
 */
const TRANSPORT_FIELDS = new Set(['_t', 't', 'token', 'session_id', 'session_key']);

/** Multipart bounds besides the call's own file size: a handful of small fields. */
const MULTIPART_LIMITS = { fields: 100, fieldSize: 64 * 1024, parts: 101, headerPairs: 200 };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/** Multipart errors of @fastify/multipart by code: a file over the call's limit is 10101, anything else malformed 10003. */
function multipartRefusal(err: unknown): DeviceError {
  const code = (err as { code?: unknown }).code;
  return new DeviceError(code === 'FST_REQ_FILE_TOO_LARGE' ? Code.UploadTooLarge : Code.MissingParameters);
}

/**
 * Reads a multipart body through the library's public API, now that the caller is
 * known to be allowed: at most the one file the contract takes, at most its size.
 */
async function readMultipart(request: FastifyRequest, contract: EndpointContract) {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const maxBytes = contract.upload?.maxBytes ?? 0;
  try {
    const parts = request.parts({ limits: { ...MULTIPART_LIMITS, files: contract.upload ? 1 : 0, fileSize: maxBytes } });
    for await (const part of parts) {
      if (part.type === 'file') {
        files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw multipartRefusal(err);
  }
  return { fields, files };
}

/**
 * The call's fields: query parameters, then the body (JSON, form or multipart
 * fields) over them; multipart files apart. A repeated multipart field takes its
 * last value. Throws 10003 when the body is not an object of fields.
 */
export async function gatherInput(
  request: FastifyRequest,
  contract: EndpointContract,
): Promise<{ fields: Record<string, unknown>; files: Record<string, UploadedFile> }> {
  const query = isPlainObject(request.query) ? request.query : {};
  const body = request.isMultipart() ? await readMultipart(request, contract) : { fields: request.body ?? {}, files: {} };
  if (!isPlainObject(body.fields)) throw new DeviceError(Code.MissingParameters);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of [...Object.entries(query), ...Object.entries(body.fields)]) {
    if (!TRANSPORT_FIELDS.has(key)) fields[key] = value;
  }
  return { fields, files: body.files };
}

/** Who a call says it is: a token, or an account and its session key (scripts for real terminals). */
export type Credentials = { token: string } | { account: string; sessionKey: string };

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
  if (!referer) return true;
  try {
    // Through URL both sides drop a default port (`host:80`).
    return new URL(referer).host === new URL(`${request.protocol}://${request.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}

/**
 * The call's credentials, in this order: header X-Token (the console); query `token` (scripts and
 * download links); query `session_id` + `session_key` (scripts for real terminals); the cookies
 * `session_id` + `session_key` that such scripts also set, under `cookiesMaySpeak`. Never the
 * console's own `Admin-Token` cookie: a cross-site request would carry it.
 */
export function credentialsOf(request: FastifyRequest): Credentials | undefined {
  const header = text(request.headers['x-token']);
  if (header) return { token: header };
  const query = isPlainObject(request.query) ? request.query : undefined;
  const queryToken = text(query?.token);
  if (queryToken) return { token: queryToken };
  return keyPair(query) ?? (cookiesMaySpeak(request) ? keyPair(request.cookies) : undefined);
}
