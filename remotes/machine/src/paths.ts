/**
 * Every path of the Machine Setup section, named once: its routes, menu and
 * links, and the e2e tests, take them from here.
 */
export const MACHINE_PATHS = {
  base: '/advSetting',
  firmwareUpgrade: '/advSetting/firmwareUpgrade',
  initialization: '/advSetting/initialization',
  restart: '/advSetting/restart',
  backupRestore: '/advSetting/backupRestore',
} as const;
