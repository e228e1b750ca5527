/**
 * The console's half of its session: this origin's localStorage, which no page on another
 * port or site reads (unlike a cookie, which the browser also sends to every port of the
 * host) and which every tab of the console shares. The device's half is an HttpOnly cookie
 * (contract SESSION_BINDING_HEADER): the token opens nothing without it.
 */
export function originStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Denied by privacy settings: the session then lasts as long as the page.
    return undefined;
  }
}
