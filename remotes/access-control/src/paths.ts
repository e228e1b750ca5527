/**
 * Every path of the Access Control section, named once: its routes, menu and
 * links, and the e2e tests, take them from here.
 */
export const ACCESS_CONTROL_PATHS = {
  base: '/advSetting',
  timezone: '/advSetting/timezone',
  group: '/advSetting/group',
  holidays: '/advSetting/holidays',
  normallyOpen: '/advSetting/normallyOpen',
  normallyClose: '/advSetting/normallyClose',
  access: '/advSetting/access',
  initCard: '/advSetting/initCard',
  door: '/advSetting/door',
} as const;
