/** Pure rules of the confirm-or-revert flow (DESIGN §3), kept apart from the React state. */

export type Values = Record<string, unknown>;

/** Fields of `next` that differ from `before` among those that can cut the browser off. */
export function guardedChanges(guarded: readonly string[] | undefined, before: Values | undefined, next: Values): string[] {
  if (!guarded || !before) return [];
  return guarded.filter((field) => field in next && String(next[field]) !== String(before[field]));
}

/** Only the group's own fields: the envelope (code, msg…) and rollbackms are not settings. */
export function pickFields(fields: object, values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in fields));
}

/**
 * Where the console answers after an address change: `undefined` when the address stays,
 * `null` when it becomes unknown (DHCP decides), else the new address.
 */
export function newAddress(before: Values | undefined, next: Values): string | null | undefined {
  if (!before) return undefined;
  if (next.ipmode === 'dhcp') return before.ipmode === 'dhcp' ? undefined : null;
  if (next.ip !== undefined && next.ip !== before.ip) return String(next.ip);
  if (before.ipmode === 'dhcp' && next.ipmode === 'static') return String(next.ip ?? before.ip);
  return undefined;
}

/** The login page at the device's new address, coming back to `path` after login. */
export function loginUrl(address: string, path: string, location: Pick<Location, 'protocol' | 'port'>): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${address}${port}/login?redirect=${encodeURIComponent(path)}`;
}
