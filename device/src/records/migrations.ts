import type { Migration } from '../db/migrations';

export const recordsMigrations: Migration[] = [
  {
    id: 'records-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE records (
          id INTEGER PRIMARY KEY,
          userid INTEGER NOT NULL,
          time TEXT NOT NULL,
          status INTEGER NOT NULL CHECK (status BETWEEN 0 AND 7),
          temperature REAL
        );
        CREATE INDEX records_time ON records (time);
        CREATE INDEX records_user_time ON records (userid, time);
        CREATE INDEX records_temperature_time ON records (time) WHERE temperature IS NOT NULL;
      `),
  },
  {
    // Which users punched on which day, kept by triggers: report pages count and page
    // these instead of grouping every record of the range.
    id: 'records-002',
    up: (db) =>
      db.exec(`
        CREATE TABLE record_days (userid INTEGER NOT NULL, date TEXT NOT NULL, PRIMARY KEY (userid, date)) WITHOUT ROWID;
        CREATE INDEX record_days_date ON record_days (date, userid);
        INSERT OR IGNORE INTO record_days (userid, date) SELECT userid, substr(time, 1, 10) FROM records;
        CREATE TRIGGER records_day_insert AFTER INSERT ON records BEGIN
          INSERT OR IGNORE INTO record_days (userid, date) VALUES (new.userid, substr(new.time, 1, 10));
        END;
        CREATE TRIGGER records_day_delete AFTER DELETE ON records
          WHEN EXISTS (SELECT 1 FROM record_days WHERE userid = old.userid AND date = substr(old.time, 1, 10))
           AND NOT EXISTS (SELECT 1 FROM records WHERE userid = old.userid
                           AND time >= substr(old.time, 1, 10) AND time < substr(old.time, 1, 10) || ' 24')
        BEGIN
          DELETE FROM record_days WHERE userid = old.userid AND date = substr(old.time, 1, 10);
        END;
        CREATE TRIGGER records_day_update AFTER UPDATE OF userid, time ON records BEGIN
          INSERT OR IGNORE INTO record_days (userid, date) VALUES (new.userid, substr(new.time, 1, 10));
          DELETE FROM record_days WHERE userid = old.userid AND date = substr(old.time, 1, 10)
            AND NOT EXISTS (SELECT 1 FROM records WHERE userid = old.userid
                            AND time >= substr(old.time, 1, 10) AND time < substr(old.time, 1, 10) || ' 24');
        END;
      `),
  },
  {
    // How far local time ran ahead of UTC (minutes) when the device wrote the record: its stamp
    // stays local time as written, and its instant survives a later change of time zone.
    id: 'records-003',
    up: (db) => db.exec('ALTER TABLE records ADD COLUMN utcoffset INTEGER'),
  },
];
