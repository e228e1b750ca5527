import { getInstance, loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { RegistryEntry, SectionManifest } from '@tac/section';
import { isLoadFailure, networkRetryPlugin, sectionErrorPlugin } from './plugins';
import { IncompatibleSectionError, SectionLoadError } from './sectionErrors';
import { incompatibilities } from './versions';
import { manifestUrlOf } from '../sections/served';
import { takeRead } from '../startup/handoff';
import { SECTION_EXPOSE } from './manifestFiles';

export { SectionLoadError } from './sectionErrors';

/**
 * The one boundary between the shell and the Module Federation runtime; tests replace
 * this module (DESIGN §2).
 */

/** Container names are JS identifiers ('basic-setup' → 'basic_setup', as rspack.config.base.ts). */
const containerName = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

/** The remote's Module Federation manifest, beside its section.json wherever the registry points. */
const remoteFor = (entry: RegistryEntry) => ({ name: containerName(entry.id), entry: manifestUrlOf(entry) });

/** A remote that hangs must not leave its section spinning forever. */
const LOAD_TIMEOUT_MS = 20_000;

let pluginsRegistered = false;
const registered = new Set<string>();

function withTimeout<T>(promise: Promise<T>, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SectionLoadError(id, 'timed out')), LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const looksLikeManifest = (value: unknown): value is SectionManifest =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as SectionManifest).routes) &&
  Array.isArray((value as SectionManifest).menu);

/** The version of each package the shell itself put in the share scope (package → version). */
function providedVersions(): Record<string, string | undefined> {
  const instance = getInstance();
  const provided: Record<string, string | undefined> = {};
  if (!instance) return provided;
  for (const [pkg, shares] of Object.entries(instance.options.shared)) {
    provided[pkg] = (shares.find((share) => share.from === instance.options.name) ?? shares[0])?.version;
  }
  return provided;
}

/**
 * Loads a remote's './section' (registering it, and the loading plugins, the first time);
 * `again` drops what the runtime cached from a failed try. `requires` (its section.json's:
 * package → range) is checked first against what the shell provides: a section that needs
 * another version of a shared library is refused before any of its code loads.
 */
export async function loadSection(entry: RegistryEntry, again = false, requires?: Record<string, string>): Promise<SectionManifest> {
  const { id } = entry;
  if (requires) {
    const refused = incompatibilities(requires, providedVersions(), satisfy);
    if (refused.length > 0) throw new IncompatibleSectionError(id, refused);
  }
  if (!pluginsRegistered) {
    registerPlugins([networkRetryPlugin(takeRead), sectionErrorPlugin()]);
    pluginsRegistered = true;
  }
  if (again || !registered.has(id)) registerRemotes([remoteFor(entry)], { force: again });
  registered.add(id);
  const loaded = await withTimeout(loadRemote<{ default: unknown }>(`${containerName(id)}/${SECTION_EXPOSE}`), id);
  if (isLoadFailure(loaded)) throw new SectionLoadError(id, loaded.reason);
  const manifest = loaded?.default;
  if (!looksLikeManifest(manifest)) throw new SectionLoadError(id, 'its ./section export is not a section manifest');
  return manifest;
}
