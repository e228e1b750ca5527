import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItem } from '@tac/section';
import { distDir } from './registry';
import { REMOTES } from './remotes';

/** A menu section as its remote describes it: remote id, the `funs` key that shows it, its label, a screen. */
export interface Section {
  id: string;
  permission: string;
  label: string;
  screen: string;
}

const firstScreen = (items: MenuItem[]): string => {
  const first = items[0];
  if (!first) throw new Error('a section without a menu');
  return first.children?.length ? firstScreen(first.children) : first.path;
};

/** Every section of the repository (each folder of remotes/), by remote id. */
export const SECTIONS: Section[] = REMOTES.map(({ descriptor, en }) => ({
  id: descriptor.id,
  permission: descriptor.permission,
  label: en.section.title,
  screen: firstScreen(descriptor.menu),
}));

/**
 * Remotes present in the served build. A remote the build does not contain has its menu
 * hidden (DESIGN §2), so what a user must see is "permitted and built".
 */
export function isBuilt(section: Pick<Section, 'id'>): boolean {
  return existsSync(join(distDir, 'remotes', section.id, 'mf-manifest.json'));
}

export function visibleSectionsFor(funs: readonly string[]): Section[] {
  return SECTIONS.filter((s) => funs.includes(s.permission) && isBuilt(s));
}
