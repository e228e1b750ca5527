/**
 * The PUSH (iclock/ADMS) protocol's texts, as real terminals and the servers that accept them
 * write them: the handshake's options, the command lines, the replies.
 */

/** What this terminal says of its protocol version (the handshake's pushver). */
export const PUSH_VERSION = '2.4.1';

/** The handshake's query (beside SN): every option, this protocol version, language 69 (English). */
export const HANDSHAKE_QUERY = { options: 'all', pushver: PUSH_VERSION, language: '69' };

/** A request's address: `<server>/iclock/<path>?SN=…&…`, with the device key as pushcommkey when one is set. */
export function iclockUrl(server: string, path: string, serial: string, key: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ SN: serial, ...query });
  if (key) params.set('pushcommkey', key);
  return `${server}/iclock/${path}?${params}`;
}

/** The handshake answer's options (`key=value` lines after `GET OPTION FROM: <SN>`), or undefined when it is not one. */
export function parseOptions(text: string, serial: string): Map<string, string> | undefined {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const first = lines.findIndex((l) => l !== '');
  const head = /^GET OPTION FROM:\s*(.*)$/i.exec(lines[first] ?? '');
  if (!head || (head[1] !== '' && head[1] !== serial)) return undefined;
  const options = new Map<string, string>();
  for (const line of lines.slice(first + 1)) {
    const at = line.indexOf('=');
    if (at > 0) options.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return options;
}

/** Seconds of an option, bounded (a server's 0 or nonsense must not make the terminal spin or sleep for days). */
export function optionSeconds(options: Map<string, string>, key: string, fallback: number, [min, max]: [number, number]): number {
  const n = Number(options.get(key));
  return Number.isFinite(n) && n > 0 ? Math.min(max, Math.max(min, n)) : fallback;
}

/** Whether an upload's answer is the server's OK (`OK`, `OK: n`, `OK:n`). */
export const isOk = (text: string) => /^OK\b/i.test(text.trim());

/** One command the server queued: `C:<id>:<command>`. */
export interface ServerCommand {
  id: string;
  text: string;
}

/** The commands of a getrequest answer (`OK` or none: nothing to do). */
export function parseCommands(text: string): ServerCommand[] {
  const commands: ServerCommand[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^C:([\w-]{1,32}):(.+)$/.exec(line.trim());
    if (match) commands.push({ id: match[1]!, text: match[2]! });
  }
  return commands;
}

/** The `key=value` fields of a command's data, tab-separated (spaces where firmware writes them so). */
export function commandFields(text: string): Map<string, string> {
  const parts = text.includes('\t') ? text.split('\t') : text.trim().split(/\s+(?=[A-Za-z~]\w*=)/);
  const fields = new Map<string, string>();
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return fields;
}

/** Return codes of a command's reply. */
export const Return = {
  ok: 0,
  failed: -1,
  unsupportedCommand: -1002,
  unsupportedTable: -1004,
} as const;

/** A reply line: `ID=<id>&Return=<code>&CMD=<kind>`, then the lines some commands answer with (INFO's options). */
export function replyText(id: string, code: number, kind: string, extra: string[] = []): string {
  return [`ID=${id}&Return=${code}&CMD=${kind}`, ...extra].join('\n');
}
