import { api, goformRequest, SetDebugParam } from '@tac/goform';

/**
 * Is the device back? SetDebugParam is public and read-only, so it answers as soon as
 * the device is up again, without the session the restart ended. Quiet: while the device
 * restarts it refuses every call (10001 deviceOffline) and that is what we expect.
 */
export const restartEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    machineDeviceProbe: build.mutation<unknown, void>({
      query: () => goformRequest(SetDebugParam, {}, { quiet: true }),
    }),
  }),
});

export const { useMachineDeviceProbeMutation } = restartEndpoints;
