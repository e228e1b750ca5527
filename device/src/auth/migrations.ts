import type { Migration } from '../db/migrations';

export const authMigrations: Migration[] = [
  {
    id: 'auth-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE auth_secret (id INTEGER PRIMARY KEY CHECK (id = 1), secret BLOB NOT NULL);
        CREATE TABLE accounts (userid TEXT PRIMARY KEY, name TEXT NOT NULL, funs TEXT NOT NULL, password_hash TEXT NOT NULL);
        CREATE TABLE sessions (jti TEXT PRIMARY KEY, uid TEXT NOT NULL, funs TEXT NOT NULL, issued_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
        CREATE INDEX sessions_uid ON sessions (uid);
        CREATE TABLE login_failures (userid TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX login_failures_userid ON login_failures (userid, at);
        CREATE TABLE login_locks (userid TEXT PRIMARY KEY, locked_until INTEGER NOT NULL);
      `),
  },
  {
    // Failures and locks count per account and client address, so one address cannot lock the owner out.
    id: 'auth-002',
    up: (db) =>
      db.exec(`
        DROP TABLE login_failures;
        DROP TABLE login_locks;
        CREATE TABLE login_failures (userid TEXT NOT NULL, client TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX login_failures_account ON login_failures (userid, client, at);
        CREATE TABLE login_locks (userid TEXT NOT NULL, client TEXT NOT NULL, locked_until INTEGER NOT NULL,
          PRIMARY KEY (userid, client));
      `),
  },
  {
    // Scripts for real terminals authorise with the session key a login answers (session_id + session_key);
    // only its hash is kept, like a password.
    id: 'auth-003',
    up: (db) =>
      db.exec(`
        ALTER TABLE sessions ADD COLUMN key_hash TEXT;
        CREATE UNIQUE INDEX sessions_key ON sessions (key_hash);
      `),
  },
  {
    // Tries are counted before their check (a slot per try), per address, per account across addresses,
    // and per device cookie (auth/lockout.ts); a lock names its scope.
    id: 'auth-004',
    up: (db) =>
      db.exec(`
        DROP TABLE login_failures;
        DROP TABLE login_locks;
        CREATE TABLE login_failures (id INTEGER PRIMARY KEY, userid TEXT NOT NULL, client TEXT NOT NULL,
          cookie TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX login_failures_account ON login_failures (userid, at);
        CREATE TABLE login_locks (userid TEXT NOT NULL, scope TEXT NOT NULL, locked_until INTEGER NOT NULL,
          strikes INTEGER NOT NULL, struck_at INTEGER NOT NULL, PRIMARY KEY (userid, scope));
      `),
  },
  {
    // A console login's token is bound to an HttpOnly cookie (auth/sessionBinding.ts): only its hash is kept.
    id: 'auth-005',
    up: (db) => db.exec('ALTER TABLE sessions ADD COLUMN binding_hash TEXT'),
  },
];
