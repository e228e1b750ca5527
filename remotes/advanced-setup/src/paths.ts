/**
 * Every path of the Advanced Setup section (spelled as SPEC §2's route table, 'wigan' included), named once: its routes, menu and
 * links, and the e2e tests, take them from here.
 */
export const ADVANCED_SETUP_PATHS = {
  base: '/basicSetting',
  attendance: '/basicSetting/attendance',
  timeSetting: '/basicSetting/timeSetting',
  dst: '/basicSetting/dst',
  applyStatus: '/basicSetting/applyStatus',
  statusChange: '/basicSetting/statusChange',
  print: '/basicSetting/print',
  wiganPairing: '/basicSetting/wiganPairing',
  workMode: '/basicSetting/workMode',
  authorizationMode: '/basicSetting/authorizationMode',
  wiegandAuthorization: '/basicSetting/wiegandAuthorization',
  bluetoothAuthorization: '/basicSetting/bluetoothAuthorization',
} as const;
