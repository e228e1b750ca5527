import type { SectionDescriptor } from '@tac/section';
import { ADVANCED_SETUP_PATHS as P } from './paths';

/** Path (paths.ts) and menu label key, in the menu's order. */
const SCREENS = [
  [P.attendance, 'attendance'],
  [P.timeSetting, 'timeSetup'],
  [P.dst, 'dst'],
  [P.applyStatus, 'attendanceStatus'],
  [P.statusChange, 'statusChange'],
  [P.print, 'printSetup'],
  [P.wiganPairing, 'wiegandPairing'],
  [P.workMode, 'workMode'],
  [P.authorizationMode, 'authorizationMode'],
  [P.wiegandAuthorization, 'wiegandAuthorization'],
  [P.bluetoothAuthorization, 'bluetoothAuthorization'],
] as const;

/**
 * Advanced Setup (DESIGN §3): its screens live under /basicSetting/ beside Basic Setup's,
 * which ranks first for the /basicSetting redirect. Menu labels are SPEC §2's.
 */
const descriptor: SectionDescriptor = {
  id: 'advanced-setup',
  permission: 'advancedSetting',
  i18nNamespace: 'advancedSetup',
  titleKey: 'advancedSetup:section.title',
  base: { path: P.base, rank: 1 },
  menu: SCREENS.map(([path, key]) => ({ path, labelKey: `advancedSetup:menu.${key}` })),
  paths: SCREENS.map(([path]) => path),
};

export default descriptor;
