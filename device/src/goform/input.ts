import type { FastifyRequest } from 'fastify';
import type { EndpointContract } from '@tac/goform/contract';
import { Code } from '@tac/goform/contract';
import { DeviceError } from './errors';
import type { UploadedFile } from './registry';

/** Fields the transport adds to every call; they are not input. */
const TRANSPORT_FIELDS = new Set(['_t', 'token']);

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

/**
 * The token: header X-Token (the console), else query `token` (scripts and download
 * links). Never a cookie: a cross-site request would carry it.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : undefined;
}
