import { api, commmodeGroup, settingsGroupEndpoints } from '@tac/goform';

const apiCommMode = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const group = settingsGroupEndpoints(build, commmodeGroup);
    return { networkCommMode: group.read, networkSaveCommMode: group.write };
  },
});

export const { useNetworkCommModeQuery, useNetworkSaveCommModeMutation } = apiCommMode;
