/**
 * Every path of the Basic Setup section, named once: its routes, menu and
 * links, and the e2e tests, take them from here.
 */
export const BASIC_SETUP_PATHS = {
  base: '/basicSetting',
  systemInfo: '/basicSetting/systemInfo',
  device: '/basicSetting/device',
  display: '/basicSetting/display',
  identifyMode: '/basicSetting/identifyMode',
  fingerPrint: '/basicSetting/fingerPrint',
} as const;
