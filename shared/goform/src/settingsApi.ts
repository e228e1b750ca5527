import { api } from './api';
import { SETTINGS_GROUP_BY_NAME } from './contract/settings';
import type { ApiTagType } from './apiShape';
import type { EndpointContract } from './contract/define';
import { settingsGroupEndpoints, type SettingsGroupContract } from './settingsGroup';

/** The settings groups every section reads and writes, by the name of their query; the access groups live in groups.ts. */
const { groupGroup: _inGroupsTs, ...GROUPS } = SETTINGS_GROUP_BY_NAME;
type Groups = typeof GROUPS;
type GroupName = keyof Groups;

/** What the device computes from a group, read again when the group is written. */
const ALSO_INVALIDATES: Partial<Record<GroupName, ApiTagType[]>> = {
  // The report's late and early minutes come from the work hours.
  kaoqinGroup: ['Report'],
  // The system info names the wired address (the header, the page title, System Info).
  ethernetGroup: ['SystemInfo'],
};

type GroupEndpoints<K extends GroupName> = ReturnType<typeof settingsGroupEndpoints<Groups[K]['read'], Groups[K]['write']>>;
/** `<name>` reads a group, `save<Name>` writes it: deviceGroup → useDeviceGroupQuery, useSaveDeviceGroupMutation. */
type SettingsDefinitions = { [K in GroupName]: GroupEndpoints<K>['read'] } & {
  [K in GroupName as `save${Capitalize<K>}`]: GroupEndpoints<K>['write'];
};

type AnyGroup = SettingsGroupContract<EndpointContract, EndpointContract>;

const saveName = (name: string) => `save${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * Every settings group's read and write, injected once for the whole console: this package
 * is a Module Federation singleton, so every screen of every section that reads a group
 * shares its one cache entry, and a write anywhere re-reads it everywhere.
 * The access-control groups (groupGroup) live in groups.ts.
 */
const settingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const definitions: Record<string, unknown> = {};
    // Built one by one, typed as a whole (SettingsDefinitions): a loop sees each group as any group.
    for (const [name, group] of Object.entries(GROUPS) as [GroupName, AnyGroup][]) {
      const { read, write } = settingsGroupEndpoints(build, group, ALSO_INVALIDATES[name]);
      definitions[name] = read;
      definitions[saveName(name)] = write;
    }
    return definitions as SettingsDefinitions;
  },
});

export const settingsEndpoints = settingsApi.endpoints;

export const {
  useDeviceGroupQuery,
  useSaveDeviceGroupMutation,
  useDisplayGroupQuery,
  useSaveDisplayGroupMutation,
  useIdentifyGroupQuery,
  useSaveIdentifyGroupMutation,
  useFpcompareGroupQuery,
  useSaveFpcompareGroupMutation,
  useEthernetGroupQuery,
  useSaveEthernetGroupMutation,
  useInternetGroupQuery,
  useSaveInternetGroupMutation,
  useWifiGroupQuery,
  useSaveWifiGroupMutation,
  useCommmodeGroupQuery,
  useSaveCommmodeGroupMutation,
  useRestGroupQuery,
  useSaveRestGroupMutation,
  useCloudGroupQuery,
  useSaveCloudGroupMutation,
  useBluetoothGroupQuery,
  useSaveBluetoothGroupMutation,
  useKaoqinGroupQuery,
  useSaveKaoqinGroupMutation,
  useDatetimeGroupQuery,
  useSaveDatetimeGroupMutation,
  useDstGroupQuery,
  useSaveDstGroupMutation,
  useApplyGroupQuery,
  useSaveApplyGroupMutation,
  usePrintGroupQuery,
  useSavePrintGroupMutation,
  useWorkmodeGroupQuery,
  useSaveWorkmodeGroupMutation,
  useAccessGroupQuery,
  useSaveAccessGroupMutation,
  useTimezoneGroupQuery,
  useSaveTimezoneGroupMutation,
  useHolidayGroupQuery,
  useSaveHolidayGroupMutation,
  useStatuschangeGroupQuery,
  useSaveStatuschangeGroupMutation,
} = settingsApi;
