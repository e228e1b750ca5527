import { answerOf, goformRequest, type Answer, type ParsedAnswer } from '@tac/goform/core';
import { api } from './api';
import type { RequestOf } from './contract/define';
import { groupGroup, type GroupRow } from './contract/settings';

/**
 * The access-control groups (time-zone groups, SetGroupInfo), read once for the whole
 * console: the users section's Group field and the access-control section's Group screen
 * share this one endpoint and its cache ("one endpoint, one cache"). Writing a group row
 * invalidates ACCESS_GROUPS_TAG, so every reader sees the new rows.
 */
export const ACCESS_GROUPS_TAG = 'AccessGroups' as const;

const groupsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accessGroups: build.query<GroupRow[], void>({
      query: () => goformRequest(groupGroup.read),
      transformResponse: (answer: Answer) => answerOf(groupGroup.read)(answer).items,
      providesTags: [ACCESS_GROUPS_TAG],
    }),
    saveAccessGroupRow: build.mutation<ParsedAnswer<typeof groupGroup.write>, RequestOf<typeof groupGroup.write>>({
      query: (input) => goformRequest(groupGroup.write, input),
      transformResponse: answerOf(groupGroup.write),
      invalidatesTags: (_result, error) => (error ? [] : [ACCESS_GROUPS_TAG]),
    }),
  }),
});

export const { useAccessGroupsQuery, useSaveAccessGroupRowMutation } = groupsApi;
export const accessGroupsEndpoint = groupsApi.endpoints.accessGroups;
