import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SectionManifest } from './section';
import { isLoadFailure, networkRetryPlugin, sectionErrorPlugin } from './plugins';

/**
 * The one boundary between the shell and the Module Federation runtime; tests replace
 * this module (DESIGN §2).
 */

/** Container names are JS identifiers ('basic-setup' → 'basic_setup', as rspack.config.base). */
const containerName = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

const remoteFor = (id: string) => ({
  name: containerName(id),
  entry: `/remotes/${id}/mf-manifest.json`,
});

/** A remote that hangs must not leave its section spinning forever. */
const LOAD_TIMEOUT_MS = 20_000;

export class SectionLoadError extends Error {
  constructor(
    readonly sectionId: string,
    reason: string,
  ) {
    super(`section ${sectionId} could not be loaded: ${reason}`);
    this.name = 'SectionLoadError';
  }
}

export function registerSections(ids: readonly string[]): void {
  registerPlugins([networkRetryPlugin(), sectionErrorPlugin()]);
  registerRemotes(ids.map(remoteFor));
}

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

/** Loads a remote's './section'; `again` drops what the runtime cached from a failed try. */
export async function loadSection(id: string, again = false): Promise<SectionManifest> {
  if (again) registerRemotes([remoteFor(id)], { force: true });
  const loaded = await withTimeout(loadRemote<{ default: unknown }>(`${containerName(id)}/section`), id);
  if (isLoadFailure(loaded)) throw new SectionLoadError(id, loaded.reason);
  const manifest = loaded?.default;
  if (!looksLikeManifest(manifest)) throw new SectionLoadError(id, 'its ./section export is not a section manifest');
  return manifest;
}
