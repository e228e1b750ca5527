import { api, fpcompareGroup, settingsGroupEndpoints } from '@tac/goform';

const fpcompareApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const fpcompare = settingsGroupEndpoints(build, fpcompareGroup);
    return { basicSetupFpCompare: fpcompare.read, basicSetupSaveFpCompare: fpcompare.write };
  },
});

export const { useBasicSetupFpCompareQuery, useBasicSetupSaveFpCompareMutation } = fpcompareApi;
