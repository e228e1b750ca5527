import { api, ethernetGroup, settingsGroupEndpoints } from '@tac/goform';

const ethernetApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const group = settingsGroupEndpoints(build, ethernetGroup);
    return { networkEthernet: group.read, networkSaveEthernet: group.write };
  },
});

export const { useNetworkEthernetQuery, useNetworkSaveEthernetMutation } = ethernetApi;
