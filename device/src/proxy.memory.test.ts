import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildApp } from './app';

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

describe('the DEVICE_URL proxy memory', () => {
  it('streams 5 concurrent 60 MiB uploads to the terminal without holding them (RSS grows far less than their 300 MiB)', async () => {
    const terminal = await countingTerminal();
    const app = await buildApp({ distDir: '/nonexistent', deviceUrl: terminal.url });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // A warm-up call, so the proxy's code paths are loaded before the baseline.
      await upload(base, true);
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(base, i % 2 === 0)));
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text)).toMatchObject({ code: 'success', bytes: UPLOAD_BYTES });
      }
      const growthMiB = (peak - baseline) / MiB;
      console.log(`proxy memory: ${UPLOADS} × ${UPLOAD_BYTES / MiB} MiB uploads raised RSS by ${growthMiB.toFixed(1)} MiB (from ${(baseline / MiB).toFixed(0)} MiB)`);
      expect(growthMiB).toBeLessThan(100);
    } finally {
      await app.close();
      await new Promise((closed) => terminal.server.close(closed));
    }
  }, 120_000);
});
