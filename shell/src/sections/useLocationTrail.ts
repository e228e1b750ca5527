import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../federation/section';
import { useSections } from '../federation/sectionStore';
import { sectionForPath } from './resolve';
import { useAvailableSections } from './useAvailableSections';
import type { SectionInfo } from './table';

/** The menu a section shows: its remote's own once loaded, the shell's table until then. */
export function useSectionMenus(sections: readonly SectionInfo[]): Map<string, MenuItem[]> {
  const states = useSections(sections.map((s) => s.id));
  return new Map(
    sections.map((s) => {
      const state = states.get(s.id);
      return [s.id, state?.status === 'ready' ? state.manifest.menu : s.menu] as const;
    }),
  );
}

function deepestMatch(items: readonly MenuItem[], path: string): MenuItem | undefined {
  let best: MenuItem | undefined;
  for (const item of items) {
    if (path === item.path || path.startsWith(`${item.path}/`)) {
      if (!best || item.path.length > best.path.length) best = item;
    }
    const child = item.children && deepestMatch(item.children, path);
    if (child && (!best || child.path.length > best.path.length)) best = child;
  }
  return best;
}

/** i18n keys of the current path's section, then its screen when known (breadcrumb, title). */
export function useLocationTrail(): string[] {
  const { pathname } = useLocation();
  const available = useAvailableSections();
  const menus = useSectionMenus(available);
  const section = sectionForPath(pathname, available);
  if (!section) return [];
  const screen = deepestMatch([...(menus.get(section.id) ?? section.menu), ...(section.pages ?? [])], pathname);
  return screen ? [section.titleKey, screen.labelKey] : [section.titleKey];
}
