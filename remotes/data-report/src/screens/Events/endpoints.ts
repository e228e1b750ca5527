import { api, searchEvents, type RequestOf, type ResponseOf } from '@tac/goform';
import { askDevice } from '../../common/askDevice';

export type EventSearch = RequestOf<typeof searchEvents>;
export type EventPage = ResponseOf<typeof searchEvents>;

const eventsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportEvents: build.query<EventPage, EventSearch>({
      queryFn: (input, _api, _extra, baseQuery) => askDevice(baseQuery, searchEvents, input),
      // Doors and the device add events all the time: a page is read again whenever it is shown anew,
      // and when the live stream brings new ones.
      keepUnusedDataFor: 0,
      providesTags: ['Events'],
    }),
  }),
});

export const { useDataReportEventsQuery } = eventsApi;
