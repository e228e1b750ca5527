/**
 * The console's token is bound to its browser: a login that sends this header (value `cookie`)
 * gets an HttpOnly cookie, SESSION_BINDING_COOKIE, beside the token, and the token is then taken
 * only with that cookie. The token alone (read from wherever the console keeps it) and the cookie
 * alone (sent by the browser to every port of the host) each open nothing. Scripts, which do not
 * ask, keep tokens that stand alone.
 */
export const SESSION_BINDING_HEADER = 'X-Session-Binding';
export const SESSION_BINDING_COOKIE = 'tac_session';

/**
 * A call the console makes by itself, not for something the visitor did (a status polled while a
 * screen is open): the device answers it but does not count it as use of the session, so a console
 * left open still ends its session after the idle limit (chklogin `idle`).
 */
export const BACKGROUND_CALL_HEADER = 'X-Background';
