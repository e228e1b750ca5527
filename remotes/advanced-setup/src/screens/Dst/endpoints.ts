import { api, dstGroup, settingsGroupEndpoints } from '@tac/goform';

const dstApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const dst = settingsGroupEndpoints(build, dstGroup);
    return { advancedSetupDst: dst.read, advancedSetupSaveDst: dst.write };
  },
});

export const { useAdvancedSetupDstQuery, useAdvancedSetupSaveDstMutation } = dstApi;
