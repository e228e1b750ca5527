import { api, applyGroup, settingsGroupEndpoints } from '@tac/goform';

const applyStatusApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const apply = settingsGroupEndpoints(build, applyGroup);
    return { advancedSetupApply: apply.read, advancedSetupSaveApply: apply.write };
  },
});

/** The status labels are read by Status Change too (its row names). */
export const { useAdvancedSetupApplyQuery, useAdvancedSetupSaveApplyMutation } = applyStatusApi;
