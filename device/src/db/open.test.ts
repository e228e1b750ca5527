import { chmodSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { tempDir } from '../testing/tmp';
import { openDatabase } from './open';

const mode = (path: string) => statSync(path).mode & 0o777;

/** A usual umask (group and others may read), so the modes checked are the code's, not the test runner's. */
let previousUmask: number;
beforeAll(() => {
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
});

describe('openDatabase', () => {
  it('creates the data folder 0700 and the database with its -wal and -shm 0600', () => {
    const folder = join(tempDir('tac-db-'), 'data');
    const file = join(folder, 'device.db');
    const db = openDatabase(file);
    db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    expect(mode(folder)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
    db.close();
  });

  it('narrows an existing database readable by others to 0600 and leaves an existing folder alone', () => {
    const folder = tempDir('tac-db-');
    chmodSync(folder, 0o755);
    const file = join(folder, 'device.db');
    new Database(file).close();
    writeFileSync(`${file}-wal`, '');
    chmodSync(file, 0o644);
    chmodSync(`${file}-wal`, 0o644);
    const db = openDatabase(file);
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(folder)).toBe(0o755);
    db.close();
  });

  it('commits with synchronous = FULL', () => {
    const db = openDatabase(join(tempDir('tac-db-'), 'device.db'));
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});
