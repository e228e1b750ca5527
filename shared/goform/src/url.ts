export type FieldValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Fields = Record<string, FieldValue>;

/**
 * The URL of a device call: /goform/<name> on the console's origin, a cache-busting `_t`
 * (terminals answer GETs with cacheable pages), then the given fields as query parameters.
 * Shared by the console's baseQuery and the login page's own call.
 */
export function goformUrl(name: string, ...queries: (Fields | undefined)[]): string {
  const url = new URL(`/goform/${name}`, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('_t', String(Date.now()));
  for (const fields of queries) {
    for (const [key, value] of Object.entries(fields ?? {})) {
      if (value === undefined || value === null) continue;
      url.searchParams.append(key, Array.isArray(value) ? value.join(',') : String(value));
    }
  }
  return url.toString();
}
