import type { ReportRow } from '@tac/goform/contract';
import { createDevice } from '../device';
import { modules } from '../modules';
import { prng } from '../seed/generate';
import { T0 } from '../testing/harness';
import { nextDay, type RecordFilters } from './filters';
import { offsetQuery } from './keyset';
import { planPage } from './paging';
import { reportLine, reportPage } from './report';
import { searchRecords } from './search';
import { workHours } from './workhours';

/**
 * Every page of searchrecord and GetReportFormInfo is the page plain LIMIT/OFFSET gives,
 * whichever end it is read from: first, middle, last, partial last, past the end, pages not
 * aligned to the page size, for both orders, with and without user and date filters.
 */

const device = createDevice({ dbFile: ':memory:', modules, now: () => T0 });
afterAll(() => device.close());

const USERS = 40;
const DAYS = ['2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03'];

beforeAll(() => {
  const rand = prng(7);
  const user = device.db.prepare('INSERT INTO users (userid, username) VALUES (?, ?)');
  const rec = device.db.prepare('INSERT INTO records (userid, time, status, temperature) VALUES (?, ?, ?, NULL)');
  device.tx(() => {
    for (let id = 1; id <= USERS; id++) user.run(id, `User ${id}`);
    // Few distinct times, so many records share one: the id must break every tie the same way.
    for (let i = 0; i < 1500; i++) {
      const day = DAYS[Math.floor(rand() * DAYS.length)]!;
      const time = `${day} ${['08:59:00', '09:00:00', '12:00:00', '13:00:00', '18:00:00'][Math.floor(rand() * 5)]}`;
      rec.run(1 + Math.floor(rand() * USERS), time, Math.floor(rand() * 3));
    }
    // Punches of a user no longer on the device (no name), and at a day's edges.
    rec.run(99, '2026-10-30 00:00:00', 0);
    rec.run(99, '2026-10-30 23:59:59', 1);
  });
});

/** The reference queries' own WHERE: the conditions that apply, and their arguments. */
function conditions(list: [boolean, string, string | number | undefined][]) {
  const on = list.filter(([applies]) => applies);
  return { where: ['1', ...on.map(([, sql]) => sql)].join(' AND '), args: on.map(([, , arg]) => arg!) };
}

type Filters = RecordFilters & { order: 'asc' | 'desc' };

const FILTERS: RecordFilters[] = [
  {},
  { userid: 7 },
  { userid: 99 },
  { userid: 12345 },
  { from: '2026-10-30', to: '2026-11-01' },
  { from: '2026-11-02' },
  { to: '2026-10-29' },
  { from: '2026-10-30', to: '2026-10-30' },
  { userid: 3, from: '2026-10-29', to: '2026-11-02' },
  { from: '2026-12-01' },
];

/** First, middle, last, partial and full last pages, past the end, and pages off the page grid. */
function positions(count: number, limit: number): number[] {
  const lastPage = Math.max(0, Math.ceil(count / limit) - 1) * limit;
  const middle = Math.floor(count / 2);
  return [
    ...new Set([0, 1, limit, middle - limit, middle - 1, middle, middle + 1, lastPage - limit, lastPage, count - limit, count - 1, count, count + 3, count + limit].filter((s) => s >= 0)),
  ];
}

const LIMITS = [1, 7, 100];

describe('searchrecord pages', () => {
  const reference = (f: Filters, start: number, limit: number) => {
    const { where, args } = conditions([
      [f.userid !== undefined, 'r.userid = ?', f.userid],
      [Boolean(f.from), 'r.time >= ?', `${f.from} 00:00:00`],
      [Boolean(f.to), 'r.time <= ?', `${f.to} 23:59:59`],
    ]);
    const dir = f.order === 'asc' ? 'ASC' : 'DESC';
    const count = (device.db.prepare(`SELECT count(*) AS n FROM records r WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = device.db
      .prepare(
        `SELECT r.time AS datetime, r.userid, u.username, r.status FROM records r LEFT JOIN users u ON u.userid = r.userid
         WHERE ${where} ORDER BY r.time ${dir}, r.id ${dir} LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, start) as { datetime: string; userid: number; username: string | null; status: number }[];
    return { count, record: rows.map((r) => ({ ...r, userid: String(r.userid), username: r.username ?? '' })) };
  };

  it.each(FILTERS.flatMap((f) => (['asc', 'desc'] as const).map((order) => ({ ...f, order }))))(
    'every position is the plain offset page: %j',
    (f) => {
      for (const limit of LIMITS) {
        const { count } = reference(f, 0, 1);
        for (const start of positions(count, limit)) {
          expect([start, limit, searchRecords(device, { ...f, start, limit })]).toEqual([start, limit, reference(f, start, limit)]);
        }
      }
    },
  );

  it('is the plain offset page when paging forwards (keyset), backwards and jumping about', () => {
    const f: Filters = { order: 'desc', from: '2026-10-29', to: '2026-11-02' };
    const { count } = reference(f, 0, 1);
    const limit = 25;
    const starts = [
      ...Array.from({ length: Math.ceil(count / limit) + 1 }, (_, i) => i * limit),
      ...Array.from({ length: Math.ceil(count / limit) + 1 }, (_, i) => count - i * limit).filter((s) => s >= 0),
      count - 13, 3, count - 40, Math.floor(count / 2) + 5, 0,
    ];
    for (const start of starts) expect([start, searchRecords(device, { ...f, start, limit })]).toEqual([start, reference(f, start, limit)]);
  });

  it.each([{}, { userid: 7 }, { from: '2026-10-30', to: '2026-11-01' }, { to: '2026-10-31' }, { userid: 3, from: '2026-10-29' }])(
    'skips rows inside an index only (%j)',
    (f) => {
      for (const order of ['asc', 'desc'] as const) {
        const q = offsetQuery({ ...f, order });
        const plan = (device.db.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.args, 10, 20) as { detail: string }[]).map((r) => r.detail);
        // The subquery that skips: an index holding the filter and the order, never the table.
        expect(plan.some((d) => /^(SCAN|SEARCH) r USING COVERING INDEX records_(user_)?time\b/.test(d))).toBe(true);
        expect(plan.filter((d) => /^(SCAN|SEARCH) r\b/.test(d))).toHaveLength(2);
        expect(plan).toContainEqual(expect.stringMatching(/^SEARCH r USING INTEGER PRIMARY KEY/));
      }
    },
  );
});

describe('GetReportFormInfo pages', () => {
  /** Report lines straight from the records: their distinct (user, day) by user and date, at an offset. */
  const reference = (f: RecordFilters, start: number, limit: number) => {
    const { where, args } = conditions([
      [f.userid !== undefined, 'userid = ?', f.userid],
      [Boolean(f.from), 'substr(time, 1, 10) >= ?', f.from],
      [Boolean(f.to), 'substr(time, 1, 10) <= ?', f.to],
    ]);
    const days = `SELECT DISTINCT userid, substr(time, 1, 10) AS date FROM records WHERE ${where}`;
    const count = (device.db.prepare(`SELECT count(*) AS n FROM (${days})`).get(...args) as { n: number }).n;
    const groups = device.db.prepare(`${days} ORDER BY userid, date LIMIT ? OFFSET ?`).all(...args, limit, start) as { userid: number; date: string }[];
    const hours = workHours(device);
    const record: ReportRow[] = groups.map((g) => {
      const punches = device.db
        .prepare('SELECT time, status FROM records WHERE userid = ? AND time >= ? AND time < ? ORDER BY time, id')
        .all(g.userid, `${g.date} 00:00:00`, `${nextDay(g.date)} 00:00:00`) as { time: string; status: number }[];
      const name = device.db.prepare('SELECT username FROM users WHERE userid = ?').get(g.userid) as { username: string } | undefined;
      return reportLine(g.userid, name?.username ?? '', punches, hours);
    });
    return { count, record };
  };

  // 0: every date filter walks record_days' primary key; Infinity: every one without a user sorts from the date index.
  it.each(FILTERS.flatMap((f) => [0, Infinity].map((sortDaysAtMost) => [f, sortDaysAtMost] as const)))(
    'every position is the plain offset page: %j (sort at most %s days)',
    (f, sortDaysAtMost) => {
      for (const limit of LIMITS) {
        const { count } = reference(f, 0, 1);
        for (const start of positions(count, limit)) {
          expect([start, limit, reportPage(device, { ...f, start, limit }, sortDaysAtMost)]).toEqual([start, limit, reference(f, start, limit)]);
        }
      }
    },
  );
});

describe('planPage', () => {
  it('reads from the nearer end, the same rows as the offset', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    for (let start = 0; start <= 30; start++) {
      for (const limit of [1, 5, 23, 40]) {
        const plan = planPage(list.length, start, limit);
        const expected = list.slice(start, start + limit);
        if (!plan) {
          expect(expected).toEqual([]);
          continue;
        }
        const from = plan.reverse ? [...list].reverse() : list;
        const page = from.slice(plan.offset, plan.offset + plan.limit);
        expect(plan.reverse ? page.reverse() : page).toEqual(expected);
        expect(plan.offset).toBeLessThanOrEqual(Math.ceil(list.length / 2));
      }
    }
  });
});
