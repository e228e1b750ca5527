import { useLocation } from 'react-router-dom';
import type { MenuItem } from '../federation/section';
import { sectionForPath } from './resolve';
import { useAvailableSections } from './useAvailableSections';

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
  const directory = useAvailableSections();
  if (directory.status !== 'ready') return [];
  const section = sectionForPath(pathname, directory.sections);
  if (!section) return [];
  const screen = deepestMatch([...section.menu, ...(section.pages ?? [])], pathname);
  return screen ? [section.titleKey, screen.labelKey] : [section.titleKey];
}
