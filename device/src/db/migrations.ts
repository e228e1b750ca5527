import type Database from 'better-sqlite3';

/** One schema step. `id` orders them and is recorded in `schema_migrations`. */
export interface Migration {
  id: string;
  up: (db: Database.Database) => void;
}

/** Applies the migrations not yet recorded, each in its own transaction. */
export function migrate(db: Database.Database, migrations: Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(
    db.prepare<[], { id: string }>('SELECT id FROM schema_migrations').all().map((r) => r.id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  for (const m of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    if (done.has(m.id)) continue;
    db.transaction(() => {
      m.up(db);
      record.run(m.id, new Date().toISOString());
    })();
  }
}
