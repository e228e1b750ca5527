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
 * Which section a base path ('/user', '/basicSetting', …) leads to: its preferred
 * available section, else the first available one (DESIGN §3); undefined when none is.
 */
export function sectionForBase(base: string, available: readonly SectionInfo[]): SectionInfo | undefined {
  const candidates = BASE_REDIRECTS[base];
  if (!candidates) return undefined;
  return candidates.map((id) => available.find((s) => s.id === id)).find((s) => s !== undefined) ?? available[0];
}
