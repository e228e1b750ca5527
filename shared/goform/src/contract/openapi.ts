import { z } from 'zod';
import { Code, MsgKey } from './codes';
import { pathOf, type EndpointContract } from './define';
import * as contract from './index';
import goformPackage from '../../package.json';

export { openApiMarkdown, typeText } from './openapiMarkdown';

/**
 * The device API as an OpenAPI 3.1 document, generated from the wire contract (DESIGN §5,
 * §6a): every call the contract exports, its fields with their bounds, its answer beside
 * the envelope, its auth. Pure and deterministic: the same contract gives the same bytes.
 * The emulator serves it at GET /goform/openapi.json; docs/device-api.md is rendered from it.
 */

type Json = Record<string, unknown>;

/** Where the document is served (by the emulator; public, like any documentation). */
export const OPENAPI_PATH = '/goform/openapi.json';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** An endpoint() contract: name, method, request and response schemas, doc. */
export function isEndpoint(value: unknown): value is EndpointContract {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    (value.method === 'GET' || value.method === 'POST') &&
    value.request instanceof z.ZodType &&
    value.response instanceof z.ZodType &&
    typeof value.doc === 'string'
  );
}

/**
 * Every endpoint the contract exports: exported as such, or inside an exported object or list
 * (a settings group holds its read and write calls, SETTINGS_GROUPS lists the groups). So a
 * call added to the contract appears in the document with no change here. Sorted by name.
 */
export function contractEndpoints(source: Record<string, unknown> = contract): EndpointContract[] {
  const found = new Map<string, EndpointContract>();
  const walk = (value: unknown, depth: number) => {
    if (isEndpoint(value)) {
      const known = found.get(value.name);
      if (known && known !== value) throw new Error(`two contracts are named ${value.name}`);
      found.set(value.name, value);
      return;
    }
    if (depth >= 2 || !isObject(value) || value instanceof z.ZodType) return;
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child, depth + 1);
  };
  for (const key of Object.keys(source).sort()) walk(source[key], 0);
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The path a call is served at: its own `path` when the contract names one, else /goform/<name>. */

/** How a call is reached: a session, or none (`access: 'public'`). */
export const isPublic = (c: EndpointContract) => c.access === 'public';

const primitiveTypes = new Set(['string', 'number', 'integer', 'boolean', 'array']);

function toJson(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
    override: io === 'input' ? wireOverride : undefined,
  }) as Json;
  delete json.$schema;
  return json;
}

/**
 * A wire field is a pipe: what the wire may carry (a number or its decimal text; a number
 * taken as text) piped into what the device takes (an integer in bounds, a text of at most
 * n characters, one of a set). The input side alone would lose the bounds, so a pipe is
 * described by its taking side when that is a plain value or a list; a pipe into an object
 * (a JSON text parsed, like the CSV `texts`) stays described as the text it is on the wire.
 */
function wireOverride(ctx: { zodSchema: unknown; jsonSchema: Json }) {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; out?: z.ZodType } } })._zod.def;
  if (def.type !== 'pipe' || !def.out) return;
  const taken = toJson(def.out, 'input');
  const type = taken.type;
  if (!(typeof type === 'string' && primitiveTypes.has(type)) && !Array.isArray(taken.enum)) return;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, taken);
}

/** Query strings and form bodies cannot carry JSON's null: drop it from what they may send. */
function withoutNull(schema: Json): Json {
  const out: Json = { ...schema };
  if (Array.isArray(out.anyOf)) {
    const kept = (out.anyOf as Json[]).filter((s) => s.type !== 'null');
    if (kept.length === 1) {
      delete out.anyOf;
      Object.assign(out, kept[0]);
    } else out.anyOf = kept;
  }
  if (Array.isArray(out.type)) out.type = (out.type as string[]).filter((t) => t !== 'null');
  return out;
}

interface Fields {
  properties: Record<string, Json>;
  required: string[];
}

function requestFields(c: EndpointContract): Fields {
  const json = toJson(c.request, 'input');
  return { properties: (json.properties as Record<string, Json>) ?? {}, required: (json.required as string[]) ?? [] };
}

const CODE_NAMES = new Map<number, string>(Object.entries(Code).map(([name, value]) => [value, name]));

/** Catalogue numbers the call's doc names (its codes are written there, in prose). */
export function codesOf(c: EndpointContract): number[] {
  const named = [...c.doc.matchAll(/\b(\d{5})\b/g)].map((m) => Number(m[1])).filter((n) => CODE_NAMES.has(n));
  return [...new Set(named)].sort((a, b) => a - b);
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The envelope's schemas and the catalogue, shared by every answer. */
function components(): Json {
  const retvalues = [...CODE_NAMES.entries()].sort(([a], [b]) => a - b);
  return {
    securitySchemes: {
      token: { type: 'apiKey', in: 'header', name: 'X-Token', description: 'The token chklogin answers (a signed JWT).' },
      tokenQuery: {
        type: 'apiKey',
        in: 'query',
        name: 'token',
        description: 'The same token as a query parameter, as scripts written for real terminals send it (download links too).',
      },
      sessionId: {
        type: 'apiKey',
        in: 'query',
        name: 'session_id',
        description: 'With session_key: the session as real terminals\' scripts name it (session_id in the query or a cookie).',
      },
      sessionKey: {
        type: 'apiKey',
        in: 'query',
        name: 'session_key',
        description: 'With session_id: the session_key chklogin answers.',
      },
    },
    schemas: {
      RetValue: {
        description: 'The catalogue (SPEC §7, §8): 0 on success, else the failure\'s number.',
        oneOf: retvalues.map(([value, name]) => ({ const: value, title: name })),
      },
      Msg: {
        type: 'string',
        description:
          "'Success' on success; on failure a catalogue key the client translates: the number as text, or a named key (" +
          Object.values(MsgKey).join(', ') +
          ').',
      },
      Failure: {
        type: 'object',
        description:
          'A refusal: code fail, the catalogue number and key; `field` names the refused field of a 10003 when the device can say; ' +
          '`retry_after`, on a login refused while locked, the whole seconds until it may be tried again.',
        properties: {
          code: { const: 'fail' },
          retvalue: ref('RetValue'),
          msg: ref('Msg'),
          field: { type: 'string' },
          retry_after: { type: 'integer', minimum: 1 },
        },
        required: ['code', 'retvalue', 'msg'],
      },
      Wait: {
        type: 'object',
        description: 'Work in progress (enrolment, pairing): ask again.',
        properties: { code: { const: 'wait' }, retvalue: ref('RetValue'), msg: ref('Msg') },
        required: ['code', 'retvalue', 'msg'],
      },
    },
  };
}

/** The success answer: the envelope with the call's payload at the top level beside it. */
function successSchema(c: EndpointContract): Json {
  const payload = toJson(c.response, 'output');
  const envelope = {
    code: { const: 'success' },
    retvalue: { const: 0 },
    msg: { type: 'string' },
    reboot: { const: 1, description: 'The device restarts: log out after 1 s.' },
  };
  const properties = { ...envelope, ...((payload.properties as Json) ?? {}) };
  const required = ['code', 'retvalue', 'msg', ...((payload.required as string[]) ?? [])];
  const schema: Json = { type: 'object', properties, required };
  if (payload.additionalProperties !== undefined) schema.additionalProperties = payload.additionalProperties;
  return schema;
}

/** A download answers a file, not the envelope (a refusal still answers the envelope). */
const isDownload = (c: EndpointContract) => c.response instanceof z.ZodString;
const downloadType = (c: EndpointContract) =>
  c.download?.contentType ?? 'application/octet-stream';

const HTML_NOTE =
  'HTTP 200 with content type text/html whose body is JSON, as real terminals answer (GoAhead-style firmware); ' +
  'read the body as JSON whatever the content type says.';

function responses(c: EndpointContract): Json {
  if (c.stream) {
    return {
      200: {
        description: `A stream of ${c.stream.contentType} that stays open while the session lives; a refusal answers the envelope as text/html holding JSON.`,
        content: {
          [c.stream.contentType]: { schema: { type: 'string' } },
          'text/html': { schema: { anyOf: [ref('Failure'), ref('Wait')] } },
        },
      },
    };
  }
  if (isDownload(c)) {
    return {
      200: {
        description: `The file as an attachment (${downloadType(c)}, Content-Disposition names it); a refusal answers the envelope as text/html holding JSON.`,
        headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="…"' } },
        content: {
          [downloadType(c)]: { schema: downloadType(c).endsWith('json') ? { type: 'object' } : { type: 'string' } },
          'text/html': { schema: { anyOf: [ref('Failure'), ref('Wait')] } },
        },
      },
    };
  }
  return {
    200: {
      description: `${HTML_NOTE} Success carries the call's fields beside code/retvalue/msg; a failure carries the catalogue code.`,
      content: { 'text/html': { schema: { anyOf: [successSchema(c), ref('Failure'), ref('Wait')] } } },
    },
  };
}

/**
 * A query travels in the request line, which the HTTP server takes up to 16 KiB with the headers
 * (Node's limit): beyond, it answers 431 (with the refusal 10003) before the device sees the call.
 * Long fields go by POST.
 */
const TOO_LARGE_FOR_QUERY = {
  description: "The request line and headers exceed 16 KiB (the HTTP server's limit): 10003; send long fields by POST.",
  content: { 'text/html': { schema: ref('Failure') } },
};

/** While the administrator has HTTPS only on, a call over plain HTTP is sent to HTTPS (SetHttpsOnly). */
const REDIRECTED_TO_HTTPS = {
  description:
    'HTTPS only is on and the call came over plain HTTP: Location names the same call on the HTTPS port; ' +
    'the method and body are kept (ConfirmHttpsOnly excepted while a switch awaits confirmation).',
  headers: { Location: { schema: { type: 'string' } } },
};

function queryParameters(fields: Fields): Json[] {
  return Object.entries(fields.properties).map(([name, schema]) => {
    const parameter: Json = { name, in: 'query', required: fields.required.includes(name), schema: withoutNull(schema) };
    // A list travels as one comma-separated value (ids=1,2,3), as the device reads it.
    if (schema.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
    return parameter;
  });
}

function bodySchema(fields: Fields, form: boolean): Json {
  const properties = form
    ? Object.fromEntries(Object.entries(fields.properties).map(([k, s]) => [k, withoutNull(s)]))
    : fields.properties;
  const schema: Json = { type: 'object', properties };
  if (fields.required.length > 0) schema.required = fields.required;
  return schema;
}

function requestBody(c: EndpointContract, fields: Fields): Json {
  const content: Json = {
    'application/json': { schema: bodySchema(fields, false) },
    'application/x-www-form-urlencoded': { schema: bodySchema(fields, true) },
  };
  if (c.upload) {
    const field = c.upload.field ?? 'file';
    const form = bodySchema(fields, true);
    const properties = {
      ...(form.properties as Json),
      [field]: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        maxLength: c.upload.maxBytes,
        description: `The one file, at most ${c.upload.maxBytes} bytes (10101 beyond).`,
      },
    };
    content['multipart/form-data'] = { schema: { ...form, properties } };
  }
  return { required: false, content };
}

function operation(c: EndpointContract, method: 'GET' | 'POST', fields: Fields): Json {
  const primary = method === c.method;
  const codes = codesOf(c);
  const description = [
    c.doc,
    primary ? '' : `The contract's method is ${c.method}; the device accepts ${method} as well.`,
    isPublic(c) ? 'Public: no session needed.' : '',
    c.access !== 'public' && c.access !== 'session' ? `Needs a session whose account holds the \`${c.access}\` permission (else 11000).` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const op: Json = {
    operationId: primary ? c.name : `${c.name}.${method.toLowerCase()}`,
    summary: c.name,
    description,
  };
  if (method === 'GET') {
    const parameters = queryParameters(fields);
    if (parameters.length > 0) op.parameters = parameters;
  } else op.requestBody = requestBody(c, fields);
  op.responses = { ...responses(c), 308: REDIRECTED_TO_HTTPS, ...(method === 'GET' ? { 431: TOO_LARGE_FOR_QUERY } : {}) };
  if (isPublic(c)) op.security = [];
  op['x-goform-method'] = c.method;
  op['x-goform-access'] = c.access;
  if (codes.length > 0) op['x-goform-codes'] = codes;
  if (c.upload) op['x-goform-upload-max-bytes'] = c.upload.maxBytes;
  return op;
}

const INFO_DESCRIPTION = [
  'The /goform/ API of the terminal, generated from its wire contract (shared/goform/src/contract): the emulator ' +
    'validates every call with the same schemas, so this document cannot lag behind it.',
  'Transport: every call takes GET (fields as query parameters) and POST (a JSON, form or — for calls taking a file — ' +
    "multipart body); the contract's own method is the one the console uses (x-goform-method). Clients add `_t=<ms>` " +
    'and header `X-Lang: <code>`; both are optional. Numbers may be sent as their decimal text; an unused filter as an empty string.',
  `Answers: ${HTML_NOTE} Fields sit at the top level: {"code":"success","retvalue":0,"msg":"Success", …payload} or ` +
    '{"code":"fail","retvalue":40302,"msg":"40302"}; code "wait" for work in progress; reboot:1 on a success that restarts ' +
    'the device. retvalue is the catalogue (components.schemas.RetValue); the codes a call answers are named in its ' +
    'description (and listed as x-goform-codes). Every call may also answer 10001/deviceOffline while the device ' +
    'restarts, 40104 without a valid session, 11000 without the right, 10003 on an invalid field, 10101 on a body too large.',
  'Auth: log in with chklogin (userid, password) and send its token as header X-Token (or query `token`); ' +
    'query session_id + session_key authorise the same way. Calls marked public need none.',
  'Modern firmware answers as described here; an emulator started with DEVICE_QUIRKS=legacy answers like older ' +
    'firmware (unquoted keys, a trailing comma, record rows id/name/time/status).',
].join('\n\n');

/** The OpenAPI 3.1 document of the given calls (by default every call of the contract). */
export function openApiDocument(endpoints: EndpointContract[] = contractEndpoints()): Json {
  const paths: Record<string, Json> = {};
  for (const c of endpoints) {
    const fields = requestFields(c);
    const item: Json = {};
    if (!c.upload || c.method === 'GET') item.get = operation(c, 'GET', fields);
    item.post = operation(c, 'POST', fields);
    paths[pathOf(c)] = item;
  }
  return {
    openapi: '3.1.0',
    // The contract's version is its package's: surface.json holds that a change moves it.
    info: { title: 'Terminal device API (/goform/)', version: goformPackage.version, description: INFO_DESCRIPTION },
    security: [{ token: [] }, { tokenQuery: [] }, { sessionId: [], sessionKey: [] }],
    paths,
    components: components(),
  };
}

/** The document as served: two-space JSON with a final newline. */
export const openApiText = (endpoints?: EndpointContract[]) => `${JSON.stringify(openApiDocument(endpoints), null, 2)}\n`;
