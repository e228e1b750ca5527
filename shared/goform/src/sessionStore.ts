import { originStorage } from './originStorage';
import { forgetSessionClock, rememberIdleLimit } from './sessionClock';
import { forgetSuperuser } from './superuser';

/** Storage keys named as the original console's cookies were (SPEC §3, §9). */
export const TOKEN_KEY = 'Admin-Token';
export const ROLE_KEY = 'sever-role';

/** What `sever-role` holds: the login answer minus the token. */
export interface RoleInfo {
  funs: string[];
  name: string;
  userid: string;
}

/** A session kept in memory where the browser refuses storage. */
const unstored = new Map<string, string>();

const read = (key: string): string | undefined => (originStorage()?.getItem(key) ?? unstored.get(key)) || undefined;

function write(key: string, value: string): void {
  try {
    const storage = originStorage();
    if (storage) return storage.setItem(key, value);
  } catch {
    // Full or denied: fall through to memory.
  }
  unstored.set(key, value);
}

function remove(key: string): void {
  originStorage()?.removeItem(key);
  unstored.delete(key);
}

export const getToken = (): string | undefined => read(TOKEN_KEY);

export const setToken = (token: string): void => write(TOKEN_KEY, token);

function toStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The account this page was signed in as, held in memory: set by this page's login, or at the first
 * read when the page opened signed in. Another tab's logout (and another account's login) changes
 * the storage before this page hears of it; what this page keeps then is still this account's.
 */
let pageAccount: string | undefined;

/** Reads the role info; a damaged or foreign value counts as no role info rather than an error. */
export function getRoleInfo(): RoleInfo | undefined {
  const raw = read(ROLE_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return { funs: toStringList(parsed), name: '', userid: '' };
    if (parsed && typeof parsed === 'object') {
      const o = parsed as Record<string, unknown>;
      const role = {
        funs: toStringList(o.funs),
        name: typeof o.name === 'string' ? o.name : '',
        userid: typeof o.userid === 'string' ? o.userid : String(o.userid ?? ''),
      };
      pageAccount ??= role.userid;
      return role;
    }
  } catch {
    // fall through: treated as absent
  }
  return undefined;
}

export function setRoleInfo(role: RoleInfo): void {
  pageAccount = role.userid;
  write(ROLE_KEY, JSON.stringify(role));
}

/** The account signed in on this page, even once another tab has logged out or in as another. */
export const pageSignedInAs = (): string | undefined => pageAccount ?? getRoleInfo()?.userid;

/** Keeps a login answer's session where every page of the console reads it; answers its role info. */
export function keepSession(data: { token: string; funs: string[]; name: string; userid: string | number; idle?: number }): RoleInfo {
  const role = { funs: data.funs, name: data.name, userid: String(data.userid) };
  setToken(data.token);
  setRoleInfo(role);
  rememberIdleLimit(data.idle);
  return role;
}

/** SPEC §2: "the stored role info has an entry named user" decides / versus /network after login. */
export function roleHasUser(role: RoleInfo | undefined = getRoleInfo()): boolean {
  return role?.funs.includes('user') ?? false;
}

/** Ends what the browser keeps of a session: the token, the role info and the superuser flag. */
export function forgetSession(): void {
  remove(TOKEN_KEY);
  remove(ROLE_KEY);
  pageAccount = undefined;
  forgetSuperuser();
  forgetSessionClock();
}
