/**
 * The superuser flag (answer 11003) and its service token live in sessionStorage, so a
 * reload of /snkey or /up keeps them while closing the tab ends them (unlike the login,
 * kept in cookies).
 */
import { tabStorage } from './tabStorage';

const KEY = 'tac-superuser';

export interface StoredSuperuser {
  token: string | null;
}

// Storage can be denied (privacy settings); the flag then lasts until the reload.
const storage = tabStorage;

export function readSuperuser(): StoredSuperuser | undefined {
  const raw = storage()?.getItem(KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const token = (parsed as { token?: unknown } | null)?.token;
    return { token: typeof token === 'string' ? token : null };
  } catch {
    return undefined;
  }
}

export function rememberSuperuser(token: string | undefined): void {
  storage()?.setItem(KEY, JSON.stringify({ token: token ?? null }));
}

export function forgetSuperuser(): void {
  storage()?.removeItem(KEY);
}
