import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { en } from './texts';

/** The seven menu sections (DESIGN §3): remote id, the `funs` key that shows it, its label, a screen. */
export const SECTIONS = [
  { id: 'users', permission: 'user', label: en.shell.sections.user, screen: '/user/userList' },
  { id: 'network', permission: 'network', label: en.shell.sections.network, screen: '/network/ethernet' },
  { id: 'basic-setup', permission: 'basicSetting', label: en.shell.sections.basicSetting, screen: '/basicSetting/systemInfo' },
  { id: 'advanced-setup', permission: 'advancedSetting', label: en.shell.sections.advancedSetting, screen: '/basicSetting/attendance' },
  { id: 'access-control', permission: 'accessControl', label: en.shell.sections.accessControl, screen: '/advSetting/timezone' },
  { id: 'machine', permission: 'machine', label: en.shell.sections.machine, screen: '/advSetting/restart' },
  { id: 'data-report', permission: 'dataReport', label: en.shell.sections.dataReport, screen: '/advSetting/recordList' },
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
