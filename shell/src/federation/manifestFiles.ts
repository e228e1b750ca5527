/** The exposed module the shell loads from every remote (loadSection: `<container>/section`). */
export const SECTION_EXPOSE = 'section';

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * What loading a remote's './section' fetches first, as its MF manifest (at `manifestUrl`)
 * lists it: the remote entry and the exposed module's own chunks, beside the manifest.
 * Only files of the manifest's folder: a name leading elsewhere is left out.
 */
export function sectionFiles(manifestUrl: string, manifest: unknown): string[] {
  const { metaData, exposes } = (manifest ?? {}) as ManifestShape;
  const entry = metaData?.remoteEntry;
  const section = Array.isArray(exposes) ? exposes.find((e) => e?.name === SECTION_EXPOSE) : undefined;
  const names = [
    ...(typeof entry?.name === 'string' ? [`${typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`] : []),
    ...strings(section?.assets?.js?.sync),
    ...strings(section?.assets?.css?.sync),
  ];
  const folder = new URL('./', manifestUrl);
  return names.map((name) => new URL(name, folder)).filter((url) => url.origin === folder.origin && url.pathname.startsWith(folder.pathname) && /\.(js|css)$/.test(url.pathname)).map((url) => url.href);
}
