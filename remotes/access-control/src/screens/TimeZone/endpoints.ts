import { api, settingsGroupEndpoints, timezoneGroup } from '@tac/goform';

/**
 * The 32 time zones (SetTimeIntervalInfo reads them all, GetTimeIntervalInfo writes one).
 * The Group and door-schedule screens read the same query to offer only zones in use.
 */
const timezoneApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const zones = settingsGroupEndpoints(build, timezoneGroup);
    return { accessControlTimezones: zones.read, accessControlSaveTimezone: zones.write };
  },
});

export const { useAccessControlTimezonesQuery, useAccessControlSaveTimezoneMutation } = timezoneApi;
