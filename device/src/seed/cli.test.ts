import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { tempDir } from '../testing/tmp';

jest.setTimeout(120_000);

it('npm run seed builds 10 000 users and 200 000 records in under a minute', () => {
  const db = join(tempDir('tac-seed-cli-'), 'device.db');
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'device/src/seed/cli.ts', '--users', '10000', '--records', '200000', '--db', db], {
    cwd: resolve(__dirname, '../../..'),
    encoding: 'utf8',
  });
  const elapsed = Date.now() - started;
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/10000 users, 200000 records/);
  expect(elapsed).toBeLessThan(60_000);
  const d = new Database(db, { readonly: true });
  expect(d.prepare('SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM records) AS records').get()).toEqual({
    users: 10_000,
    records: 200_000,
  });
  d.close();
});

it('refuses bad arguments with its usage line', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'device/src/seed/cli.ts', '--users', 'many'], {
    cwd: resolve(__dirname, '../../..'),
    encoding: 'utf8',
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/usage: npm run seed/);
});
