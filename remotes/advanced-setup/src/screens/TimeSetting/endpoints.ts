import { api, datetimeGroup, settingsGroupEndpoints } from '@tac/goform';

const timeSettingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const datetime = settingsGroupEndpoints(build, datetimeGroup);
    return { advancedSetupDateTime: datetime.read, advancedSetupSaveDateTime: datetime.write };
  },
});

export const { useAdvancedSetupDateTimeQuery, useAdvancedSetupSaveDateTimeMutation } = timeSettingApi;
