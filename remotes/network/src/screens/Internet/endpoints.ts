import { api, internetGroup, settingsGroupEndpoints } from '@tac/goform';

const internetApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const group = settingsGroupEndpoints(build, internetGroup);
    return { networkInternet: group.read, networkSaveInternet: group.write };
  },
});

export const { useNetworkInternetQuery, useNetworkSaveInternetMutation } = internetApi;
