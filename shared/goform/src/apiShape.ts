/**
 * What the store needs to know of the RTK Query api before the api exists: where its state
 * sits and which tags it knows. The api (api.ts) is built from these, and the store
 * (store.ts) types its state with them, so neither imports the other.
 */
export const API_REDUCER_PATH = 'goform';

export const API_TAG_TYPES = [
  'Session',
  'SystemInfo',
  'Users',
  'Records',
  'Report',
  'Settings',
  'Network',
  'Access',
  'AccessGroups',
  'Machine',
  'Events',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];
