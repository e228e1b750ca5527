import { api } from './api';
import {
  accessGroup,
  applyGroup,
  bluetoothGroup,
  cloudGroup,
  commmodeGroup,
  datetimeGroup,
  deviceGroup,
  displayGroup,
  dstGroup,
  ethernetGroup,
  fpcompareGroup,
  identifyGroup,
  internetGroup,
  kaoqinGroup,
  printGroup,
  restGroup,
  statuschangeGroup,
  timezoneGroup,
  wifiGroup,
  workmodeGroup,
} from './contract/settings';
import { settingsGroupEndpoints } from './settingsGroup';

/**
 * Every settings group's read and write, injected once for the whole console: this package
 * is a Module Federation singleton, so every screen of every section that reads a group
 * shares its one cache entry, and a write anywhere re-reads it everywhere. Endpoint names
 * are the contract's group names (deviceGroup → useDeviceGroupQuery, useSaveDeviceGroupMutation).
 * The access-control groups (groupGroup) live in groups.ts.
 */
const settingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const device = settingsGroupEndpoints(build, deviceGroup);
    const display = settingsGroupEndpoints(build, displayGroup);
    const identify = settingsGroupEndpoints(build, identifyGroup);
    const fpcompare = settingsGroupEndpoints(build, fpcompareGroup);
    const ethernet = settingsGroupEndpoints(build, ethernetGroup);
    const internet = settingsGroupEndpoints(build, internetGroup);
    const wifi = settingsGroupEndpoints(build, wifiGroup);
    const commmode = settingsGroupEndpoints(build, commmodeGroup);
    const rest = settingsGroupEndpoints(build, restGroup);
    const cloud = settingsGroupEndpoints(build, cloudGroup);
    const bluetooth = settingsGroupEndpoints(build, bluetoothGroup);
    // The device computes the report's late and early minutes from the work hours.
    const kaoqin = settingsGroupEndpoints(build, kaoqinGroup, ['Report']);
    const datetime = settingsGroupEndpoints(build, datetimeGroup);
    const dst = settingsGroupEndpoints(build, dstGroup);
    const apply = settingsGroupEndpoints(build, applyGroup);
    const print = settingsGroupEndpoints(build, printGroup);
    const workmode = settingsGroupEndpoints(build, workmodeGroup);
    const access = settingsGroupEndpoints(build, accessGroup);
    const timezone = settingsGroupEndpoints(build, timezoneGroup);
    const statuschange = settingsGroupEndpoints(build, statuschangeGroup);
    return {
      deviceGroup: device.read,
      saveDeviceGroup: device.write,
      displayGroup: display.read,
      saveDisplayGroup: display.write,
      identifyGroup: identify.read,
      saveIdentifyGroup: identify.write,
      fpcompareGroup: fpcompare.read,
      saveFpcompareGroup: fpcompare.write,
      ethernetGroup: ethernet.read,
      saveEthernetGroup: ethernet.write,
      internetGroup: internet.read,
      saveInternetGroup: internet.write,
      wifiGroup: wifi.read,
      saveWifiGroup: wifi.write,
      commmodeGroup: commmode.read,
      saveCommmodeGroup: commmode.write,
      restGroup: rest.read,
      saveRestGroup: rest.write,
      cloudGroup: cloud.read,
      saveCloudGroup: cloud.write,
      bluetoothGroup: bluetooth.read,
      saveBluetoothGroup: bluetooth.write,
      kaoqinGroup: kaoqin.read,
      saveKaoqinGroup: kaoqin.write,
      datetimeGroup: datetime.read,
      saveDatetimeGroup: datetime.write,
      dstGroup: dst.read,
      saveDstGroup: dst.write,
      applyGroup: apply.read,
      saveApplyGroup: apply.write,
      printGroup: print.read,
      savePrintGroup: print.write,
      workmodeGroup: workmode.read,
      saveWorkmodeGroup: workmode.write,
      accessGroup: access.read,
      saveAccessGroup: access.write,
      timezoneGroup: timezone.read,
      saveTimezoneGroup: timezone.write,
      statuschangeGroup: statuschange.read,
      saveStatuschangeGroup: statuschange.write,
    };
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
  useStatuschangeGroupQuery,
  useSaveStatuschangeGroupMutation,
} = settingsApi;
