import { resolve } from 'node:path';

/**
 * What `npm start` tells whoever started it (walk 2026-11-27, hitches 4, 5 and 7): where it listens,
 * once it does; a log a person can read; the loopback unless HOST says otherwise.
 */

/** The loopback unless HOST names another address: a fresh unit is not offered to the LAN. */
export function listenHost(env: NodeJS.ProcessEnv): string {
  return env.HOST || '127.0.0.1';
}

export interface StartFacts {
  host: string;
  port: number;
  /** undefined: no HTTPS (a proxy without TLS_CERT/TLS_KEY). */
  httpsPort: number | undefined;
  /** The emulated unit's database, or undefined for a proxy. */
  dbFile: string | undefined;
  /** The real terminal a proxy forwards to. */
  deviceUrl: string | undefined;
  /** The log's level, to say how to see more. */
  logLevel: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** The lines printed once both servers listen: short, and each one true of this start. */
export function startSummary(facts: StartFacts): string[] {
  const name = LOOPBACK.has(facts.host) || facts.host === '0.0.0.0' || facts.host === '::' ? 'localhost' : facts.host;
  const http = `http://${name}:${facts.port}`;
  const lines = [
    facts.httpsPort === undefined
      ? `ready: console at ${http}`
      : `ready: console at ${http} and https://${name}:${facts.httpsPort} (the unit's own certificate: the browser warns once)`,
  ];
  if (facts.dbFile !== undefined) {
    lines.push(facts.dbFile === ':memory:' ? 'data: in memory only, gone when it stops (DEVICE_DB=:memory:)' : `data: ${resolve(facts.dbFile)} (DEVICE_DB)`);
    lines.push("passwords: run npm run device:keys to see this unit's passwords and keys");
  }
  if (facts.deviceUrl !== undefined) lines.push(`proxy to ${facts.deviceUrl}: log in with an account of that terminal`);
  lines.push(
    LOOPBACK.has(facts.host)
      ? 'only this computer can reach it: HOST=0.0.0.0 npm start opens it to the LAN (use HTTPS there)'
      : `listening on ${facts.host}: other machines can reach it (use HTTPS)`,
  );
  if (facts.logLevel !== 'info' && facts.logLevel !== 'debug' && facts.logLevel !== 'trace') {
    lines.push(`log: ${facts.logLevel} and worse only (LOG_LEVEL=info shows every request)`);
  }
  return lines;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * LOG_FORMAT=text (npm start's default): pino's JSON lines as `HH:MM:SS LEVEL message`, the
 * request's method and path when there is one, the error's message when there is one.
 */
export function textLog(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      let entry: { level?: number; time?: number; msg?: string; req?: { method?: string; url?: string }; err?: { message?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        out.write(line);
        return;
      }
      const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
      const level = (LEVELS[entry.level ?? 30] ?? String(entry.level)).padEnd(5);
      const request = entry.req?.method ? ` ${entry.req.method} ${entry.req.url ?? ''}` : '';
      const error = entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : '';
      out.write(`${time} ${level}${request} ${entry.msg ?? ''}${error}\n`);
    },
  };
}
