import { ACCESS_GROUPS_TAG, api, goformRequest, groupGroup, type Answer, type GroupRow, type RequestOf } from '@tac/goform';

/**
 * The group list itself is the console's one shared query (useAccessGroupsQuery in
 * @tac/goform, also read by the users section's Group field); this remote only adds the
 * write, which invalidates that shared cache so every reader sees the new row.
 */
const groupApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accessControlSaveGroup: build.mutation<GroupRow & Answer, RequestOf<typeof groupGroup.write>>({
      query: (input) => goformRequest(groupGroup.write, input),
      transformResponse: (answer: Answer) => answer as GroupRow & Answer,
      invalidatesTags: (_result, error) => (error ? [] : [ACCESS_GROUPS_TAG]),
    }),
  }),
});

export const { useAccessControlSaveGroupMutation } = groupApi;
export { useAccessGroupsQuery } from '@tac/goform';
export { useAccessControlTimezonesQuery } from '../TimeZone/endpoints';
