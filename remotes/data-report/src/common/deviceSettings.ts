import { api, applyGroup, displayGroup, settingsGroupEndpoints } from '@tac/goform';

/**
 * Read-only use of two settings groups other sections own: the display group (date format,
 * 12/24 hour) and the attendance status labels. Any session may read them (the device
 * allows it so records can be shown); the Settings tag they share with the owning screens
 * means a label changed there is re-read here.
 */
const settingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportDisplay: settingsGroupEndpoints(build, displayGroup).read,
    dataReportStatusLabels: settingsGroupEndpoints(build, applyGroup).read,
  }),
});

export const { useDataReportDisplayQuery, useDataReportStatusLabelsQuery } = settingsApi;
