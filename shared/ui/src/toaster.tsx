import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

type ToastImpl = typeof import('./toastImpl');
type Toaster = ToastImpl['toaster'];

/**
 * The toast store, its machines and the list load with the first toast (or the first
 * rendered toast list), not with the /login page: until then calls wait in a queue.
 */
let impl: ToastImpl | undefined;
let loading: Promise<ToastImpl> | undefined;
let mounted = false;
const queue: ((real: Toaster) => void)[] = [];
const listeners = new Set<() => void>();
let wanted = false;

function flush() {
  if (!impl || !mounted) return;
  for (const call of queue.splice(0)) call(impl.toaster);
}

function load(): Promise<ToastImpl> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import(/* webpackChunkName: "console-toasts" */ './toastImpl').then(
    (m) => {
      impl = m;
      flush();
      return m;
    },
    (error: unknown) => {
      loading = undefined;
      wanted = false;
      throw error;
    },
  );
  return loading;
}

/** Loads the toast chunk now and mounts the list (@tac/ui does it: it loads after login). */
export function preloadToasts(): void {
  void load().catch(() => undefined);
}

/**
 * The console's one toast queue; `toaster.create({ type, title, description })`. Before
 * the toast chunk is there, calls are queued (`create` answers the id it was given, or a
 * new one) and queries answer "nothing shown".
 */
export const toaster: Toaster = new Proxy({} as Toaster, {
  get(target, key, receiver) {
    if (Reflect.has(target, key)) return Reflect.get(target, key, receiver) as unknown;
    if (impl && mounted) return Reflect.get(impl.toaster, key) as unknown;
    return (...args: unknown[]) => {
      if (key === 'isVisible' || key === 'isDismissed') return false;
      if (key === 'getVisibleToasts') return [];
      if (key === 'getCount') return 0;
      let result: unknown;
      if (key === 'create' || key === 'success' || key === 'error' || key === 'warning' || key === 'info' || key === 'loading') {
        const options = (args[0] ?? {}) as { id?: string };
        result = options.id ?? `toast:${Math.random().toString(36).slice(2)}`;
        args[0] = { ...options, id: result };
      }
      queue.push((real) => (Reflect.get(real, key) as (...a: unknown[]) => unknown).apply(real, args));
      void load().catch(() => undefined);
      return result;
    };
  },
});

const ToastList = lazy(() => load().then((m) => ({ default: m.ToastList })));

function ToastListMounted() {
  useEffect(() => {
    // The list subscribes to the store in its own effects: give them a turn first.
    const timer = setTimeout(() => {
      mounted = true;
      flush();
    });
    return () => {
      clearTimeout(timer);
      mounted = false;
    };
  }, []);
  return <ToastList />;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered once by UiProvider; the list itself mounts when the first toast is asked for. */
export function AppToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastListMounted />
    </Suspense>
  );
}

/** Pending ids: the same text asked for twice before the chunk arrives is one toast. */
const pending = new Set<string>();

function once(id: string, type: 'error' | 'info' | 'success', text: string) {
  if (toaster.isVisible(id) || pending.has(id)) return;
  if (!impl || !mounted) {
    pending.add(id);
    queue.push(() => pending.delete(id));
  }
  toaster.create({ id, type, title: text, closable: true });
}

/** The last success toast of each text (removing one already gone does nothing). */
const successes = new Map<string, string>();
let successCount = 0;

/**
 * Toast helpers. A failure is keyed by its text: the same failure reported by several
 * calls at once (e.g. the network dropping) shows one toast, not five. A success answers
 * one intent of the user: a second Save soon after the first gets its own "Success" (the
 * first one's gives way), announced and timed anew.
 */
export const notifyToast = {
  error(text: string) {
    once(`error:${text}`, 'error', text);
  },
  /** Neutral news, no failure: what the user did themselves (a cancel), told once. */
  info(text: string) {
    once(`info:${text}`, 'info', text);
  },
  success(text: string) {
    const previous = successes.get(text);
    if (previous) toaster.remove(previous);
    const id = `success:${text}:${++successCount}`;
    successes.set(text, id);
    toaster.create({ id, type: 'success', title: text, closable: true });
  },
};

/**
 * Takes away the error toasts shown: they belong to the page that raised them, not to the
 * one the user moved on to (or to the page once its problem is solved, e.g. /up unlocked).
 */
export function dismissErrorToasts(): void {
  for (const toast of toaster.getVisibleToasts()) {
    if (toast.type === 'error' && toast.id) toaster.dismiss(toast.id);
  }
}
