import { PERMISSIONS } from '@tac/goform/contract';
import type { Device } from '../device';
import { findAdminUser, setUserPasswordHash } from '../users/store';
import { hashPasswordSync } from './passwords';

/** Someone who may log in to the console: a built-in web account or a device user with the admin flag. */
export interface Account {
  uid: string;
  name: string;
  funs: string[];
  passwordHash: string;
  kind: 'web' | 'user';
}

/** Built-in web accounts at factory defaults: one with every section, one with fewer. */
export const BUILTIN_ACCOUNTS = [
  { uid: 'admin', name: 'admin', password: '12345', funs: [...PERMISSIONS] },
  { uid: 'operator', name: 'operator', password: '54321', funs: ['user', 'dataReport'] },
] as const;

interface AccountRow {
  userid: string;
  name: string;
  funs: string;
  password_hash: string;
}

export function resetAccounts(device: Device): void {
  device.db.prepare('DELETE FROM accounts').run();
  const insert = device.db.prepare('INSERT INTO accounts (userid, name, funs, password_hash) VALUES (?, ?, ?, ?)');
  for (const a of BUILTIN_ACCOUNTS) insert.run(a.uid, a.name, a.funs.join(','), hashPasswordSync(a.password));
}

/**
 * The one spelling of a login name: trimmed, and a device user's id as its number
 * ('043' and '43' are the same user), so sessions and lockout follow the account,
 * not the text typed.
 */
export function normalizeUserId(typed: string): string {
  const text = typed.trim();
  return /^\d{1,9}$/.test(text) ? String(Number(text)) : text;
}

/** The account of a normalised id (see normalizeUserId). */
export function findAccount(device: Device, uid: string): Account | null {
  const row = device.db
    .prepare<[string], AccountRow>('SELECT userid, name, funs, password_hash FROM accounts WHERE userid = ?')
    .get(uid);
  if (row) {
    return { uid: row.userid, name: row.name, funs: row.funs.split(',').filter(Boolean), passwordHash: row.password_hash, kind: 'web' };
  }
  const user = findAdminUser(device, uid);
  return user ? { uid, name: user.username, funs: [...PERMISSIONS], passwordHash: user.passwordHash, kind: 'user' } : null;
}

export function storePasswordHash(device: Device, account: Account, hash: string): void {
  if (account.kind === 'web') {
    device.db.prepare('UPDATE accounts SET password_hash = ? WHERE userid = ?').run(hash, account.uid);
  } else {
    setUserPasswordHash(device, Number(account.uid), hash);
  }
}
