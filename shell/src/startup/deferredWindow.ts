/**
 * The window the console's router sees while the console is drawn before the sign-in
 * (React Router's `window` option of createBrowserRouter): its location starts at the
 * screen being drawn and its history is its own, so the address bar keeps showing /login.
 * At the sign-in, `release` hands the router the real window: from then on it reads and
 * writes the address bar as any browser router does.
 */
export interface DeferredWindow {
  window: Window;
  /** Writes where the router is into the address bar, with its history state, and hands over the real window. */
  release(): void;
}

export function deferredWindow(path: string): DeferredWindow {
  const real = window;
  let released = false;
  let url = new URL(path, real.location.origin);
  let state: unknown = null;
  const moveTo = (next: unknown, to: string | URL | null | undefined) => {
    state = next;
    if (to !== undefined && to !== null) url = new URL(to, url);
  };
  const history = {
    get state(): unknown {
      return released ? real.history.state : state;
    },
    pushState(next: unknown, unused: string, to?: string | URL | null) {
      if (released) real.history.pushState(next, unused, to);
      else moveTo(next, to);
    },
    replaceState(next: unknown, unused: string, to?: string | URL | null) {
      if (released) real.history.replaceState(next, unused, to);
      else moveTo(next, to);
    },
    go(delta?: number) {
      if (released) real.history.go(delta);
    },
  };
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    get origin() {
      return url.origin;
    },
    get href() {
      return url.href;
    },
  };
  /** Where the router is now (path, query and hash), as it would show in the address bar. */
  const current = () => `${url.pathname}${url.search}${url.hash}`;
  const proxy = new Proxy(real, {
    get(target, key) {
      if (key === 'history') return history;
      if (key === 'location') return released ? target.location : location;
      const value: unknown = Reflect.get(target, key, target);
      // The window's own methods (addEventListener, scrollTo …) need the real window as `this`.
      return typeof value === 'function' && /^[a-z]/.test(String(key)) ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    window: proxy,
    release() {
      if (released) return;
      real.history.replaceState(state, '', current());
      released = true;
    },
  };
}
