/**
 * The console's first-load files (its entry, start-up and layout chunks, the libraries it
 * shares), listed by the build (console-files.json) and written into login.html as JSON
 * by shell/scripts/prerender-login.tsx. The login page puts them into the browser's cache
 * without running them: while the visitor looks at the form, at the lowest priority; at
 * the first keystroke, at once. After the sign-in the console finds them there.
 */

/** The id of login.html's `<script type="application/json">` holding the list. */
export const CONSOLE_FILES_ID = 'console-files';

/** A file the build emits beside index.html: a name, never a path or a URL. */
const FILE_NAME = /^[\w.-]+\.(js|css)$/;

function listedFiles(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(CONSOLE_FILES_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && FILE_NAME.test(f)) : [];
  } catch {
    return [];
  }
}

/**
 * Asks for every listed file once: `prefetch` downloads when the browser is otherwise idle,
 * `preload` now (the visitor is typing, the console is about to run them).
 */
function requestFiles(rel: 'prefetch' | 'preload'): void {
  if (document.head.querySelector('link[data-console-file]')) return;
  for (const file of listedFiles()) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = `/${file}`;
    link.dataset.consoleFile = '';
    if (rel === 'preload') link.as = file.endsWith('.css') ? 'style' : 'script';
    document.head.append(link);
  }
}

/** At the first keystroke: whatever is not on its way yet comes now. */
export const preloadConsoleFiles = (): void => requestFiles('preload');

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
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => requestFiles('prefetch'), { timeout: 2000 });
    else window.setTimeout(() => requestFiles('prefetch'), 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
