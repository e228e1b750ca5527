import { HOME, safeRedirect } from '../access/targets';
import type { SectionInfo } from './directory';

/** The User section's base, SPEC §2's home: with no User section it leads to the first section there is. */
export const USER_BASE = '/user';

/** Whether `path` is the screen `screen` or lies under it. */
export const owns = (screen: string, path: string) => path === screen || path.startsWith(`${screen}/`);

/** The section owning a path, if any: the one whose paths contain it or lead to it. */
export function sectionForPath(path: string, sections: readonly SectionInfo[]): SectionInfo | undefined {
  return sections.find((s) => s.paths.some((screen) => owns(screen, path)));
}

/** Where a section starts: its home, else its first menu entry. */
export const firstScreen = (s: SectionInfo): string => s.home ?? s.menu[0]?.path ?? s.paths[0] ?? s.base.path;

/**
 * Where a base path ('/user', '/basicSetting', …) leads: the first screen of the section
 * that ranks first there (SPEC §2: /advSetting → Record List). The User section's base leads
 * to the first section there is when no section claims it. Undefined: not a base path.
 */
export function baseTarget(base: string, sections: readonly SectionInfo[]): string | undefined {
  const claiming = sections.filter((s) => s.base.path === base).sort((a, b) => a.base.rank - b.base.rank);
  const first = claiming[0] ?? (base === USER_BASE ? sections[0] : undefined);
  return first && firstScreen(first);
}

/**
 * The first screen after the sign-in from /login (its `redirect` when safe, else home) as
 * the sections listed resolve it: the path asked for, the screen it leads to, and the
 * section owning that screen, whose code is worth loading while the visitor types (none
 * for the status home, which is in the layout's own chunk).
 */
export function firstScreenAfterLogin(search: string, listed: readonly SectionInfo[]): { first: string; path: string; owner?: SectionInfo } {
  const first = safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME;
  const path = baseTarget(first, listed) ?? first;
  return { first, path, owner: sectionForPath(path, listed) };
}
