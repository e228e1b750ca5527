import { api, restGroup, settingsGroupEndpoints } from '@tac/goform';

const apiSecuOne = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const group = settingsGroupEndpoints(build, restGroup);
    return { networkSecuOne: group.read, networkSaveSecuOne: group.write };
  },
});

export const { useNetworkSecuOneQuery, useNetworkSaveSecuOneMutation } = apiSecuOne;
