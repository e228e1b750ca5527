import { z } from 'zod';
import { endpoint } from './define';
import { FieldMessage } from './messages';
import { commmodeGroup } from './settings';

/**
 * The terminal's link to a central server over the PUSH (iclock/ADMS) protocol: its state as the
 * console shows it, and the connection test. The link's settings are the commmode group's.
 */

/** What the link is doing: off; connecting (no answer yet); online; waiting for the server's approval (403); failing. */
export const PUSH_STATES = ['off', 'connecting', 'online', 'waiting', 'failing'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/**
 * Why a contact failed, as precisely as the terminal can tell: the name not resolved, the
 * connection refused, no answer in time, a TLS failure, an HTTP status other than 200
 * (`status` says which), an answer that is not a PUSH server's, or another network failure.
 */
export const PUSH_FAILURES = ['notResolved', 'refused', 'timeout', 'tls', 'httpStatus', 'notPush', 'unreachable'] as const;
export type PushFailure = (typeof PUSH_FAILURES)[number];

const problem = z.object({ kind: z.enum(PUSH_FAILURES), status: z.number().optional() });
export type PushProblem = z.infer<typeof problem>;

/** The server's base URL (…/iclock is appended) from the commmode settings. */
export function pushServerUrl(s: { servertype: string; serverip: string; serverport: number; serverurl: string }): string {
  if (s.servertype === 'ip') return `http://${s.serverip}:${s.serverport}`;
  const url = /^https?:\/\//i.test(s.serverurl) ? s.serverurl : `http://${s.serverurl}`;
  return url.replace(/\/+$/, '');
}

export const GetPushState = endpoint({
  name: 'GetPushState',
  method: 'GET',
  access: 'network',
  request: z.object({}),
  response: z.object({
    state: z.enum(PUSH_STATES),
    /** The server's base URL ('' while the link is off). */
    server: z.string(),
    /** Device local time (YYYY-MM-DD HH:MM:SS) of the server's last answer; '' before the first. */
    lastcontact: z.string(),
    /** Punches kept until the server has answered OK for them. */
    queued: z.number(),
    /** User changes (OPERLOG lines) kept likewise. */
    queuedchanges: z.number(),
    lastcommand: z.object({ id: z.string(), command: z.string(), code: z.number(), time: z.string() }).nullable(),
    /** Seconds the server's clock (its Date header) is ahead of the terminal's; null before the first answer. */
    clockoffset: z.number().nullable(),
    /** Why the last contact failed; null after a good one. */
    problem: problem.nullable(),
  }),
  doc:
    'The central-server (PUSH) link: state off|connecting|online|waiting|failing, server, lastcontact, queued punches, ' +
    'queuedchanges (OPERLOG lines), lastcommand {id, command, code, time} or null, clockoffset (s, server ahead) and ' +
    `problem {kind ${PUSH_FAILURES.join('|')}, status} of the last failed contact.`,
});

const linkFields = commmodeGroup.shape.pick({ servertype: true, serverip: true, serverport: true, serverurl: true, pushkey: true });

export const TestPushServer = endpoint({
  name: 'TestPushServer',
  method: 'POST',
  access: 'network',
  request: linkFields.partial({ pushkey: true }).superRefine((v, ctx) => {
    if (v.servertype === 'url' && v.serverurl === '') ctx.addIssue({ code: 'custom', path: ['serverurl'], message: FieldMessage.required });
  }),
  response: z.object({ ok: z.number(), server: z.string(), problem: problem.nullable() }),
  doc:
    'Tries the PUSH handshake (GET /iclock/cdata?options=all) with the server given (the commmode fields, saved ' +
    'or not; pushkey left out uses the stored one) within 5 s: ok 1, or ok 0 and the problem.',
});
