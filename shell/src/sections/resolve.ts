import { BASE_REDIRECTS, SECTIONS, type SectionInfo } from './table';

/** Sections this visitor can use: built for the brand and permitted by funs. */
export function availableSections(built: readonly string[], funs: readonly string[]): SectionInfo[] {
  return SECTIONS.filter((s) => built.includes(s.id) && funs.includes(s.permission));
}

const owns = (screen: string, path: string) => path === screen || path.startsWith(`${screen}/`);

/** The available section owning a path, if any. */
export function sectionForPath(path: string, available: readonly SectionInfo[]): SectionInfo | undefined {
  return available.find((s) => s.screens.some((screen) => owns(screen, path)));
}

/** The first screen of a section by the shell's table (used until its remote says otherwise). */
export const firstScreen = (s: SectionInfo): string => s.menu[0]?.path ?? s.screens[0] ?? s.basePath;

/**
 * The sections a base path ('/user', '/basicSetting', …) may lead to, in order of
 * preference: those of the path that are available, else the first available section
 * (DESIGN §3); empty when nothing is available.
 */
export function sectionsForBase(base: string, available: readonly SectionInfo[]): SectionInfo[] {
  const own = (BASE_REDIRECTS[base] ?? [])
    .map((id) => available.find((s) => s.id === id))
    .filter((s): s is SectionInfo => s !== undefined);
  if (own.length > 0) return own;
  return available.slice(0, 1);
}
