import { createDevice } from '../device';
import { modules } from '../modules';
import { T0 } from '../testing/harness';
import { listUsers } from './store';

/**
 * Every userlist page is the page plain LIMIT/OFFSET gives, whichever end it is read from:
 * first, middle, last, partial last, past the end, off the page grid, with and without a search.
 */

const device = createDevice({ dbFile: ':memory:', modules, now: () => T0 });
afterAll(() => device.close());

const NAMES = ['Anna Novak', 'Lukas Silva', 'Иван Петров', '王伟', '50% off', 'under_score', 'back\\slash', 'ANNA'];

beforeAll(() => {
  const user = device.db.prepare('INSERT INTO users (userid, username, cardid) VALUES (?, ?, ?)');
  const fp = device.db.prepare("INSERT INTO fingerprints (userid, slot, template) VALUES (?, ?, x'00')");
  device.tx(() => {
    // Ids with gaps, so positions and ids differ.
    for (let i = 0; i < 230; i++) {
      const id = 1 + i * 7 + (i % 5);
      user.run(id, `${NAMES[i % NAMES.length]} ${i}`, i % 3 ? String(100000 + i) : null);
      if (i % 4 === 0) fp.run(id, i % 10);
    }
  });
});

const reference = (start: number, limit: number, search?: string) => {
  const where = search ? "WHERE CAST(u.userid AS TEXT) LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\'" : '';
  const esc = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  const args = search ? [`${esc(search)}%`, `%${esc(search)}%`] : [];
  const count = (device.db.prepare(`SELECT count(*) AS n FROM users u ${where}`).get(...args) as { n: number }).n;
  const rows = device.db
    .prepare(
      `SELECT u.userid, u.username, u.cardid, u.admin, u.groupid, u.identifymode, u.face,
              (SELECT count(*) FROM fingerprints f WHERE f.userid = u.userid) AS fpcount,
              EXISTS (SELECT 1 FROM user_photos p WHERE p.userid = u.userid) AS photo
       FROM users u ${where} ORDER BY u.userid LIMIT ? OFFSET ?`,
    )
    .all(...args, limit, start) as { userid: number; cardid: string | null }[];
  return { count, record: rows.map((r) => ({ ...r, userid: String(r.userid), cardid: r.cardid ?? '' })) };
};

it.each([undefined, 'anna', '1', '%', '_', '\\', 'Петров', 'nobody'])('every position is the plain offset page (search %j)', (search) => {
  for (const limit of [1, 7, 20, 100]) {
    const { count } = reference(0, 1, search);
    const lastPage = Math.max(0, Math.ceil(count / limit) - 1) * limit;
    const middle = Math.floor(count / 2);
    const starts = new Set([0, 1, limit, middle - 1, middle, middle + 1, lastPage, count - limit, count - 1, count, count + limit]);
    for (const start of [...starts].filter((s) => s >= 0)) {
      expect([start, limit, listUsers(device, start, limit, search)]).toEqual([start, limit, reference(start, limit, search)]);
    }
  }
  // The search cases are not vacuous.
  if (search && search !== 'nobody') expect(reference(0, 1, search).count).toBeGreaterThan(1);
});
