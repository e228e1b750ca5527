import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { isDeviceUserLogin, isWebPassword, PERMISSIONS, WEB_PASSWORD } from '@tac/goform/contract';
import type { Migration } from '../db/migrations';
import type { Device } from '../device';
import { findAdminUser, setUserPasswordHash } from '../users/store';
import { hashPasswordSync, verifyPasswordSync } from './passwords';

/** Someone who may log in to the console: a built-in web account or a device user with the admin flag. */
export interface Account {
  uid: string;
  name: string;
  funs: string[];
  passwordHash: string;
  kind: 'web' | 'user';
}

/**
 * Built-in web accounts at factory defaults: one with every section, one with fewer. Neither has
 * a password every unit shares (DESIGN §6a, ETSI EN 303 645 provision 5.1): each gets its own
 * at random when the database is made and again at every full initialization. `env` names the
 * variable a test gives it with (honoured only when the database is made, like DEVICE_FACTORY_KEY).
 */
export const BUILTIN_ACCOUNTS = [
  { uid: 'admin', name: 'admin', funs: [...PERMISSIONS], env: 'DEVICE_ADMIN_PASSWORD' },
  { uid: 'operator', name: 'operator', funs: ['user', 'dataReport'], env: 'DEVICE_OPERATOR_PASSWORD' },
] as const;

/** Letters and digits that cannot be read as another (no 0 O o, 1 I l): typed from a label or a terminal. */
export const INITIAL_PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 56: about 70 bits, within the web password policy (WEB_PASSWORD). */
export const INITIAL_PASSWORD_LENGTH = 12;

/**
 * An initial password: random, with a letter and a digit, and one the policy takes (so it is never
 * only digits, the account's name or a common password).
 */
export function randomInitialPassword(account: string): string {
  for (;;) {
    const password = Array.from({ length: INITIAL_PASSWORD_LENGTH }, () =>
      INITIAL_PASSWORD_ALPHABET[randomInt(INITIAL_PASSWORD_ALPHABET.length)],
    ).join('');
    if (/\d/.test(password) && /[a-zA-Z]/.test(password) && isWebPassword(password, account)) return password;
  }
}

/**
 * The initial passwords in clear, beside the accounts' hashes, so that `npm run device:keys` can
 * show them to whoever has the unit's storage; an account's row goes when its password is changed.
 * Never logged, never answered by any call.
 */
export const accountMigrations: Migration[] = [
  {
    id: 'accounts-001',
    // password NULL: changed since. No row at all: a database made before them (provisionAccounts).
    up: (db) => db.exec('CREATE TABLE initial_passwords (userid TEXT PRIMARY KEY, password TEXT)'),
  },
];

interface AccountRow {
  userid: string;
  name: string;
  funs: string;
  password_hash: string;
}

/**
 * Puts the built-in accounts back with new random passwords (each account's own). When the
 * database is being made (no account yet), DEVICE_ADMIN_PASSWORD / DEVICE_OPERATOR_PASSWORD give
 * them instead, which only tests do; they must satisfy the policy.
 */
export function resetAccounts(device: Device): void {
  const made = device.db.prepare('SELECT 1 FROM accounts LIMIT 1').get() === undefined;
  const passwords = BUILTIN_ACCOUNTS.map((a) => {
    const given = made ? device.config.env[a.env] || undefined : undefined;
    if (given !== undefined && !isWebPassword(given, a.uid)) {
      throw new Error(
        `${a.env} must be ${WEB_PASSWORD.minLength} to ${WEB_PASSWORD.maxLength} characters, not only digits, ` +
          'not the account name and not a common password',
      );
    }
    return given ?? randomInitialPassword(a.uid);
  });
  device.db.prepare('DELETE FROM accounts').run();
  device.db.prepare('DELETE FROM initial_passwords').run();
  const insert = device.db.prepare('INSERT INTO accounts (userid, name, funs, password_hash) VALUES (?, ?, ?, ?)');
  const keep = device.db.prepare('INSERT INTO initial_passwords (userid, password) VALUES (?, ?)');
  BUILTIN_ACCOUNTS.forEach((a, i) => {
    insert.run(a.uid, a.name, a.funs.join(','), hashPasswordSync(passwords[i]!));
    keep.run(a.uid, passwords[i]!);
  });
}

/** The passwords every unit had before each got its own (firmware before issue 31). */
const FORMER_DEFAULTS: Record<string, string> = { admin: '12345', operator: '54321' };

/**
 * A database made before per-unit passwords: a built-in account still at the password every unit
 * shared gets its own random one (shown by device:keys); one its owner changed keeps it.
 * Runs at every start and does something only the first time (initial_passwords has no row yet).
 */
export function provisionAccounts(device: Device): string | undefined {
  if (device.db.prepare('SELECT 1 FROM initial_passwords LIMIT 1').get()) return undefined;
  const rows = device.db.prepare<[], AccountRow>('SELECT userid, name, funs, password_hash FROM accounts').all();
  if (rows.length === 0) return undefined;
  const replaced: string[] = [];
  for (const a of BUILTIN_ACCOUNTS) {
    const row = rows.find((r) => r.userid === a.uid);
    if (!row) continue;
    if (verifyPasswordSync(FORMER_DEFAULTS[a.uid]!, row.password_hash)) {
      const password = randomInitialPassword(a.uid);
      device.db.prepare('UPDATE accounts SET password_hash = ? WHERE userid = ?').run(hashPasswordSync(password), a.uid);
      device.db.prepare('INSERT INTO initial_passwords (userid, password) VALUES (?, ?)').run(a.uid, password);
      replaced.push(a.uid);
    } else {
      device.db.prepare('INSERT INTO initial_passwords (userid, password) VALUES (?, NULL)').run(a.uid);
    }
  }
  return replaced.length
    ? `The web accounts ${replaced.join(', ')} had the password every unit shared: each has its own now (npm run device:keys shows it)`
    : undefined;
}

/** What `npm run device:keys` says of each built-in account: its initial password, or that it was changed. */
export interface InitialPassword {
  uid: string;
  /** undefined once the account's password has been changed. */
  password: string | undefined;
}

/** The built-in accounts' initial passwords still in use (empty for a database made before them). */
export function readInitialPasswords(db: Database.Database): InitialPassword[] {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'initial_passwords'").get();
  if (!hasTable) return [];
  const kept = new Map(
    db
      .prepare<[], { userid: string; password: string | null }>('SELECT userid, password FROM initial_passwords')
      .all()
      .map((r) => [r.userid, r.password ?? undefined]),
  );
  return BUILTIN_ACCOUNTS.filter((a) => kept.has(a.uid)).map((a) => ({ uid: a.uid, password: kept.get(a.uid) }));
}

/** The initial password of a built-in account, while it has not been changed. */
export function initialPassword(device: Device, uid: string): string | undefined {
  return readInitialPasswords(device.db).find((a) => a.uid === uid)?.password;
}

/** How `npm run device:keys` tells them: one line per account. */
export function describeInitialPasswords(passwords: InitialPassword[]): string {
  return passwords
    .map((a) => `web account ${a.uid}: ${a.password === undefined ? 'password changed by the administrator' : `initial password ${a.password}`}`)
    .join('\n');
}

/**
 * The one spelling of a login name: trimmed, and a device user's id as its number
 * ('043' and '43' are the same user), so sessions and lockout follow the account,
 * not the text typed.
 */
export function normalizeUserId(typed: string): string {
  const text = typed.trim();
  return isDeviceUserLogin(text) ? String(Number(text)) : text;
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

/** A changed password: a web account's initial one is forgotten (device:keys says it was changed). */
export function storePasswordHash(device: Device, account: Account, hash: string): void {
  if (account.kind === 'web') {
    device.db.prepare('UPDATE accounts SET password_hash = ? WHERE userid = ?').run(hash, account.uid);
    device.db.prepare('UPDATE initial_passwords SET password = NULL WHERE userid = ?').run(account.uid);
  } else {
    setUserPasswordHash(device, Number(account.uid), hash);
  }
}
