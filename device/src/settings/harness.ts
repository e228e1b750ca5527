import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createDevice, type Device } from '../device';
import { modules } from '../modules';
import { ADMIN_PASSWORD, TEST_ACCOUNTS_ENV } from '../testing/harness';

/** An answer as a client sees it: the envelope and the payload at the top level (tests read payload fields freely). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { code: 'success' | 'fail' | 'wait'; retvalue: number; msg: string; reboot?: number } & Record<string, any>;

export interface TestDevice {
  device: Device;
  app: FastifyInstance;
  /** Moves the emulated host clock. */
  advance: (ms: number) => void;
  /** A /goform/ call as the console makes it: GET sends query parameters, POST a JSON body. */
  call: (name: string, fields?: Record<string, unknown>, options?: { method?: 'GET' | 'POST'; token?: string | null }) => Promise<Answer>;
  login: (userid?: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A fresh emulated terminal on an in-memory database behind the real server,
 * with a controllable clock; `env` sets the simulation knobs.
 */
export async function startTestDevice(env: Record<string, string> = {}): Promise<TestDevice> {
  let clock = Date.parse('2026-03-02T10:00:00Z');
  const device = createDevice({ dbFile: ':memory:', modules, now: () => clock, env: { SIM_RESTART_MS: '1000', ...TEST_ACCOUNTS_ENV, ...env } });
  const app = await buildApp({ device, distDir: '/nonexistent' });
  let token: string | undefined;

  const call: TestDevice['call'] = async (name, fields = {}, options = {}) => {
    const method = options.method ?? 'GET';
    const auth = options.token === null ? undefined : (options.token ?? token);
    const headers: Record<string, string> = auth ? { 'x-token': auth } : {};
    const query = method === 'GET' ? { ...stringify(fields), _t: String(clock) } : { _t: String(clock) };
    const res = await app.inject({ method, url: `/goform/${name}`, query, headers, ...(method === 'POST' ? { payload: fields } : {}) });
    if (res.statusCode !== 200) throw new Error(`goform/${name}: HTTP ${res.statusCode}`);
    return JSON.parse(res.body) as Answer;
  };

  const login: TestDevice['login'] = async (userid = 'admin', password = ADMIN_PASSWORD) => {
    const answer = await call('chklogin', { userid, password }, { method: 'POST', token: null });
    if (answer.code !== 'success') throw new Error(`login failed: ${answer.msg}`);
    token = answer.token as string;
    return token;
  };

  return {
    device,
    app,
    advance: (ms) => {
      clock += ms;
    },
    call,
    login,
    close: async () => {
      await app.close();
      device.close();
    },
  };
}

function stringify(fields: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );
}
