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
];
