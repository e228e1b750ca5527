import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** One request the fake server received: path, query and body lines. */
export interface Received {
  path: string;
  query: URLSearchParams;
  lines: string[];
}

/**
 * A PUSH (iclock) server for the link's own tests: it answers as the protocol's servers do and
 * keeps what it stored. The third-party server the link is really held to runs in the peers stage
 * (peers/test_push_server.py); this one lets a test make any answer happen when it wants.
 */
export async function startFakePushServer(options: { delay?: number; errorDelay?: number } = {}) {
  const received: Received[] = [];
  const stored = new Map<string, string[]>();
  const commands: string[] = [];
  const stamps = new Map<string, string>();
  /** Answers forced on the next uploads (a status, or text instead of OK). */
  const upcoming: { status?: number; text?: string }[] = [];
  let handshakeAnswer: ((serial: string) => string) | undefined;
  /** How long the next getrequest is held before its answer (a slow server). */
  let pollHoldMs = 0;

  const handshake = (serial: string) =>
    [
      `GET OPTION FROM: ${serial}`,
      `ATTLOGStamp=${stamps.get('ATTLOG') ?? 'None'}`,
      `OPERLOGStamp=${stamps.get('OPERLOG') ?? 'None'}`,
      `ErrorDelay=${options.errorDelay ?? 1}`,
      `Delay=${options.delay ?? 1}`,
      'Realtime=1',
      '',
    ].join('\n');

  const answer = (res: ServerResponse, status: number, text: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(text);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter((l) => l !== '');
      received.push({ path: url.pathname, query: url.searchParams, lines });
      const serial = url.searchParams.get('SN') ?? '';
      if (url.pathname === '/iclock/cdata' && req.method === 'GET') return answer(res, 200, handshakeAnswer?.(serial) ?? handshake(serial));
      if (url.pathname === '/iclock/getrequest') {
        const batch = commands.splice(0);
        const hold = pollHoldMs;
        pollHoldMs = 0;
        setTimeout(() => answer(res, 200, batch.length > 0 ? `${batch.join('\n')}\n` : 'OK'), hold);
        return;
      }
      if (url.pathname === '/iclock/devicecmd') return answer(res, 200, 'OK');
      if (url.pathname !== '/iclock/cdata') return answer(res, 404, 'Not Found');
      const table = url.searchParams.get('table') ?? '';
      if (table === 'options') return answer(res, 200, 'OK');
      const forced = upcoming.shift();
      if (forced?.status) return answer(res, forced.status, 'ERROR');
      if (forced?.text !== undefined) return answer(res, 200, forced.text);
      stored.set(table, [...(stored.get(table) ?? []), ...lines]);
      const stamp = url.searchParams.get('Stamp');
      if (stamp) stamps.set(table, stamp);
      answer(res, 200, `OK: ${lines.length}`);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    /** Lines stored per table (ATTLOG, OPERLOG), as a server that answered OK has them. */
    stored: (table: string) => stored.get(table) ?? [],
    /** Queues `C:<id>:<text>` for the next getrequest. */
    queueCommand: (id: string | number, text: string) => commands.push(`C:${id}:${text}`),
    replies: () => received.filter((r) => r.path === '/iclock/devicecmd').flatMap((r) => r.lines),
    /** The next uploads are answered this way instead of being stored. */
    failNext: (...answers: { status?: number; text?: string }[]) => upcoming.push(...answers),
    setStamp: (table: string, stamp: string) => stamps.set(table, stamp),
    holdNextPoll: (ms: number) => {
      pollHoldMs = ms;
    },
    answerHandshakeWith: (make: ((serial: string) => string) | undefined) => {
      handshakeAnswer = make;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type FakePushServer = Awaited<ReturnType<typeof startFakePushServer>>;

/** Waits until `check` holds (polled), or fails saying what was awaited. */
export async function eventually(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
