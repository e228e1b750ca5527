import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { loadSectionLabels } from '@tac/i18n';
import type { EmittedDescriptor, RegistryEntry, SectionDescriptor } from '@tac/section';
import { sectionInfoOf, type DirectorySource } from './served';

/** A section the console carries: its descriptor and where its remote lives. */
export interface SectionInfo extends SectionDescriptor {
  /** The remote's folder URL (from the registry), ending in '/'. */
  entry: string;
}

/** What the shell knows of the permitted sections: from the registry and their descriptors, no code. */
export type DirectoryState =
  | { status: 'loading' }
  | {
      status: 'ready';
      sections: SectionInfo[];
      /** Permitted registry entries whose descriptor could not be read (their remote is down). */
      unreachable: RegistryEntry[];
    }
  | { status: 'error'; error: Error };

export interface SectionDirectory {
  /** Starts reading the sections these rights permit; `again` re-reads what failed (Retry). */
  ensure(funs: readonly string[], again?: boolean): void;
  get(funs: readonly string[]): DirectoryState | undefined;
  /** The registry entry of a section (the registry is read once, also where no rights read it: the hidden /up page). */
  entryOf(id: string): Promise<RegistryEntry | undefined>;
  /**
   * Every listed section whose descriptor can be read, whatever the rights: before the
   * sign-in, to start loading the first screen's section while the visitor types.
   */
  preview(): Promise<SectionInfo[]>;
  /**
   * What a section needs the shell to provide (its section.json `requires`), read with its
   * descriptor; `again` reads the descriptor anew (Retry after a redeploy).
   */
  requirementsOf(id: string, again?: boolean): Promise<EmittedDescriptor['requires']>;
  subscribe(listener: () => void): () => void;
  version(): number;
}

const keyOf = (funs: readonly string[]) => [...funs].sort().join(',');

/**
 * The permitted sections, read once per set of rights: the registry, then every permitted
 * entry's descriptor in parallel (their menu texts join i18n). A descriptor that fails
 * leaves its section out, listed as unreachable; Retry reads it again.
 */
export function createSectionDirectory(source: DirectorySource): SectionDirectory {
  const states = new Map<string, DirectoryState>();
  const listeners = new Set<() => void>();
  let version = 0;
  const set = (key: string, state: DirectoryState) => {
    states.set(key, state);
    version += 1;
    for (const listener of listeners) listener();
  };

  /** The registry, read once; a failed read is tried again next time. */
  let registry: Promise<RegistryEntry[]> | undefined;
  let registryRead: RegistryEntry[] | undefined;
  const readRegistry = () => {
    registry ??= source.registry().then(
      (entries) => (registryRead = entries),
      (error: unknown) => {
        registry = undefined;
        throw error;
      },
    );
    return registry;
  };

  /**
   * The state of these rights when rights read before permit every section these do and all
   * of them were reached: the same sections, narrowed at once. So the console drawn before
   * the sign-in with every section's rights stays drawn when the account's own arrive.
   */
  const narrowed = (funs: readonly string[]): DirectoryState | undefined => {
    const permitted = registryRead?.filter((entry) => funs.includes(entry.permission));
    if (!permitted) return undefined;
    for (const [key, state] of states) {
      const wider = key.split(',');
      if (state.status !== 'ready' || state.unreachable.length > 0 || !permitted.every((entry) => wider.includes(entry.permission))) continue;
      const narrow: DirectoryState = { status: 'ready', sections: state.sections.filter((s) => funs.includes(s.permission)), unreachable: [] };
      // Kept (without telling the listeners: nothing changed), so every reader gets the same object.
      states.set(keyOf(funs), narrow);
      return narrow;
    }
    return undefined;
  };

  /** Each entry's descriptor, read once; a failed read (or Retry) reads it again. */
  const descriptors = new Map<string, Promise<EmittedDescriptor>>();
  const readDescriptor = (entry: RegistryEntry, again = false) => {
    let descriptor = again ? undefined : descriptors.get(entry.id);
    if (!descriptor) {
      descriptor = source.descriptor(entry);
      descriptors.set(entry.id, descriptor);
      const pending = descriptor;
      pending.catch(() => {
        if (descriptors.get(entry.id) === pending) descriptors.delete(entry.id);
      });
    }
    return descriptor;
  };

  async function read(funs: readonly string[]): Promise<DirectoryState> {
    const permitted = (await readRegistry()).filter((entry) => funs.includes(entry.permission));
    const results = await Promise.allSettled(permitted.map((entry) => readDescriptor(entry)));
    const sections: SectionInfo[] = [];
    const unreachable: RegistryEntry[] = [];
    const labels: Promise<void>[] = [];
    results.forEach((result, i) => {
      const entry = permitted[i]!;
      if (result.status === 'rejected') {
        unreachable.push(entry);
        return;
      }
      labels.push(loadSectionLabels(result.value.i18nNamespace, result.value.messages));
      sections.push(sectionInfoOf(result.value, entry));
    });
    // The sidebar shows the sections with their texts, never their keys.
    await Promise.all(labels);
    return { status: 'ready', sections, unreachable };
  }

  return {
    ensure(funs, again = false) {
      const key = keyOf(funs);
      const current = states.get(key) ?? narrowed(funs);
      const failed = current?.status === 'error' || (current?.status === 'ready' && current.unreachable.length > 0);
      if (current && !(again && failed)) return;
      set(key, { status: 'loading' });
      read(funs).then(
        (state) => set(key, state),
        (error: unknown) => set(key, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    },
    get: (funs) => states.get(keyOf(funs)) ?? narrowed(funs),
    entryOf: async (id) => (await readRegistry()).find((entry) => entry.id === id),
    async preview() {
      const entries = await readRegistry();
      const read = await Promise.allSettled(entries.map((entry) => readDescriptor(entry)));
      return entries.flatMap((entry, i) => {
        const result = read[i]!;
        return result.status === 'fulfilled' ? [sectionInfoOf(result.value, entry)] : [];
      });
    },
    async requirementsOf(id, again = false) {
      const entry = (await readRegistry()).find((e) => e.id === id);
      return entry ? (await readDescriptor(entry, again)).requires : undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

export const SectionDirectoryContext = createContext<SectionDirectory | null>(null);

export function useSectionDirectory(): SectionDirectory {
  const directory = useContext(SectionDirectoryContext);
  if (!directory) throw new Error('useSectionDirectory needs a SectionDirectoryContext provider');
  return directory;
}

/** The directory of the given rights, read the first time they are asked for. */
export function useDirectoryState(funs: readonly string[]): DirectoryState {
  const directory = useSectionDirectory();
  useSyncExternalStore(directory.subscribe, directory.version);
  const key = keyOf(funs);
  useEffect(() => {
    directory.ensure(key ? key.split(',') : []);
  }, [directory, key]);
  return directory.get(funs) ?? { status: 'loading' };
}
