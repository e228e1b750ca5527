import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { bypass, http } from 'msw';

const ROOT = join(__dirname, '../../../..');

export interface RunningEmulator {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The admin account of the emulators these tests start: no unit shares a password, so each is
 * given this one when its database is made (DEVICE_ADMIN_PASSWORD, device/src/auth/accounts.ts).
 */
export const EMULATOR_ADMIN = { userid: 'admin', password: 'Emulator-admin-5' } as const;

/**
 * Starts the real emulator (device/src/main.ts) on a free port with an in-memory
 * database holding its demo users and records, answering as modern or legacy firmware does.
 */
export function startEmulator(quirks: 'modern' | 'legacy'): Promise<RunningEmulator> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'device/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DEVICE_DB: ':memory:',
      DEVICE_QUIRKS: quirks,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      DEVICE_ADMIN_PASSWORD: EMULATOR_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ origin: match[1], stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`emulator exited with ${code}: ${output}`)));
  });
}

/**
 * Sends the console's same-origin /goform/ calls on to the emulator, keeping the cookies it sets
 * as the browser would (the session's HttpOnly binding cookie among them): one browser per call.
 */
export function forwardTo(origin: string) {
  const jar = new Map<string, string>();
  return http.all('*/goform/*', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const answer = await fetch(bypass(`${origin}${url.pathname}${url.search}`, { method: request.method, headers, body }));
    for (const line of answer.headers.getSetCookie()) {
      const [name = '', value = ''] = line.split(';')[0]!.split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return answer;
  });
}
