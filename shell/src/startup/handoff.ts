/**
 * The /login page is an entry of its own (login.html: no Module Federation, no Redux, no
 * Chakra), and the console (its `app` entry, the federation host) takes over the same page once
 * the visitor is signed in. The console's code starts loading while the visitor types and
 * waits, ready, for the hand-off; these are the two sides of that agreement.
 */


import { consoleFiles } from './consoleFiles';

/** login.html's mount point, filled with the form's markup at build time (shell/scripts/prerender-login.tsx). */
export const LOGIN_ROOT = '<div id="root"></div>';

/**
 * The libraries the login page has loaded, by Module Federation share key, offered to the
 * console so it does not download them again (shell/src/federation/loginLibrariesPlugin.ts).
 */
export const LOGIN_LIBRARIES = '__tacLoginLibraries';

/** One library the login page offers: its installed version and its module as the page uses it. */
export interface LoadedLibrary {
  version: string;
  module: unknown;
}

export type LoginLibraries = Record<string, LoadedLibrary>;

/** <html data-page="login">: the console was loaded by the login page and must wait for it. */
const LOGIN_PAGE = 'login';
const HANDOFF_EVENT = 'tac:signed-in';

/** Starts loading the console's code (once); it runs up to the hand-off and waits there. */
export function preloadConsole(): void {
  if (document.querySelector('script[data-console]')) return;
  const script = document.createElement('script');
  script.src = `/${consoleFiles().entry}`;
  script.dataset.console = '';
  script.defer = true;
  document.head.append(script);
}

/**
 * login.html's inline stylesheet (build/loginPage.ts): its body rules (a grey page, the login
 * font) would stay under the console, which looks different then from the same screen after a
 * reload (walk 2026-11-27 #12), so it goes with the login page.
 */
const LOGIN_STYLE = 'style[data-login-style]';

/** Login side: the session is in its cookies; the console takes the page at `target`. */
export function enterConsole(target: string): void {
  window.history.replaceState(null, '', target);
  delete document.documentElement.dataset.page;
  document.querySelectorAll(LOGIN_STYLE).forEach((style) => style.remove());
  window.dispatchEvent(new Event(HANDOFF_EVENT));
  preloadConsole();
}

/** Console side: loaded by the login page, the visitor not signed in yet. */
export const waitingForSignIn = (): boolean => document.documentElement.dataset.page === LOGIN_PAGE;

/** Console side: resolves at once on index.html, or when the login page hands over. */
export function loginHandoff(): Promise<void> {
  if (!waitingForSignIn()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(HANDOFF_EVENT, () => resolve(), { once: true }));
}

/**
 * JSON the login page read ahead for the console (./readAhead.ts: the registry, the
 * descriptors, the first section's MF manifest), by absolute URL, as fetched: the console
 * validates it as it does its own reads. Each read is taken once (a Retry reads anew), and
 * only within a minute (a visitor typing), so a section released while the form stood
 * open longer is read as it is now.
 */
const READ_AHEAD = '__tacReadAhead';
const READ_AHEAD_FRESH_MS = 60_000;

type ReadAheadStore = Record<string, { at: number; read: Promise<unknown> }>;

const readAheadStore = (): ReadAheadStore => ((window as unknown as Record<string, ReadAheadStore>)[READ_AHEAD] ??= {});
const absolute = (url: string) => new URL(url, window.location.href).href;

/** Login side: `read` is the JSON at `url`, for the console to take. */
export function offerRead(url: string, read: Promise<unknown>): void {
  read.catch(() => undefined);
  readAheadStore()[absolute(url)] = { at: Date.now(), read };
}

/** Console side: the login page's read of `url`, once and while fresh. */
export function takeRead(url: string): Promise<unknown> | undefined {
  const store = readAheadStore();
  const key = absolute(url);
  const offered = store[key];
  delete store[key];
  return offered && Date.now() - offered.at < READ_AHEAD_FRESH_MS ? offered.read : undefined;
}

/** Console side: reads `url` as the login page did, if it did (falling back to `read` if that failed), else with `read`. */
export const readAheadOr =
  (read: (url: string) => Promise<unknown>) =>
  (url: string): Promise<unknown> =>
    takeRead(url)?.catch(() => read(url)) ?? read(url);
