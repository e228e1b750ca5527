import type { Migration } from '../db/migrations';

export const usersMigrations: Migration[] = [
  {
    id: 'users-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE users (
          userid INTEGER PRIMARY KEY,
          username TEXT NOT NULL,
          password_hash TEXT,
          cardid TEXT UNIQUE,
          admin INTEGER NOT NULL DEFAULT 0,
          groupid INTEGER NOT NULL DEFAULT 0,
          identifymode INTEGER NOT NULL DEFAULT 0,
          face INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX users_username ON users (username);
        CREATE TABLE fingerprints (
          userid INTEGER NOT NULL REFERENCES users (userid) ON DELETE CASCADE,
          slot INTEGER NOT NULL CHECK (slot BETWEEN 0 AND 9),
          template BLOB NOT NULL,
          PRIMARY KEY (userid, slot)
        ) WITHOUT ROWID;
        CREATE TABLE user_photos (
          userid INTEGER PRIMARY KEY REFERENCES users (userid) ON DELETE CASCADE,
          mime TEXT NOT NULL,
          data BLOB NOT NULL
        );
      `),
  },
  {
    // A duress finger (SetFpDuress): verifying with it opens the door and raises the duress alarm.
    id: 'users-002',
    up: (db) => db.exec('ALTER TABLE fingerprints ADD COLUMN duress INTEGER NOT NULL DEFAULT 0 CHECK (duress IN (0, 1))'),
  },
];
