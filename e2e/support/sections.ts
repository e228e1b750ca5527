import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { en } from './texts';

/** The seven menu sections (DESIGN §3): remote id, the `funs` key that shows it, its label. */
export const SECTIONS = [
  { id: 'users', permission: 'user', label: en.shell.sections.user },
  { id: 'network', permission: 'network', label: en.shell.sections.network },
  { id: 'basic-setup', permission: 'basicSetting', label: en.shell.sections.basicSetting },
  { id: 'advanced-setup', permission: 'advancedSetting', label: en.shell.sections.advancedSetting },
  { id: 'access-control', permission: 'accessControl', label: en.shell.sections.accessControl },
  { id: 'machine', permission: 'machine', label: en.shell.sections.machine },
  { id: 'data-report', permission: 'dataReport', label: en.shell.sections.dataReport },
] as const;

export type Section = (typeof SECTIONS)[number];

const distDir = resolve(__dirname, '..', '..', process.env.DIST_DIR ?? 'dist');

/**
 * Remotes present in the served build. A remote the build does not contain has its menu
 * hidden (DESIGN §2), so what a user must see is "permitted and built".
 */
export function isBuilt(section: Section): boolean {
  return existsSync(join(distDir, 'remotes', section.id, 'mf-manifest.json'));
}

export function visibleSectionsFor(funs: readonly string[]): Section[] {
  return SECTIONS.filter((s) => funs.includes(s.permission) && isBuilt(s));
}
