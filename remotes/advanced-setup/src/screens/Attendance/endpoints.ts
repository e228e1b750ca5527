import { api, kaoqinGroup, settingsGroupEndpoints } from '@tac/goform';

const attendanceApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const kaoqin = settingsGroupEndpoints(build, kaoqinGroup);
    return { advancedSetupKaoqin: kaoqin.read, advancedSetupSaveKaoqin: kaoqin.write };
  },
});

export const { useAdvancedSetupKaoqinQuery, useAdvancedSetupSaveKaoqinMutation } = attendanceApi;
