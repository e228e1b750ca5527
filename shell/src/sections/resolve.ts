import { BASE_REDIRECTS, SECTIONS, type SectionId, type SectionInfo } from './table';

/** Sections this visitor can use: built for the brand and permitted by funs. */
export function availableSections(built: readonly string[], funs: readonly string[]): SectionInfo[] {
  return SECTIONS.filter((s) => built.includes(s.id) && funs.includes(s.permission));
}

const owns = (screen: string, path: string) => path === screen || path.startsWith(`${screen}/`);

/** The available section owning a path, if any. */
export function sectionForPath(path: string, available: readonly SectionInfo[]): SectionInfo | undefined {
  return available.find((s) => s.screens.some((screen) => owns(screen, path)));
}

const firstScreen = (s: SectionInfo) => s.menu[0]?.path ?? s.screens[0] ?? s.basePath;

/**
 * Where a base path ('/user', '/basicSetting', …) leads: its preferred section's first
 * screen, else the first available section's (DESIGN §3); undefined when nothing is available.
 */
export function redirectForBase(
  base: string,
  available: readonly SectionInfo[],
  menuOf: (id: SectionId) => { path: string }[] | undefined = () => undefined,
): string | undefined {
  const candidates = BASE_REDIRECTS[base];
  if (!candidates) return undefined;
  const pick =
    candidates.map((id) => available.find((s) => s.id === id)).find((s) => s !== undefined) ?? available[0];
  if (!pick) return undefined;
  return menuOf(pick.id)?.[0]?.path ?? firstScreen(pick);
}
