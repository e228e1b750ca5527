import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { freePort } from './testing/freePort';
import { tempDir } from './testing/tmp';

const MiB = 1024 * 1024;
const UPLOADS = 5;
const UPLOAD_BYTES = 60 * MiB;

/** A stand-in terminal that reads every body as it comes and keeps only its length. */
async function countingTerminal(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(JSON.stringify({ code: 'success', retvalue: 0, msg: 'Success', bytes }));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** `total` bytes from a generator of one reused 64 KiB chunk: the client itself holds nothing. */
function* bytesOf(total: number) {
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  for (let sent = 0; sent < total; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, total - sent));
}

/** One upload through the proxy, with its length declared or sent chunked. */
function upload(base: string, declared: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/octet-stream' };
    if (declared) headers['content-length'] = UPLOAD_BYTES;
    const req = httpRequest(new URL('/goform/UpdateMachine', base), { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    pipeline(Readable.from(bytesOf(UPLOAD_BYTES)), req).catch(reject);
  });
}

/** The resident memory of a process (Linux: /proc/<pid>/status). */
const rssOf = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/**
 * The device server as `npm start` runs it, proxying to `upstream` (DEVICE_URL), in a process of
 * its own: its memory is the proxy's alone, not the test's client and terminal.
 */
async function startProxyProcess(upstream: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
    cwd: join(__dirname, '..', '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEVICE_URL: upstream, PORT: String(port), HOST: '127.0.0.1', DEVICE_DB: join(tempDir('tac-proxy-mem-'), 'device.db'), DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  const stopped = new Promise((exited) => child.once('exit', exited));
  const stop = async () => {
    child.kill('SIGTERM');
    await stopped;
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the proxy exited early (${child.exitCode})`);
    try {
      await fetch(`${base}/goform/checkPower`);
      return { base, pid: child.pid!, stop };
    } catch (err) {
      if (tries > 300) {
        await stop();
        throw err;
      }
      await new Promise((retry) => setTimeout(retry, 100));
    }
  }
}

describe('the DEVICE_URL proxy memory', () => {
  it('streams 5 concurrent 60 MiB uploads to the terminal without holding them (RSS grows far less than their 300 MiB)', async () => {
    const terminal = await countingTerminal();
    const proxy = await startProxyProcess(terminal.url);
    try {
      // A warm-up call, so the proxy's code paths are loaded before the baseline.
      await upload(proxy.base, true);
      const baseline = rssOf(proxy.pid);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(proxy.pid))), 10);
      const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(proxy.base, i % 2 === 0)));
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(proxy.pid));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text)).toMatchObject({ code: 'success', bytes: UPLOAD_BYTES });
      }
      const growthMiB = (peak - baseline) / MiB;
      console.log(`proxy memory: ${UPLOADS} × ${UPLOAD_BYTES / MiB} MiB uploads raised the proxy's RSS by ${growthMiB.toFixed(1)} MiB (from ${(baseline / MiB).toFixed(0)} MiB)`);
      expect(growthMiB).toBeLessThan(100);
    } finally {
      await proxy.stop();
      await new Promise((closed) => terminal.server.close(closed));
    }
  }, 120_000);
});
