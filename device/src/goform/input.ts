import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './registry';

/** Fields the transport adds to every call; they are not input. */
const TRANSPORT_FIELDS = new Set(['_t', 'token']);

interface MultipartPart {
  type?: unknown;
  value?: unknown;
  filename?: unknown;
  mimetype?: unknown;
  _buf?: unknown;
}

const isPart = (v: unknown): v is MultipartPart =>
  typeof v === 'object' && v !== null && (v as MultipartPart).type !== undefined && 'fieldname' in v;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/**
 * The call's fields: query parameters, then the body (JSON, form or multipart
 * fields) over them; multipart files apart. A repeated multipart field takes its last value.
 * Answers null when the body is not an object of fields.
 */
export function gatherInput(
  request: FastifyRequest,
): { fields: Record<string, unknown>; files: Record<string, UploadedFile> } | null {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const query = isPlainObject(request.query) ? request.query : {};
  const body = request.body ?? {};
  if (!isPlainObject(body)) return null;
  for (const [key, raw] of [...Object.entries(query), ...Object.entries(body)]) {
    if (TRANSPORT_FIELDS.has(key)) continue;
    const value = Array.isArray(raw) && raw.length > 0 && raw.every(isPart) ? raw[raw.length - 1] : raw;
    if (isPart(value)) {
      if (value.type === 'file' && Buffer.isBuffer(value._buf)) {
        files[key] = {
          filename: String(value.filename ?? ''),
          mimetype: String(value.mimetype ?? ''),
          data: value._buf,
        };
      } else if (value.type === 'field') {
        fields[key] = value.value;
      }
    } else {
      fields[key] = value;
    }
  }
  return { fields, files };
}

/** The token: header X-Token, else query `token`, else cookie Admin-Token (scripts written for real devices). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-token'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token === 'string' && query.token) return query.token;
  return request.cookies?.['Admin-Token'] || undefined;
}
