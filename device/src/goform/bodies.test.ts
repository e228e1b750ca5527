import { request as httpRequest } from 'node:http';
import { PUBLIC_BODY_LIMIT } from './dispatch';
import { listeningDeviceForFile, parseAnswer } from '../testing/harness';
import { streamedPost } from '../testing/multipart';

/**
 * Issue 31 finding 1: every body is bounded as it streams, declared length or not. A public call
 * takes at most PUBLIC_BODY_LIMIT (64 KiB) in all, multipart or not.
 */

const served = listeningDeviceForFile();

const BOUNDARY = 'tacBoundary';
const FIELD = 60 * 1024;

/** One multipart field of FIELD bytes: many of them fit under 64 KiB each, none is "too large" alone. */
const FIELD_PARTS = Array.from({ length: 100 }, (_, i) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n`), Buffer.alloc(FIELD, 97), Buffer.from('\r\n')]),
);
const fieldPart = (i: number) => FIELD_PARTS[i % 100]!;

interface Outcome {
  /** The answer's text, '' when the connection was closed without one. */
  answer: string;
  /** Body bytes the client had written when the device answered or closed (some still in the sockets' buffers). */
  sent: number;
}

/**
 * Streams a chunked body (no Content-Length) of `total` bytes to `path` in `chunk` pieces, honouring
 * back-pressure, and stops writing as soon as the device answers or closes the connection.
 */
function streamBody(path: string, contentType: string, piece: (i: number) => Buffer, total: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = 0;
    let answeredAt: number | undefined;
    let done = false;
    const finish = (answer: string) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ answer, sent: answeredAt ?? sent });
    };
    const req = httpRequest({ host: '127.0.0.1', port: served.port, path, method: 'POST', headers: { 'content-type': contentType } }, (res) => {
      answeredAt = sent;
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => finish(text));
      res.on('error', () => finish(text));
    });
    req.on('error', () => finish(''));
    req.on('close', () => setTimeout(() => finish(''), 50));
    let i = 0;
    const write = () => {
      while (!done && sent < total) {
        const chunk = piece(i++);
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!done) req.end(`--${BOUNDARY}--\r\n`);
    };
    write();
  });
}

const MiB = 1024 * 1024;

describe('every body is bounded before it is read, declared length or not', () => {
  it('answers 20 concurrent chunked multipart bodies of 32 MiB to chklogin with 10101 long before their end; RSS barely moves', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => streamBody('/goform/chklogin', `multipart/form-data; boundary=${BOUNDARY}`, fieldPart, 32 * MiB)),
    );
    const after = process.memoryUsage().rss;
    // The figure for device/SECURITY.md (without the bound each connection kept up to 6.4 MiB of fields).
    console.info(`20 chunked 32 MiB multipart bodies to chklogin: RSS ${Math.round(before / MiB)} → ${Math.round(after / MiB)} MiB`);
    for (const { answer, sent } of outcomes) {
      if (answer) expect(parseAnswer(answer)).toMatchObject({ retvalue: 10101 });
      // The device stopped reading soon after the bound: the client got nowhere near the end.
      expect(sent).toBeLessThan(16 * MiB);
    }
    expect(outcomes.filter((o) => o.answer).length).toBeGreaterThan(0);
    expect(after - before).toBeLessThan(60 * MiB);
    // And the device still answers.
    expect((await served.device.call('chklogin', { username: 'admin', password: 'nope' })).retvalue).not.toBe(10101);
  }, 30_000);

  it('answers a small chunked multipart login normally (the bound refuses only what passes it)', async () => {
    const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.from(part('username', 'admin') + part('password', 'wrong'));
    const { answer } = await streamBody('/goform/chklogin', `multipart/form-data; boundary=${BOUNDARY}`, () => body, body.length);
    expect(parseAnswer(answer)).not.toMatchObject({ retvalue: 10101 });
  });

  it('cuts a chunked JSON or form body to a public call off at 64 KiB: 10101, long before its end', async () => {
    const open = Buffer.from('{"username":"admin","pad":"');
    const pad = Buffer.alloc(16 * 1024, 97);
    const json = (i: number) => (i === 0 ? open : pad);
    const publicCall = await streamBody('/goform/chklogin', 'application/json', json, 32 * MiB);
    expect(parseAnswer(publicCall.answer)).toMatchObject({ retvalue: 10101 });
    expect(publicCall.sent).toBeLessThan(16 * MiB);
    const form = await streamBody('/goform/chklogin', 'application/x-www-form-urlencoded', (i) => (i === 0 ? Buffer.from('username=admin&pad=') : pad), 32 * MiB);
    expect(parseAnswer(form.answer)).toMatchObject({ retvalue: 10101 });
    expect(form.sent).toBeLessThan(16 * MiB);
    // 100 KiB: within fastify's 1 MiB, past the public call's own 64 KiB.
    const small = await streamBody('/goform/chklogin', 'application/json', json, 100 * 1024);
    expect(parseAnswer(small.answer)).toMatchObject({ retvalue: 10101 });
    expect(PUBLIC_BODY_LIMIT).toBe(64 * 1024);
  });

  it('fastify counts a chunked JSON body to a signed-in call against the 1 MiB body limit: 10101', async () => {
    const admin = await served.device.login();
    const pad = Buffer.alloc(64 * 1024, 97);
    const outcome = await streamedPost(served.port, '/goform/SetMachineParam', { 'content-type': 'application/json', 'x-token': admin }, (req) => {
      req.write('{"pad":"');
      for (let i = 0; i < 24; i++) req.write(pad);
      req.end('"}');
    });
    expect(parseAnswer(outcome)).toMatchObject({ retvalue: 10101 });
  });
});
