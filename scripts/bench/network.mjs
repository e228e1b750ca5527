// Network accounting of one Chromium page through the DevTools protocol (scripts/bench/console.mjs):
// every request with its type, status, whether the cache served it, the bytes that came over the
// wire (headers and encoded body) and, for scripts and stylesheets, the decoded body's gzip size.
// Times are wall-clock milliseconds (epoch), comparable with performance.timeOrigin + now() in a page.
import { gzipSync } from 'node:zlib';

/** "Slow link": about 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU four times slower. */
export const SLOW_LINK = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
  cpuSlowdown: 4,
};

const BODY_TYPES = new Set(['Script', 'Stylesheet']);
/** A script or stylesheet, also when fetched as a `<link rel=prefetch>` (typed Other). */
const CODE_FILE = /\.(js|css)$/;
const isCode = (entry) => BODY_TYPES.has(entry.type) || CODE_FILE.test(entry.path);
/** Code asked for ahead, without running it: the login page's idle download of the console. */
export const isPrefetch = (entry) => entry.type === 'Other' && CODE_FILE.test(entry.path);

/**
 * @param {import('@playwright/test').Page} page
 * @param {{ slow?: boolean }} [options]
 */
export async function recordNetwork(page, { slow = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {Map<string, any>} requestId → the entry of its last hop */
  const live = new Map();
  const entries = [];
  const bodies = [];
  // CDP timestamps are monotonic seconds; requestWillBeSent also gives the wall time.
  let wallMinusMono;
  const wall = (ts) => (wallMinusMono === undefined ? Date.now() : ts * 1000 + wallMinusMono);

  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    if (wallMinusMono === undefined && e.wallTime) wallMinusMono = e.wallTime * 1000 - e.timestamp * 1000;
    const previous = live.get(e.requestId);
    if (previous && e.redirectResponse) {
      previous.status = e.redirectResponse.status;
      previous.wire = e.redirectResponse.encodedDataLength ?? 0;
      previous.headerBytes = previous.wire;
      previous.end = wall(e.timestamp);
      previous.done = true;
    }
    const url = new URL(e.request.url);
    const entry = {
      url: e.request.url,
      path: url.pathname,
      method: e.request.method,
      type: e.type ?? 'Other',
      start: wall(e.timestamp),
      end: undefined,
      status: undefined,
      wireStatus: undefined,
      fromCache: false,
      headerBytes: 0,
      wire: 0,
      body: 0,
      raw: undefined,
      gzip: undefined,
      encoding: undefined,
      done: false,
      failed: false,
    };
    live.set(e.requestId, entry);
    entries.push(entry);
  });
  // The status as it came over the wire: Chromium reports a revalidated answer (304) as the cached 200.
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const entry = live.get(e.requestId);
    if (entry) entry.wireStatus = e.statusCode;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = live.get(e.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = live.get(e.requestId);
    if (!entry) return;
    const r = e.response;
    entry.status = r.status;
    if (r.fromDiskCache || r.fromPrefetchCache || r.fromServiceWorker) entry.fromCache = true;
    entry.headerBytes = r.encodedDataLength ?? 0;
    entry.encoding = Object.entries(r.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    if (e.type) entry.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = live.get(e.requestId);
    if (!entry) return;
    entry.end = wall(e.timestamp);
    entry.done = true;
    entry.wire = entry.fromCache ? 0 : (e.encodedDataLength ?? 0);
    entry.body = entry.fromCache ? 0 : Math.max(0, entry.wire - entry.headerBytes);
    if (isCode(entry) && entry.status === 200) {
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: e.requestId })
          .then(({ body, base64Encoded }) => {
            if (!body) throw new Error('no body kept');
            return Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          })
          // A prefetch keeps no body for DevTools: the same file, asked for again.
          .catch(() => fetch(entry.url).then(async (res) => Buffer.from(await res.arrayBuffer())))
          .then((bytes) => {
            entry.raw = bytes.length;
            entry.gzip = gzipSync(bytes).length;
          })
          .catch(() => {}),
      );
    }
  });
  cdp.on('Network.loadingFailed', (e) => {
    const entry = live.get(e.requestId);
    if (!entry) return;
    entry.end = wall(e.timestamp);
    entry.done = true;
    entry.failed = !e.canceled;
  });

  await cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024, maxResourceBufferSize: 16 * 1024 * 1024 });
  if (slow) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_LINK.cpuSlowdown });
  }

  return {
    entries,
    /** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
    async idle(quietMs = 500, maxMs = 60_000) {
      const deadline = Date.now() + maxMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (entries.some((e) => !e.done)) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Waits for the bodies asked for (gzip sizes). */
    async settle() {
      await Promise.all(bodies);
    },
    async detach() {
      await cdp.detach().catch(() => {});
    },
  };
}

/** Sums of a set of entries: requests, bytes over the wire, and JS + CSS (received, decoded, gzip). */
export function summarize(entries) {
  const code = entries.filter((e) => isCode(e) && !e.fromCache);
  const sum = (list, key) => list.reduce((n, e) => n + (e[key] ?? 0), 0);
  return {
    requests: entries.length,
    fromCache: entries.filter((e) => e.fromCache).length,
    notModified: entries.filter((e) => e.wireStatus === 304 || e.status === 304).length,
    wire: sum(entries, 'wire'),
    body: sum(entries, 'body'),
    code: {
      files: code.length,
      received: sum(code, 'wire'),
      receivedBody: sum(code, 'body'),
      raw: sum(code, 'raw'),
      gzip: sum(code, 'gzip'),
      encodings: [...new Set(code.map((e) => e.encoding))],
    },
  };
}

/** A compact line per request for results.json. */
export const describe = (e, t0 = 0) => ({
  path: e.path,
  type: e.type,
  status: e.wireStatus ?? e.status,
  fromCache: e.fromCache,
  wire: e.wire,
  gzip: e.gzip,
  prefetch: isPrefetch(e),
  startMs: Math.round(e.start - t0),
  endMs: e.end === undefined ? undefined : Math.round(e.end - t0),
});
