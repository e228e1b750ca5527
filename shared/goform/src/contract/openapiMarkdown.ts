/**
 * docs/device-api.md: the OpenAPI document (openapi.ts) as tables a person reads — per call
 * its method and path, auth, parameters with type, bounds and whether required, answer
 * fields and codes. Rendered from the document, so the two say the same.
 */

type Json = Record<string, unknown>;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** A JSON schema as a short type text: integer 1–100, string ≤ 64 chars, '' or one of asc, desc. */
export function typeText(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'any';
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeText).join(' | ');
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as Json[]).map(typeText).join(' | ');
  if ('const' in schema) return schema.const === '' ? "''" : code(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => code(String(v))).join(' | ');
  const type = Array.isArray(schema.type) ? (schema.type as string[]).join(' or ') : (schema.type as string | undefined);
  const bounds: string[] = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    bounds.push(`${String(schema.minimum ?? '…')}–${String(schema.maximum ?? '…')}`);
  }
  if (schema.minLength !== undefined) bounds.push(`≥ ${String(schema.minLength)} chars`);
  if (schema.maxLength !== undefined) bounds.push(`≤ ${String(schema.maxLength)} ${schema.contentMediaType ? 'bytes' : 'chars'}`);
  if (typeof schema.pattern === 'string') bounds.push(code(schema.pattern));
  if (schema.maxItems !== undefined) bounds.push(`≤ ${String(schema.maxItems)} items`);
  if (type === 'array') return [`array of ${typeText(schema.items as Json | undefined)}`, ...bounds].join(' ');
  if (type === undefined) return 'any';
  return [schema.contentMediaType ? 'file' : type, ...bounds].join(' ');
}

function fieldTable(properties: Record<string, Json>, required: string[], head: string): string[] {
  const rows = Object.entries(properties).map(
    ([name, schema]) => `| ${code(name)} | ${cell(typeText(schema))} | ${required.includes(name) ? 'yes' : ''} |`,
  );
  if (rows.length === 0) return ['None.'];
  return [`| ${head} | Type, bounds | Required |`, '|---|---|---|', ...rows];
}

const ENVELOPE = new Set(['code', 'retvalue', 'msg', 'reboot']);

function answerLines(op: Json): string[] {
  const content = ((op.responses as Json)['200'] as Json).content as Record<string, Json>;
  const [fileType] = Object.keys(content).filter((t) => t !== 'text/html');
  if (fileType === 'text/event-stream') return [`A stream, ${code(fileType)}, open while the session lives (a refusal answers the envelope).`];
  if (fileType) return [`A file, ${code(fileType)} attachment (a refusal answers the envelope).`];
  const success = ((content['text/html']!.schema as Json).anyOf as Json[])[0]!;
  const properties = Object.fromEntries(
    Object.entries(success.properties as Record<string, Json>).filter(([k]) => !ENVELOPE.has(k)),
  );
  if (Object.keys(properties).length === 0) return ['The envelope only.'];
  return fieldTable(properties, (success.required as string[]) ?? [], 'Answer field');
}

/** The call's fields, as its POST bodies take them (GET takes the same as query parameters), and its file. */
function parametersOf(post: Json): { properties: Record<string, Json>; required: string[] } {
  const body = ((post.requestBody as Json).content as Record<string, Json>)['application/json']!.schema as Json;
  const properties = { ...((body.properties as Record<string, Json>) ?? {}) };
  const multipart = ((post.requestBody as Json).content as Record<string, Json>)['multipart/form-data'];
  if (multipart) Object.assign(properties, (multipart.schema as Json).properties);
  return { properties, required: (body.required as string[]) ?? [] };
}

/** The document as Markdown. */
export function openApiMarkdown(doc: Json): string {
  const info = doc.info as Json;
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const retvalues = (schemas.RetValue!.oneOf as Json[]).map((v) => `| ${String(v.const)} | ${String(v.title)} |`);
  const lines: string[] = [
    '# Device API',
    '',
    '<!-- Generated from the wire contract by `npm run api:doc`: do not edit by hand. -->',
    '',
    `${String(info.title)}, version ${String(info.version)}. The same description as OpenAPI 3.1 is served by the device ` +
      'at `GET /goform/openapi.json`.',
    '',
    String(info.description),
    '',
    '## Answer codes (retvalue)',
    '',
    '| retvalue | Name |',
    '|---|---|',
    ...retvalues,
    '',
    String((schemas.Msg as Json).description),
    '',
    '## Calls',
  ];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    const get = item.get as Json | undefined;
    const post = item.post as Json;
    const primaryMethod = String(post['x-goform-method']);
    const primary = primaryMethod === 'GET' ? get! : post;
    const other = primaryMethod === 'GET' ? 'POST' : get ? 'GET' : '';
    const auth = Array.isArray(primary.security) && primary.security.length === 0 ? 'none (public)' : 'session (X-Token)';
    const { properties, required } = parametersOf(post);
    const codes = (primary['x-goform-codes'] as number[] | undefined) ?? [];
    const codeNames = new Map((schemas.RetValue!.oneOf as Json[]).map((v) => [v.const as number, String(v.title)]));
    lines.push(
      '',
      `### ${String(primary.summary)}`,
      '',
      `${code(`${primaryMethod} ${path}`)}${other ? ` (also ${other})` : ''} · auth: ${auth}` +
        (primary['x-goform-upload-max-bytes'] ? ` · file ≤ ${String(primary['x-goform-upload-max-bytes'])} bytes` : ''),
      '',
      cell(String(primary.description).split('\n\n')[0] ?? ''),
      '',
      ...fieldTable(properties, required, 'Parameter'),
      '',
      ...answerLines(primary),
      '',
      `Codes: ${codes.length ? codes.map((n) => `${n} ${codeNames.get(n) ?? ''}`.trim()).join(', ') : 'the common ones (see above)'}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
