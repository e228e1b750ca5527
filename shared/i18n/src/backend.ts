import type { BackendModule, ReadCallback } from 'i18next';

export type Messages = Record<string, unknown>;
export type MessagesLoader = (lang: string) => Promise<Messages>;

/** Namespaces whose texts live in this package (one JSON file per language and namespace). */
export const CORE_NAMESPACES = ['common', 'errors', 'shell'] as const;
export type CoreNamespace = (typeof CORE_NAMESPACES)[number];

const sectionLoaders = new Map<string, MessagesLoader>();
/** Namespaces whose whole texts are registered (their remote's code has loaded). */
const complete = new Set<string>();

/** A remote's own loader for its whole namespace. */
export function registerNamespaceLoader(ns: string, loader: MessagesLoader): void {
  sectionLoaders.set(ns, loader);
  complete.add(ns);
}

/** Whether a namespace's whole texts are registered, not just its descriptor's part. */
export const hasWholeNamespace = (ns: string): boolean => complete.has(ns);

/**
 * Part of a namespace known before its remote's code: a section descriptor's texts per
 * language. Answers false (and changes nothing) when the whole namespace is already there.
 */
export function registerPartialLoader(ns: string, byLanguage: Record<string, Messages>): boolean {
  if (complete.has(ns)) return false;
  sectionLoaders.set(ns, (lang) => Promise.resolve(byLanguage[lang] ?? {}));
  return true;
}

function unwrapModule(mod: unknown): Messages {
  const m = mod as { default?: Messages } & Messages;
  return (m.default ?? m) as Messages;
}

// A template import makes the bundler split every language file into its own chunk,
// so the login page carries English only (bundled) and fetches the chosen language on demand.
const loadCoreMessages = (lang: string, ns: string): Promise<Messages> =>
  import(`./locales/${lang}/${ns}.json`).then(unwrapModule);

/** i18next backend: core namespaces from ./locales, remotes' namespaces from their registered loaders. */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, callback: ReadCallback) {
    const section = sectionLoaders.get(ns);
    const load = section ? section(lang) : loadCoreMessages(lang, ns);
    load.then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
