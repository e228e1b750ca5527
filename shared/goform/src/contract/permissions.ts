/** Permission keys an account may hold (DESIGN §3); `funs` lists them. */
export const PERMISSIONS = [
  'user',
  'network',
  'basicSetting',
  'advancedSetting',
  'accessControl',
  'machine',
  'dataReport',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Full rights: every section. Only such an account may create, change or remove an
 * administrator user, or make a user administrator; the device enforces it and the
 * console hides what an account without it may not use.
 */
export const hasFullRights = (funs: readonly string[]) => PERMISSIONS.every((p) => funs.includes(p));
