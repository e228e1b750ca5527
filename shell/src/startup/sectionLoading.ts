import { whenLoaded, type SectionStore } from '../federation/sectionStore';
import { SectionLoadError } from '../federation/sectionErrors';
import type { SectionDirectory } from '../sections/directory';

/** The Module Federation loading code: a chunk of its own, so /login does not carry it. */
let federationCode: Promise<typeof import('../federation/loadSection')> | undefined;
export const loadFederationCode = () => {
  federationCode ??= import(/* webpackChunkName: "console-federation" */ '../federation/loadSection').catch((error: unknown) => {
    federationCode = undefined; // Retry tries the chunk again.
    throw error;
  });
  return federationCode;
};

/**
 * A section's code loads only when one of its paths opens, from where the registry
 * points, once what it requires of the shell (its section.json) is known.
 */
export function lazySectionLoader(directory: SectionDirectory) {
  return async (id: string, again: boolean) => {
    const entry = await directory.entryOf(id);
    if (!entry) throw new SectionLoadError(id, 'not in the registry');
    const loader = loadFederationCode();
    const requires = await directory.requirementsOf(id, again).catch((error: unknown) => {
      throw new SectionLoadError(id, `its section.json cannot be read (${error instanceof Error ? error.message : String(error)})`);
    });
    return (await loader).loadSection(entry, again, requires);
  };
}

/**
 * A section's whole texts for a screen of another section that names its fields (a backup's
 * preview): its remote loads with them, as when one of its paths opens. A section's code is
 * no secret; its calls still need their rights.
 */
export function sectionTextsOf(directory: SectionDirectory, sections: SectionStore) {
  return async (ns: string) => {
    const owner = (await directory.preview()).find((section) => section.i18nNamespace === ns);
    if (owner) await whenLoaded(sections, owner.id);
  };
}
