import { api, settingsGroupEndpoints, statuschangeGroup } from '@tac/goform';

const statusChangeApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const statuschange = settingsGroupEndpoints(build, statuschangeGroup);
    return { advancedSetupStatusChange: statuschange.read, advancedSetupSaveStatusChangeRow: statuschange.write };
  },
});

export const { useAdvancedSetupStatusChangeQuery, useAdvancedSetupSaveStatusChangeRowMutation } = statusChangeApi;
