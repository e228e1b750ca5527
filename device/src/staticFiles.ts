import type { FastifyInstance } from 'fastify';

/**
 * Whether a request path names a dot file or folder (`/.env`, `/.git/config`,
 * `/.well-known/…`, `/assets/.x`) or a `.`/`..` segment, however it is spelled:
 * percent-encoded (`/%2eenv`, `/.%65nv`, `/.git%2fconfig`, even twice), with
 * backslashes, or malformed (an encoding that does not decode is refused too).
 * Only the path counts, not the query.
 */
export function isDotPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return true;
    }
  }
  return path.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/** A file whose name carries its content hash (main.1a2b3c4d.js): it never changes under that name. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
/** A page (index.html, login.html, …): always revalidated, even if a build ever put a hash in its name. */
const PAGE = /\.html?(\.(br|gz))?$/;

/**
 * Cached like a static site: content-hashed files for a year, immutable; everything else
 * (every .html page, remotes.json, section.json, mf-manifest.json, remoteEntry.js) revalidated
 * by ETag on every use, so a redeployed remote is picked up at once.
 */
export function cacheControlOf(path: string): string {
  return HASHED.test(path) && !PAGE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The console's files: never a dot file (`send` answers them 404), built .br/.gz siblings sent as
 * they are. The same URL is brotli, gzip or plain by the request's Accept-Encoding, so every answer
 * says so (Vary) and a shared cache never hands brotli to a client that did not ask for it.
 */
export const staticOptions = (root: string) => ({
  root,
  dotfiles: 'ignore' as const,
  preCompressed: true,
  cacheControl: false,
  setHeaders: (res: { setHeader(name: string, value: string): void }, path: string) => {
    res.setHeader('cache-control', cacheControlOf(path));
    res.setHeader('vary', 'Accept-Encoding');
  },
});

/**
 * Nothing whose path holds a dot segment leaves the device's web server outside /goform/:
 * not a dot file of dist/ (a stray `.env`, `.git/`), and not the console's page either
 * (the client-route fallback would answer index.html for `/.git/`). Answers 404 before
 * any route runs, whichever way the path is encoded.
 */
export function denyDotPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/goform') || !isDotPath(request.url)) return;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/**
 * The security headers a browser reads only when a response is a document (a page, or an SVG
 * opened on its own, which can carry script): its Content-Security-Policy, framing, opener and
 * cluster isolation, and legacy document switches. Every other response keeps the rest
 * (nosniff, which keeps a script or JSON from being read as a page, CORP, Referrer-Policy, HSTS).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A console file that is never a document: a script, stylesheet, JSON, font or raster image (by its name). */
const NOT_A_DOCUMENT = /\.(js|mjs|css|json|map|woff2?|ttf|png|jpe?g|gif|webp|ico|txt)$/i;

/**
 * The console's scripts, stylesheets and JSON go without the document-only headers: about
 * 0.5 kB less on each of the ~50 answers of a first load, and on each revalidation after,
 * on a slow link to a small device. Pages, SVG and everything under /goform/ keep them all.
 */
export function documentHeadersOnDocuments(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/goform') || !NOT_A_DOCUMENT.test(path)) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  });
}
