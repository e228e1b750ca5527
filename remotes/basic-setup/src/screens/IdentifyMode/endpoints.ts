import { api, identifyGroup, settingsGroupEndpoints } from '@tac/goform';

const identifyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const identify = settingsGroupEndpoints(build, identifyGroup);
    return { basicSetupIdentify: identify.read, basicSetupSaveIdentify: identify.write };
  },
});

export const { useBasicSetupIdentifyQuery, useBasicSetupSaveIdentifyMutation } = identifyApi;
