import { api, settingsGroupEndpoints, workmodeGroup } from '@tac/goform';

/** The authmode field of the workmode group; its own cache entry, the same device tag as Work Mode. */
const authorizationModeApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const workmode = settingsGroupEndpoints(build, workmodeGroup);
    return { advancedSetupAuthMode: workmode.read, advancedSetupSaveAuthMode: workmode.write };
  },
});

export const { useAdvancedSetupAuthModeQuery, useAdvancedSetupSaveAuthModeMutation } = authorizationModeApi;
