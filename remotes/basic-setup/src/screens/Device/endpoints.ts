import { api, deviceGroup, settingsGroupEndpoints } from '@tac/goform';

const deviceApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const device = settingsGroupEndpoints(build, deviceGroup);
    return { basicSetupDevice: device.read, basicSetupSaveDevice: device.write };
  },
});

export const { useBasicSetupDeviceQuery, useBasicSetupSaveDeviceMutation } = deviceApi;
