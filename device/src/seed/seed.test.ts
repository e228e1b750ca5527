import { join } from 'node:path';
import { createDevice } from '../device';
import { modules } from '../modules';
import { T0 } from '../testing/harness';
import { tempDir } from '../testing/tmp';
import { DEMO_RECORDS, DEMO_USERS, seedDemo } from './demo';

describe('first start', () => {
  const device = createDevice({ dbFile: ':memory:', modules, now: () => T0, seed: seedDemo });
  afterAll(() => device.close());
  const one = <T>(sql: string) => device.db.prepare(sql).get() as T;

  it('creates a believable device: 200 users in several scripts with cards, fingerprints and faces', () => {
    expect(one<{ n: number }>('SELECT count(*) AS n FROM users').n).toBe(DEMO_USERS);
    const names = (device.db.prepare('SELECT username FROM users').all() as { username: string }[]).map((r) => r.username).join(' ');
    for (const script of [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Arabic}/u, /\p{Script=Han}/u, /\p{Script=Greek}/u, /\p{Script=Thai}/u]) {
      expect(names).toMatch(script);
    }
    expect(one<{ n: number }>('SELECT count(*) AS n FROM users WHERE cardid IS NOT NULL').n).toBeGreaterThan(100);
    expect(one<{ n: number }>('SELECT count(DISTINCT userid) AS n FROM fingerprints').n).toBeGreaterThan(80);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM users WHERE face = 1').n).toBeGreaterThan(20);
  });

  it('writes 90 days of attendance before today, with temperatures and some fevers', () => {
    const r = one<{ n: number; first: string; last: string; temps: number; fevers: number }>(
      `SELECT count(*) AS n, min(time) AS first, max(time) AS last,
              count(temperature) AS temps, sum(temperature >= 37.3) AS fevers FROM records`,
    );
    expect(r.n).toBe(DEMO_RECORDS);
    expect(r.first < '2026-08-26').toBe(true);
    expect(r.last < '2026-11-23').toBe(true);
    expect(r.temps).toBeGreaterThan(DEMO_RECORDS / 3);
    expect(r.fevers).toBeGreaterThan(0);
  });

  it('seeds only a new database, not one that already exists', () => {
    const file = join(tempDir('tac-seed-'), 'device.db');
    const seed = jest.fn(seedDemo);
    createDevice({ dbFile: file, modules, now: () => T0, seed }).close();
    const again = createDevice({ dbFile: file, modules, now: () => T0, seed });
    expect(seed).toHaveBeenCalledTimes(1);
    expect((again.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n).toBe(DEMO_USERS);
    again.close();
  });
});
