/**
 * Where a signed-in visitor lands: the status home, which every account may see (its tiles are
 * those of the account's sections), in place of SPEC §2's '/' → /user and /network.
 */
export const HOME = '/';

/** A stand-in origin: a path read against it is local exactly when it keeps this origin. */
const LOCAL = 'http://console.invalid';

/**
 * Only local paths are followed, so a crafted link cannot send the visitor elsewhere (nor
 * leave the login stuck on a navigation the browser refuses). Browsers drop tabs and line
 * breaks from a URL and read '\' as '/', so '/\t/host' and '/\host' are '//host': no control
 * character or backslash is taken, and what is followed is the path as a URL reads it.
 */
export function safeRedirect(value: string | null): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  const url = new URL(value, LOCAL);
  if (url.origin !== LOCAL || url.pathname.startsWith('/login')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the login page sends a signed-in visitor: its `redirect` parameter when safe, else home. */
export const targetAfterLogin = (search: string): string => safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME;
