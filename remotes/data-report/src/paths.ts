/**
 * Every path of the Data Report section, named once: its routes, menu and
 * links, and the e2e tests, take them from here.
 */
export const DATA_REPORT_PATHS = {
  base: '/advSetting',
  recordList: '/advSetting/recordList',
  report: '/advSetting/report',
  thermometry: '/advSetting/thermometry',
  auditLog: '/advSetting/auditLog',
  events: '/advSetting/events',
} as const;
