import type { SectionDescriptor } from '@tac/shell/section';

/** Route (DESIGN §3, spelled as SPEC §2's route table, 'wigan' included) and menu label key. */
const SCREENS = [
  ['attendance', 'attendance'],
  ['timeSetting', 'timeSetup'],
  ['dst', 'dst'],
  ['applyStatus', 'attendanceStatus'],
  ['statusChange', 'statusChange'],
  ['print', 'printSetup'],
  ['wiganPairing', 'wiegandPairing'],
  ['workMode', 'workMode'],
  ['authorizationMode', 'authorizationMode'],
  ['wiegandAuthorization', 'wiegandAuthorization'],
  ['bluetoothAuthorization', 'bluetoothAuthorization'],
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
  base: { path: '/basicSetting', rank: 1 },
  menu: SCREENS.map(([path, key]) => ({ path: `/basicSetting/${path}`, labelKey: `advancedSetup:menu.${key}` })),
  paths: SCREENS.map(([path]) => `/basicSetting/${path}`),
};

export default descriptor;
