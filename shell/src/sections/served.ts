import type { EmittedDescriptor, RegistryEntry } from '@tac/section';
import type { SectionInfo } from './directory';

/**
 * What the device serves about the sections, and where: the registry beside index.html,
 * and beside each remote's entry its descriptor (section.json) and Module Federation
 * manifest. No React here: the login page reads them too (../startup/readAhead.ts).
 */

/** Where the registry and descriptors come from; tests provide their own. */
export interface DirectorySource {
  registry(): Promise<RegistryEntry[]>;
  descriptor(entry: RegistryEntry): Promise<EmittedDescriptor>;
}

/** A remote's file beside its entry (the registry's folder URL, relative to the page). */
const besideEntry = (entry: RegistryEntry, file: string) => new URL(file, new URL(entry.entry, window.location.href)).href;

export const descriptorUrlOf = (entry: RegistryEntry): string => besideEntry(entry, 'section.json');

export const manifestUrlOf = (entry: RegistryEntry): string => besideEntry(entry, 'mf-manifest.json');

export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

const isRegistry = (value: unknown): value is { remotes: RegistryEntry[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { remotes?: unknown }).remotes) &&
  (value as { remotes: unknown[] }).remotes.every(
    (r) => typeof r === 'object' && r !== null && ['id', 'entry', 'permission'].every((k) => typeof (r as Record<string, unknown>)[k] === 'string'),
  );

const isDescriptor = (value: unknown): value is EmittedDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as EmittedDescriptor).menu) &&
  Array.isArray((value as EmittedDescriptor).paths) &&
  typeof (value as EmittedDescriptor).i18nNamespace === 'string';

/**
 * The registry served beside index.html and each remote's section.json beside its entry,
 * each JSON read with `read` (the console takes what the login page read ahead).
 */
export const servedSource = (registryUrl = '/remotes.json', read: (url: string) => Promise<unknown> = fetchJson): DirectorySource => ({
  async registry() {
    const value = await read(registryUrl);
    if (!isRegistry(value)) throw new Error(`${registryUrl} is not a registry of remotes`);
    return value.remotes;
  },
  async descriptor(entry) {
    const url = descriptorUrlOf(entry);
    const value = await read(url);
    if (!isDescriptor(value) || value.id !== entry.id) throw new Error(`${url} is not the descriptor of ${entry.id}`);
    return value;
  },
});


/** A section as the shell knows it before its code: the descriptor, with the registry's id, permission and folder. */
export const sectionInfoOf = ({ messages: _messages, version: _version, requires: _requires, ...descriptor }: EmittedDescriptor, entry: RegistryEntry): SectionInfo => ({
  ...descriptor,
  id: entry.id,
  permission: entry.permission,
  entry: entry.entry,
});
