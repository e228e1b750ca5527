import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { SectionManifest } from './section';

export type SectionState =
  | { status: 'loading' }
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

/** A section's manifest once it has loaded (undefined if it failed), loading it if nobody has asked yet. */
export function whenLoaded(store: SectionStore, id: string): Promise<SectionManifest | undefined> {
  store.ensure(id);
  return new Promise((resolve) => {
    const settle = () => {
      const state = store.get(id);
      if (state?.status === 'loading') return;
      unsubscribe();
      resolve(state?.status === 'ready' ? state.manifest : undefined);
    };
    const unsubscribe = store.subscribe(settle);
    settle();
  });
}

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
