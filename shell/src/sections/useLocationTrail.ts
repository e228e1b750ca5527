import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@tac/section';
import { HOME } from '../access/targets';
import { sectionForPath } from './resolve';
import { useAvailableSections } from './useAvailableSections';

const covers = (item: MenuItem, path: string) => path === item.path || path.startsWith(`${item.path}/`);

/**
 * The menu items from the top down to the one that best matches `path` (the longest path
 * covering it): Wi-Fi, then Choose Wi-Fi under it.
 */
function menuChain(items: readonly MenuItem[], path: string): MenuItem[] {
  let best: MenuItem[] = [];
  const deepest = (chain: MenuItem[]) => chain[chain.length - 1]?.path.length ?? -1;
  for (const item of items) {
    const below = item.children ? menuChain(item.children, path) : [];
    const chain = below.length > 0 ? [item, ...below] : covers(item, path) ? [item] : [];
    if (deepest(chain) > deepest(best)) best = chain;
  }
  return best;
}

/** The shell's own status home, outside every section. */
const HOME_TRAIL = ['shell:status.title'];

/** i18n keys of the current path's section, then the menu items down to its screen when known (breadcrumb, title). */
export function useLocationTrail(): string[] {
  const { pathname } = useLocation();
  const directory = useAvailableSections();
  if (pathname === HOME) return HOME_TRAIL;
  if (directory.status !== 'ready') return [];
  const section = sectionForPath(pathname, directory.sections);
  if (!section) return [];
  const chain = menuChain([...section.menu, ...(section.pages ?? [])], pathname);
  return [section.titleKey, ...chain.map((item) => item.labelKey)];
}
