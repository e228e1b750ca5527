import { useEffect, useState } from 'react';
import { hasWholeNamespace } from './backend';

/** How the host loads a section's whole texts by its namespace (the shell: through that section's remote). */
export type SectionTextsSource = (ns: string) => Promise<void>;

let source: SectionTextsSource | undefined;

/** Called once by the host: the shell, a test kit. A standalone remote has none, and names others' fields by their keys' fallbacks. */
export function provideSectionTexts(load: SectionTextsSource): void {
  source = load;
}

/**
 * Loads other sections' whole namespaces, for a screen that names their screens' fields in
 * their own words (a backup's preview): their texts stay theirs, never copied. Settles
 * either way; a section that cannot load leaves its texts to their fallbacks.
 */
export async function loadSectionTexts(namespaces: readonly string[]): Promise<void> {
  const load = source;
  if (!load) return;
  await Promise.allSettled(namespaces.filter((ns) => !hasWholeNamespace(ns)).map((ns) => load(ns)));
}

/** loadSectionTexts as a screen uses it: true once the namespaces have loaded (or failed to), so the screen draws again. */
export function useSectionTexts(namespaces: readonly string[]): boolean {
  const key = namespaces.join(',');
  const [loaded, setLoaded] = useState(() => namespaces.every(hasWholeNamespace));
  useEffect(() => {
    let live = true;
    void loadSectionTexts(key.split(',')).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}
