import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { tempDir } from './testing/tmp';
import { freePort } from './testing/freePort';
import { ADMIN_PASSWORD, TEST_ACCOUNTS_ENV } from './testing/harness';

jest.setTimeout(90_000);

const ROOT = resolve(__dirname, '../..');


/** The real server process on a file database, as `npm start` runs it. */
async function startServer(dbFile: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'device/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_ACCOUNTS_ENV, PORT: String(port), HOST: '127.0.0.1', DEVICE_DB: dbFile, DEVICE_SEED: '0', DIST_DIR: '/nonexistent', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/goform`;
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${base}/chklogin`, { method: 'POST', body: JSON.stringify({ userid: 'admin', password: ADMIN_PASSWORD }), headers: { 'content-type': 'application/json' } });
      const token = ((await res.json()) as { token: string }).token;
      return { child, base, token };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) => new Promise((r) => child.once('exit', r));

it('keeps every acknowledged write and an intact database after kill -9 during a bulk write', async () => {
  const dbFile = join(tempDir('tac-durability-'), 'device.db');
  const first = await startServer(dbFile);
  const acknowledged: number[] = [];
  let next = 1;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const id = next++;
      try {
        const res = await fetch(`${first.base}/adduser`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-token': first.token },
          body: JSON.stringify({ userid: id, username: `Bulk ${id}`, cardid: String(500000 + id) }),
        });
        const answer = (await res.json()) as { code: string };
        if (answer.code === 'success') acknowledged.push(id);
      } catch {
        // The server died mid-request: that write was never acknowledged.
      }
    }
  };
  const writers = Array.from({ length: 8 }, writer);
  while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 5));
  first.child.kill('SIGKILL');
  killed = true;
  await Promise.all([exited(first.child), ...writers]);

  const db = new Database(dbFile);
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  const stored = new Set(db.prepare<[], { userid: number }>('SELECT userid FROM users').all().map((r) => r.userid));
  db.close();
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

  const second = await startServer(dbFile);
  const list = await fetch(`${second.base}/userlist?start=0&limit=1&_t=1`, { headers: { 'x-token': second.token } });
  expect(((await list.json()) as { count: number }).count).toBe(stored.size);
  second.child.kill('SIGTERM');
  await exited(second.child);
});
