import { consoleFiles } from './consoleFiles';

/**
 * The console's first-load files (./consoleFiles.ts: its entry, start-up and layout
 * chunks, the libraries it shares) and those of the section of the first screen. The
 * login page puts them into the browser's cache without running them: while the visitor
 * looks at the form, at the lowest priority; at the first keystroke, at once. After the
 * sign-in the console finds them there.
 */

/** The User Timing mark set when the page starts fetching ahead for the console. */
export const CONSOLE_AHEAD_MARK = 'tac-console-ahead';

function fetchFiles(urls: readonly string[], rel: 'prefetch' | 'preload'): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = url;
    if (rel === 'preload') link.as = url.endsWith('.css') ? 'style' : 'script';
    document.head.append(link);
  }
}

/**
 * Once: asks for every listed file, and reads ahead what the console reads first, then
 * asks for the first screen's section's files (./readAhead.ts, a chunk of its own: the
 * form does not wait for it). `prefetch` downloads when the browser is otherwise idle,
 * `preload` now (the visitor is typing, the console is about to run them).
 */
function fetchAhead(rel: 'prefetch' | 'preload'): void {
  const page = document.documentElement;
  if (page.dataset.consoleAhead) return;
  page.dataset.consoleAhead = rel;
  // Where the page's own load ends and its work for the console begins (DevTools, npm run bench).
  performance.mark(CONSOLE_AHEAD_MARK);
  // The reads first: small, and each waits for the one before.
  import(/* webpackChunkName: "read-ahead" */ './readAhead')
    .then(({ readAhead }) => readAhead(window.location.search))
    .then(
      (files) => fetchFiles(files, rel),
      // The console reads for itself what could not be read ahead.
      () => undefined,
    );
  fetchFiles(consoleFiles().files.map((file) => `/${file}`), rel);
}

/** At the first keystroke: when the page was not idle yet, everything is asked for now. */
export const preloadConsoleFiles = (): void => fetchAhead('preload');

interface NetworkHints {
  connection?: { saveData?: boolean };
}

/**
 * Once the page has loaded and the browser is idle, the console's files download without
 * running (no work on the main thread while the form is in use). Not where the visitor
 * asked the browser to save data, nor where the browser cannot prefetch (the first
 * keystroke loads them then).
 */
export function prefetchConsoleWhenIdle(): void {
  if ((navigator as NetworkHints).connection?.saveData) return;
  if (!document.createElement('link').relList.supports('prefetch')) return;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fetchAhead('prefetch'), { timeout: 2000 });
    else window.setTimeout(() => fetchAhead('prefetch'), 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
