import type { PushProblem } from '@tac/goform/contract';

/** The most a server's answer may hold before the terminal stops reading it (a command batch is far less). */
export const MAX_ANSWER_BYTES = 256 * 1024;

/** A contact that failed, with why (as GetPushState and TestPushServer report it). */
export class PushError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem.kind + (problem.status === undefined ? '' : ` ${problem.status}`));
  }
}

/** What a server answered: status 200 and its text, read up to MAX_ANSWER_BYTES; its clock when it sent one. */
export interface Answer {
  text: string;
  serverTime: number | undefined;
}

const CODES: Record<string, PushProblem['kind']> = {
  ENOTFOUND: 'notResolved',
  EAI_AGAIN: 'notResolved',
  EAI_NONAME: 'notResolved',
  ECONNREFUSED: 'refused',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
};

/** Why fetch failed, from its cause's code: a TLS failure by its name (ERR_TLS_*, certificate codes). */
function classify(err: unknown): PushProblem {
  if (err instanceof PushError) return err.problem;
  // AbortSignal.timeout's DOMException is not an Error in Node: known by its name.
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
  const cause = (err as { cause?: { code?: string; name?: string } }).cause;
  const code = cause?.code ?? '';
  if (CODES[code]) return { kind: CODES[code] };
  if (/TLS|CERT|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code)) return { kind: 'tls' };
  return { kind: 'unreachable' };
}

async function readBounded(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_ANSWER_BYTES) throw new PushError({ kind: 'notPush' });
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw new PushError({ kind: 'notPush' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One request to the server: any status but 200 is a failure (403: the server waits for an
 * administrator to approve this terminal; 500: it could not store), as is no answer within
 * `timeoutMs`. Bodies go with a Content-Length (servers of this protocol expect one).
 */
export async function pushRequest(url: string, options: { body?: string; timeoutMs: number }): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.body === undefined ? 'GET' : 'POST',
      body: options.body,
      headers: options.body === undefined ? {} : { 'Content-Type': 'text/plain; charset=utf-8' },
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    throw new PushError(classify(err));
  }
  try {
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new PushError({ kind: 'httpStatus', status: response.status });
    }
    const text = await readBounded(response);
    const date = Date.parse(response.headers.get('date') ?? '');
    return { text, serverTime: Number.isNaN(date) ? undefined : date };
  } catch (err) {
    throw new PushError(classify(err));
  }
}
