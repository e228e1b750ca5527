import { parseAnswer as parseDeviceAnswer } from '@tac/goform/parse';
import { buildApp } from '../app';
import { createDevice, type Device, type DeviceModule, type Quirks } from '../device';
import { modules } from '../modules';
import type { TlsPair } from '../tls/pem';

/**
 * The web accounts' passwords of every test device (DEVICE_ADMIN_PASSWORD / DEVICE_OPERATOR_PASSWORD,
 * honoured when its database is made): the one place device tests take them from. A full
 * initialization gives random ones again (initialPassword in auth/accounts.ts reads them).
 */
export const ADMIN_PASSWORD = 'Harness-admin-7q';
export const OPERATOR_PASSWORD = 'Harness-operator-4k';
export const TEST_ACCOUNTS_ENV = { DEVICE_ADMIN_PASSWORD: ADMIN_PASSWORD, DEVICE_OPERATOR_PASSWORD: OPERATOR_PASSWORD };

/** A fixed start for the fake clock: a Monday morning. */
export const T0 = Date.parse('2026-11-23T10:00:00Z');

export type Answer = Record<string, unknown> & { code: string; retvalue: number; msg: string };

export interface CallOptions {
  token?: string | null;
  method?: 'GET' | 'POST';
  /** How a POST sends its fields. */
  as?: 'json' | 'form';
  /** Extra request headers (Origin, Sec-Fetch-Site, Cookie...). */
  headers?: Record<string, string>;
  /** The caller's address (default 127.0.0.1). */
  client?: string;
}

/** Reads an answer as the console does, whichever firmware wrote it. */
export function parseAnswer(body: string): Answer {
  return parseDeviceAnswer(body) as Answer;
}

/**
 * An emulated terminal on an in-memory database with a fake clock, and a client
 * for its /goform/ API through fastify's inject (no socket).
 */
export async function startTestDevice(
  options: {
    quirks?: Quirks;
    env?: Record<string, string>;
    seed?: (d: Device) => void;
    tls?: TlsPair;
    dbFile?: string;
    /** TRUSTED_PROXIES: whose X-Forwarded-For names the client. */
    trustedProxies?: string[];
    /** Calls beside the device's own (a test plants one). */
    extraModules?: DeviceModule[];
  } = {},
) {
  let clock = T0;
  const device = createDevice({
    dbFile: options.dbFile ?? ':memory:',
    modules: [...modules, ...(options.extraModules ?? [])],
    quirks: options.quirks,
    now: () => clock,
    env: { ...TEST_ACCOUNTS_ENV, ...options.env },
    seed: options.seed,
  });
  const app = await buildApp({ device, distDir: '/nonexistent-dist', tls: options.tls, trustedProxies: options.trustedProxies });

  async function raw(name: string, fields: Record<string, unknown> = {}, opts: CallOptions = {}) {
    const method = opts.method ?? 'POST';
    const headers: Record<string, string> = { ...(opts.token ? { 'x-token': opts.token } : {}), ...opts.headers };
    const query = { _t: String(clock), ...(method === 'GET' ? stringify(fields) : {}) };
    const base = { method, url: `/goform/${name}`, query, headers, remoteAddress: opts.client };
    if (method === 'GET') return app.inject(base);
    if (opts.as === 'form') {
      return app.inject({
        ...base,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(stringify(fields)).toString(),
      });
    }
    return app.inject({ ...base, payload: fields });
  }

  async function call(name: string, fields: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<Answer> {
    const res = await raw(name, fields, opts);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${name}: ${res.body}`);
    return parseAnswer(res.body);
  }

  async function login(userid = 'admin', password = userid === 'operator' ? OPERATOR_PASSWORD : ADMIN_PASSWORD): Promise<string> {
    const a = await call('chklogin', { userid, password });
    if (a.code !== 'success') throw new Error(`login failed: ${JSON.stringify(a)}`);
    return a.token as string;
  }

  return {
    device,
    app,
    raw,
    call,
    login,
    advance: (ms: number) => {
      clock += ms;
    },
    close: async () => {
      await app.close();
      device.close();
    },
  };
}

export type TestDevice = Awaited<ReturnType<typeof startTestDevice>>;

/** A device on a file, as `npm start` makes one (no server); notices are what the server log would print. */
export function deviceOnFile(file: string, env: Record<string, string> = {}) {
  const notices: string[] = [];
  const device = createDevice({ dbFile: file, modules, env, onNotice: (n) => notices.push(n) });
  return { device, notices };
}

/** A starter of test devices for a describe block: every device it started is closed after each test. */
export function devicesClosedAfterEach(): (env?: Record<string, string>) => Promise<TestDevice> {
  const started: TestDevice[] = [];
  afterEach(async () => {
    for (const t of started.splice(0)) await t.close();
  });
  return async (env) => {
    const t = await startTestDevice({ env });
    started.push(t);
    return t;
  };
}

/** One test device for the whole file, listening on a loopback port for raw HTTP clients. */
export function listeningDeviceForFile(): { readonly device: TestDevice; readonly port: number } {
  const held: { device?: TestDevice; port?: number } = {};
  beforeAll(async () => {
    held.device = await startTestDevice();
    await held.device.app.listen({ port: 0, host: '127.0.0.1' });
    held.port = (held.device.app.server.address() as { port: number }).port;
  });
  afterAll(() => held.device?.close());
  return {
    get device() {
      return held.device!;
    },
    get port() {
      return held.port!;
    },
  };
}

/** Listens on loopback ports for raw clients: plain HTTP, and HTTPS when the device was built with a pair. */
export async function listenOnLoopback(t: TestDevice): Promise<{ http: number; https: number }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const secure = t.app.httpsServer;
  if (secure) await new Promise<void>((done) => secure.listen(0, '127.0.0.1', done));
  const portOf = (server: { address(): unknown } | undefined) => (server?.address() as { port: number } | null)?.port ?? 0;
  return { http: portOf(t.app.server), https: portOf(secure) };
}

const stringify = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
