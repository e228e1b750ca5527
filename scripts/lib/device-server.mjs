// Starts the emulated terminal on a free port with a fresh temporary database, for the
// e2e run and the bench; stop() always takes the whole process group down.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..', '..');

/** Simulated hardware at test speed (device/src/hardware/timings.ts reads these). */
export const FAST_SIMULATION = {
  SIM_ENROLL_MS: '200',
  SIM_PAIR_MS: '200',
  SIM_RESTART_MS: '2000',
  SIM_DOOR_OPENS_MS: '300',
  SIM_DOOR_CLOSES_MS: '1500',
};

/** Letters and digits that cannot be misread (device/src/auth/accounts.ts INITIAL_PASSWORD_ALPHABET). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomPassword() {
  for (;;) {
    const password = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/\d/.test(password) && /[a-zA-Z]/.test(password)) return password;
  }
}

/**
 * The web accounts' passwords of the devices this process starts: each unit makes its own at
 * random when its database is made, and these, made at random per run, are what it makes instead
 * (DEVICE_ADMIN_PASSWORD / DEVICE_OPERATOR_PASSWORD are honoured only then). Every device server
 * gets them; a script that makes a database itself (npm run seed) passes them too, and hands them
 * to whoever logs in (Playwright, pytest, the bench's browser). None is in the repository.
 */
export const ACCOUNTS_ENV = {
  DEVICE_ADMIN_PASSWORD: process.env.DEVICE_ADMIN_PASSWORD || randomPassword(),
  DEVICE_OPERATOR_PASSWORD: process.env.DEVICE_OPERATOR_PASSWORD || randomPassword(),
};
export const ADMIN_PASSWORD = ACCOUNTS_ENV.DEVICE_ADMIN_PASSWORD;

// Ports handed to a server started from this process: the system may give a port just closed to the next
// ask, and servers started side by side would then both take it.
const handedOut = new Set();

function anyFreePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

async function freePort() {
  let port = await anyFreePort();
  while (handedOut.has(port)) port = await anyFreePort();
  handedOut.add(port);
  return port;
}

/** The server stopped before it answered (a port taken meanwhile, most often). */
class ExitedEarly extends Error {}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new ExitedEarly(`device server exited early (code ${child.exitCode})`);
    try {
      // Any HTTP answer means it listens: /goform answers 200 even without a token, and an HTTPS
      // device's HTTP port (which listens last) its redirect, not followed.
      await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`device server did not answer at ${url} within ${timeoutMs} ms`);
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const kill = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        // Already gone.
      }
    };
    const hard = setTimeout(() => kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(hard);
      res();
    });
    kill('SIGTERM');
  });
}

/**
 * The device answers over plain HTTP (`httpUrl`, also `baseUrl`) and over HTTPS (`httpsUrl`) with the
 * certificate it makes for itself at its first start; each on a free port of its own.
 * @param {{ distDir?: string, env?: Record<string, string>, quiet?: boolean }} options
 * @returns {Promise<{ baseUrl: string, httpUrl: string, httpsUrl: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startDeviceServer(options = {}) {
  // Another process may take a free port between the ask and the server's listen: then try other ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePorts(options);
    } catch (err) {
      if (!(err instanceof ExitedEarly) || attempt === 3) throw err;
      console.warn(`[device-server] ${err.message}: starting it again on other ports`);
    }
  }
}

async function startOnFreePorts({ distDir = join(root, 'dist'), env = {}, quiet = false }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tac-device-'));
  const port = await freePort();
  const httpsPort = await freePort();
  const httpUrl = `http://127.0.0.1:${port}`;
  const httpsUrl = `https://127.0.0.1:${httpsPort}`;
  // Own process group (detached) so stop() also reaches anything tsx forks.
  const child = spawn(process.execPath, ['--import', 'tsx', 'device/src/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      HOST: '127.0.0.1',
      DEVICE_DB: join(dataDir, 'device.db'),
      DIST_DIR: distDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...ACCOUNTS_ENV,
      ...env,
    },
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${httpUrl}/goform/checkPower`, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: httpUrl, httpUrl, httpsUrl, pid: child.pid, stop };
}
