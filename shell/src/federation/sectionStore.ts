import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { SectionManifest } from '@tac/section';

export type SectionState =
  | { status: 'loading'; manifest?: SectionManifest }
  | { status: 'ready'; manifest: SectionManifest }
  | { status: 'error'; error: Error };

export interface SectionLoaders {
  load(id: string, again: boolean): Promise<SectionManifest>;
  loadMessages(ns: string, loader: SectionManifest['loadMessages']): Promise<void>;
}

export interface SectionStore {
  /** Starts loading a section once; `again` re-attempts after a failure (Retry). */
  ensure(id: string, again?: boolean): void;
  get(id: string): SectionState | undefined;
  subscribe(listener: () => void): () => void;
  version(): number;
}

/** Remote sections as they load, fail and come back on Retry, one entry per section id. */
export function createSectionStore(loaders: SectionLoaders): SectionStore {
  const states = new Map<string, SectionState>();
  const listeners = new Set<() => void>();
  let version = 0;
  const set = (id: string, state: SectionState) => {
    states.set(id, state);
    version += 1;
    for (const listener of listeners) listener();
  };

  return {
    ensure(id, again = false) {
      const current = states.get(id);
      if (current && !(again && current.status === 'error')) return;
      set(id, { status: 'loading' });
      loaders
        .load(id, again)
        .then(async (manifest) => {
          set(id, { status: 'loading', manifest });
          await loaders.loadMessages(manifest.i18nNamespace, manifest.loadMessages);
          set(id, { status: 'ready', manifest });
        })
        .catch((error: unknown) => set(id, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }));
    },
    get: (id) => states.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** Resolves with what `read` finds in the section's state, at the first state where it finds something. */
function watch<T>(store: SectionStore, id: string, read: (state: SectionState | undefined) => { found: T } | undefined): Promise<T> {
  store.ensure(id);
  return new Promise((resolve) => {
    const settle = () => {
      const result = read(store.get(id));
      if (!result) return;
      unsubscribe();
      resolve(result.found);
    };
    const unsubscribe = store.subscribe(settle);
    settle();
  });
}

/** A section's manifest once it has loaded with its texts (undefined if it failed), loading it if nobody has asked yet. */
export const whenLoaded = (store: SectionStore, id: string): Promise<SectionManifest | undefined> =>
  watch(store, id, (state) => (state?.status === 'loading' ? undefined : { found: state?.status === 'ready' ? state.manifest : undefined }));

/** A section's manifest as soon as its code has loaded, before its texts (undefined if it failed). */
export const whenManifest = (store: SectionStore, id: string): Promise<SectionManifest | undefined> =>
  watch(store, id, (state) => (state?.status === 'loading' && !state.manifest ? undefined : { found: state?.status === 'error' ? undefined : state?.manifest }));

export const SectionStoreContext = createContext<SectionStore | null>(null);

export function useSectionStore(): SectionStore {
  const store = useContext(SectionStoreContext);
  if (!store) throw new Error('useSectionStore needs a SectionStoreContext provider');
  return store;
}

/** The states of the given sections, loading each one the first time it is asked for. */
export function useSections(ids: readonly string[]): Map<string, SectionState> {
  const store = useSectionStore();
  useSyncExternalStore(store.subscribe, store.version);
  const key = ids.join(',');
  useEffect(() => {
    for (const id of key.split(',').filter(Boolean)) store.ensure(id);
  }, [store, key]);
  return new Map(ids.map((id) => [id, store.get(id) ?? { status: 'loading' }] as const));
}
