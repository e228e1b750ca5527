import Cookies from 'js-cookie';
import { forgetSuperuser } from './superuser';

/** Cookie names kept from the original console (SPEC §3, §9). */
export const TOKEN_COOKIE = 'Admin-Token';
export const ROLE_COOKIE = 'sever-role';

/** What the `sever-role` cookie holds: the login answer minus the token. */
export interface RoleInfo {
  funs: string[];
  name: string;
  userid: string;
}

/** Secure over HTTPS: once the device has a certificate, the session never travels over plain HTTP. */
const cookieOptions = () => ({ path: '/', sameSite: 'strict', secure: window.location.protocol === 'https:' }) as const;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
}

function toStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Reads the role cookie; a damaged or foreign value counts as no role info rather than an error. */
export function getRoleInfo(): RoleInfo | undefined {
  const raw = Cookies.get(ROLE_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return { funs: toStringList(parsed), name: '', userid: '' };
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>;
      return {
        funs: toStringList(o.funs),
        name: typeof o.name === 'string' ? o.name : '',
        userid: typeof o.userid === 'string' ? o.userid : String(o.userid ?? ''),
      };
    }
  } catch {
    // fall through: treated as absent
  }
  return undefined;
}

export function setRoleInfo(role: RoleInfo): void {
  Cookies.set(ROLE_COOKIE, JSON.stringify(role), cookieOptions());
}

/** Keeps a login answer's session where every page of the console reads it; answers its role info. */
export function keepSession(data: { token: string; funs: string[]; name: string; userid: string | number }): RoleInfo {
  const role = { funs: data.funs, name: data.name, userid: String(data.userid) };
  setToken(data.token);
  setRoleInfo(role);
  return role;
}

/** SPEC §2: "the stored role info has an entry named user" decides / versus /network after login. */
export function roleHasUser(role: RoleInfo | undefined = getRoleInfo()): boolean {
  return role?.funs.includes('user') ?? false;
}

/** Ends what the browser keeps of a session: the login cookies and the superuser flag. */
export function clearSessionCookies(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(ROLE_COOKIE, { path: '/' });
  forgetSuperuser();
}
