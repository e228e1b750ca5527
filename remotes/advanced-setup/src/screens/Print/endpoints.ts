import { api, printGroup, settingsGroupEndpoints } from '@tac/goform';

const printApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const print = settingsGroupEndpoints(build, printGroup);
    return { advancedSetupPrint: print.read, advancedSetupSavePrint: print.write };
  },
});

export const { useAdvancedSetupPrintQuery, useAdvancedSetupSavePrintMutation } = printApi;
