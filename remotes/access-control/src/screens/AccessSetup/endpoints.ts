import { accessGroup, api, settingsGroupEndpoints } from '@tac/goform';

/**
 * The access settings group (SetAccessControl reads, GetAccessControl writes). Access Setup
 * and the Normally Open / Normally Close screens edit different fields of this one group,
 * so they share its query and cache.
 */
const accessApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const access = settingsGroupEndpoints(build, accessGroup);
    return { accessControlAccess: access.read, accessControlSaveAccess: access.write };
  },
});

export const { useAccessControlAccessQuery, useAccessControlSaveAccessMutation } = accessApi;
