import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, openSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';

/** The database holds password hashes, the token secret and personal data: its owner's alone. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/**
 * Makes the database file private before SQLite opens it: a new file is created with
 * mode 0600 (SQLite would make it 0644), an existing one is narrowed to 0600, and so are
 * its -wal and -shm siblings when present. SQLite creates those with the database
 * file's own permissions, so they stay private too. A data folder made here is 0700;
 * an existing folder is left as it is (it may be shared, e.g. /tmp).
 */
function makePrivate(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: DIR_MODE });
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(path)) chmodSync(path, FILE_MODE);
    } catch {
      // A file of another owner cannot be narrowed here; SQLite still opens it as before.
    }
  }
}

/**
 * Opens (creating if needed) the device database: private to its owner (above), WAL,
 * synchronous FULL (a commit survives a power cut, as on a terminal pulled from the wall),
 * foreign keys, a busy timeout.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') makePrivate(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
