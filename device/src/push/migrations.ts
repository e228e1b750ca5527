import type { Migration } from '../db/migrations';

/**
 * The central-server link's upload queues, fed by triggers so that every way a punch or a user
 * change is made (sensor, console, import, restore, a server's command) is queued in the same
 * transaction as the change itself: nothing made can miss the queue, whatever kills the process.
 * A stamp (AUTOINCREMENT: never reused, whatever is deleted) orders each queue; the link keeps, per
 * table, the last stamp a server answered OK for (push_cursors). Ids sort after the tables' own
 * migrations (records-00N, users-00N) that the triggers hang on.
 */
/**
 * Now in epoch ms, in SQL every SQLite has: a trigger runs in whatever library writes the row (a
 * tool's older SQLite returns NULL for unixepoch('subsec')).
 */
const NOW_MS = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";

export const pushMigrations: Migration[] = [
  {
    id: 'records-push-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE push_attlog (stamp INTEGER PRIMARY KEY AUTOINCREMENT, record_id INTEGER NOT NULL);
        CREATE INDEX push_attlog_record ON push_attlog (record_id);
        INSERT INTO push_attlog (record_id) SELECT id FROM records ORDER BY id;
        CREATE TRIGGER push_attlog_insert AFTER INSERT ON records BEGIN
          INSERT INTO push_attlog (record_id) VALUES (new.id);
        END;
        CREATE TRIGGER push_attlog_delete AFTER DELETE ON records BEGIN
          DELETE FROM push_attlog WHERE record_id = old.id;
        END;
        CREATE TABLE push_cursors (tbl TEXT PRIMARY KEY, stamp INTEGER NOT NULL) WITHOUT ROWID;
        CREATE TABLE push_commands (id TEXT PRIMARY KEY, command TEXT NOT NULL, code INTEGER NOT NULL, time TEXT NOT NULL);
      `),
  },
  {
    // What changed, not how it looked: the line is written from the user as it is when it is sent.
    id: 'users-push-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE push_operlog (
          stamp INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL CHECK (kind IN ('user', 'userDelete', 'fp', 'fpDelete')),
          userid INTEGER NOT NULL,
          slot INTEGER,
          at INTEGER NOT NULL
        );
        CREATE TRIGGER push_user_insert AFTER INSERT ON users BEGIN
          INSERT INTO push_operlog (kind, userid, at) VALUES ('user', new.userid, ${NOW_MS});
        END;
        CREATE TRIGGER push_user_update AFTER UPDATE ON users BEGIN
          INSERT INTO push_operlog (kind, userid, at) VALUES ('user', new.userid, ${NOW_MS});
        END;
        CREATE TRIGGER push_user_delete AFTER DELETE ON users BEGIN
          INSERT INTO push_operlog (kind, userid, at) VALUES ('userDelete', old.userid, ${NOW_MS});
        END;
        CREATE TRIGGER push_fp_insert AFTER INSERT ON fingerprints BEGIN
          INSERT INTO push_operlog (kind, userid, slot, at) VALUES ('fp', new.userid, new.slot, ${NOW_MS});
        END;
        CREATE TRIGGER push_fp_delete AFTER DELETE ON fingerprints BEGIN
          INSERT INTO push_operlog (kind, userid, slot, at) VALUES ('fpDelete', old.userid, old.slot, ${NOW_MS});
        END;
      `),
  },
  {
    // A fingerprint marked or unmarked as a duress finger (users-002) is sent again: its FP line says which.
    id: 'users-push-002',
    up: (db) =>
      db.exec(`
        CREATE TRIGGER push_fp_duress AFTER UPDATE OF duress ON fingerprints WHEN new.duress <> old.duress BEGIN
          INSERT INTO push_operlog (kind, userid, slot, at) VALUES ('fp', new.userid, new.slot, ${NOW_MS});
        END;
      `),
  },
];
