import { sectionFiles } from '../federation/manifestFiles';
import { firstScreenAfterLogin } from '../sections/resolve';
import { fetchJson, manifestUrlOf, sectionInfoOf, servedSource } from '../sections/served';
import { offerRead } from './handoff';

/**
 * While the visitor is on the login page, what the console reads first is read now and
 * offered to it (./handoff.ts): the registry, every section's descriptor, and the MF
 * manifest of the section owning the first screen after the sign-in (`search`: the
 * page's query, its redirect). Answers that section's files for the page to fetch ahead
 * (its remote entry and the chunks of its './section'). A section's code is no secret;
 * rights are checked when the console starts. Every read is public, static JSON.
 */
export async function readAhead(search: string): Promise<string[]> {
  const read = (url: string) => {
    const json = fetchJson(url);
    offerRead(url, json);
    return json;
  };
  const source = servedSource(undefined, read);
  const registry = await source.registry();
  const descriptors = await Promise.allSettled(registry.map(async (entry) => sectionInfoOf(await source.descriptor(entry), entry)));
  const listed = descriptors.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const { owner } = firstScreenAfterLogin(search, listed);
  if (!owner) return [];
  const manifestUrl = manifestUrlOf(owner);
  return sectionFiles(manifestUrl, await read(manifestUrl));
}
