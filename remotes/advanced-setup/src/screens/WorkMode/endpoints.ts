import { api, settingsGroupEndpoints, workmodeGroup } from '@tac/goform';

/** Work mode and Authorization mode are two fields of one device group (workmode). */
const workModeApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const workmode = settingsGroupEndpoints(build, workmodeGroup);
    return { advancedSetupWorkMode: workmode.read, advancedSetupSaveWorkMode: workmode.write };
  },
});

export const { useAdvancedSetupWorkModeQuery, useAdvancedSetupSaveWorkModeMutation } = workModeApi;
