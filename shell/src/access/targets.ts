/** Where a signed-in visitor lands: '/' when the role info has `user`, else '/network' (SPEC §2). */
export function homeFor(funs: readonly string[]): string {
  return funs.includes('user') ? '/' : '/network';
}

/** Only local paths are followed, so a crafted link cannot send the visitor elsewhere. */
export function safeRedirect(value: string | null): string | undefined {
  // Browsers read '/\host' like '//host': both would leave the console.
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value) || value.startsWith('/login')) return undefined;
  return value;
}

/** Where the login page sends a signed-in visitor: its `redirect` parameter when safe, else home. */
export const targetAfterLogin = (search: string, funs: readonly string[]): string =>
  safeRedirect(new URLSearchParams(search).get('redirect')) ?? homeFor(funs);
