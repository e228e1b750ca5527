import { api, settingsGroupEndpoints, wifiGroup } from '@tac/goform';

const wifiApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const group = settingsGroupEndpoints(build, wifiGroup);
    return { networkWifi: group.read, networkSaveWifi: group.write };
  },
});

export const { useNetworkWifiQuery, useNetworkSaveWifiMutation } = wifiApi;
