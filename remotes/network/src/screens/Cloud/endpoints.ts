import { api, cloudGroup, settingsGroupEndpoints } from '@tac/goform';

const apiCloud = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const group = settingsGroupEndpoints(build, cloudGroup);
    return { networkCloud: group.read, networkSaveCloud: group.write };
  },
});

export const { useNetworkCloudQuery, useNetworkSaveCloudMutation } = apiCloud;
