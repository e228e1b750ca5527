import { createSocket } from 'node:dgram';
import { lookup } from 'node:dns/promises';
import { isIPv4 } from 'node:net';
import type { NtpError } from '@tac/goform/contract';

/**
 * A Simple Network Time Protocol client (RFC 4330): one 48-byte request in client mode,
 * version 4, over UDP; the server's answer gives the clock offset
 * ((T2 − T1) + (T3 − T4)) / 2 where T1 is when the request left, T2 when the server got it,
 * T3 when it answered and T4 when the answer came back.
 */

const PACKET_BYTES = 48;
/** Seconds from the NTP era (1900-01-01) to the Unix epoch (1970-01-01). */
const NTP_TO_UNIX_S = 2_208_988_800;
const MODE_CLIENT = 3;
const MODE_SERVER = 4;
const VERSION = 4;
/** Leap indicator 3: the server's clock is not synchronized. */
const LEAP_ALARM = 3;
/** How long the client waits for an answer before it calls the server silent. */
export const SNTP_TIMEOUT_MS = 2000;

export class SntpFailure extends Error {
  constructor(readonly reason: NtpError) {
    super(`SNTP: ${reason}`);
  }
}

function writeTimestamp(buf: Buffer, offset: number, ms: number): void {
  const seconds = Math.floor(ms / 1000);
  buf.writeUInt32BE(seconds + NTP_TO_UNIX_S, offset);
  buf.writeUInt32BE(Math.floor(((ms - seconds * 1000) / 1000) * 2 ** 32), offset + 4);
}

function readTimestamp(buf: Buffer, offset: number): number {
  return (buf.readUInt32BE(offset) - NTP_TO_UNIX_S) * 1000 + (buf.readUInt32BE(offset + 4) / 2 ** 32) * 1000;
}

/** The request: client mode, version 4, and T1 in the transmit field (a server echoes it as originate). */
export function sntpRequest(t1: number): Buffer {
  const buf = Buffer.alloc(PACKET_BYTES);
  buf[0] = (VERSION << 3) | MODE_CLIENT;
  writeTimestamp(buf, 40, t1);
  return buf;
}

/**
 * The offset (ms) an answer gives, received at T4 for a request sent at T1 — or why it is refused:
 * not 48 bytes or more, not in server mode, not answering this request (originate ≠ T1), a
 * kiss-o'-death (stratum 0), an unsynchronized server (leap 3) or one that sent no time.
 */
export function sntpOffset(answer: Buffer, request: Buffer, t4: number): number {
  if (answer.length < PACKET_BYTES) throw new SntpFailure('badAnswer');
  const leap = answer[0]! >> 6;
  const mode = answer[0]! & 7;
  const stratum = answer[1]!;
  if (mode !== MODE_SERVER || !answer.subarray(24, 32).equals(request.subarray(40, 48))) throw new SntpFailure('badAnswer');
  if (stratum === 0) throw new SntpFailure('kissOfDeath');
  if (leap === LEAP_ALARM || stratum > 15) throw new SntpFailure('unsynchronized');
  if (answer.readUInt32BE(40) === 0) throw new SntpFailure('badAnswer');
  const t1 = readTimestamp(request, 40);
  const t2 = readTimestamp(answer, 32);
  const t3 = readTimestamp(answer, 40);
  return Math.round((t2 - t1 + (t3 - t4)) / 2);
}

async function address(host: string): Promise<string> {
  if (isIPv4(host)) return host;
  try {
    return (await lookup(host, { family: 4 })).address;
  } catch {
    throw new SntpFailure('notResolved');
  }
}

/**
 * One exchange with the server at host:port, timed by `clock` (the device's own clock, whose
 * offset the answer measures). Answers the offset in ms; throws SntpFailure with the reason.
 * The socket takes no answer longer than a packet's worth and is closed whatever happens.
 */
export async function sntpQuery(host: string, port: number, clock: () => number, timeoutMs = SNTP_TIMEOUT_MS): Promise<number> {
  const ip = await address(host);
  const socket = createSocket({ type: 'udp4', recvBufferSize: 4 * PACKET_BYTES });
  try {
    return await new Promise<number>((resolve, reject) => {
      const t1 = clock();
      const request = sntpRequest(t1);
      const timer = setTimeout(() => reject(new SntpFailure('timeout')), timeoutMs);
      const fail = (reason: NtpError) => {
        clearTimeout(timer);
        reject(new SntpFailure(reason));
      };
      socket.on('error', (err: NodeJS.ErrnoException) => fail(err.code === 'ECONNREFUSED' ? 'refused' : 'timeout'));
      socket.on('message', (answer, from) => {
        // An answer from anyone but the server asked is not its answer.
        if (from.address !== ip || from.port !== port) return;
        clearTimeout(timer);
        try {
          resolve(sntpOffset(answer, request, clock()));
        } catch (err) {
          reject(err as Error);
        }
      });
      // connect(): the kernel then reports an ICMP port unreachable as ECONNREFUSED.
      socket.connect(port, ip, () => socket.send(request));
    });
  } finally {
    socket.close();
  }
}
