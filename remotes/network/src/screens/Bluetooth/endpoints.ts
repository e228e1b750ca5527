import {
  answerOf,
  api,
  BLUETOOTH_LIST_TAG,
  GetBleConnect,
  GetSearchBleDev,
  goformRequest,
  SetBleDevGroup,
  type Peripheral,
  type RequestOf,
  type ParsedAnswer,
} from '@tac/goform';

export type SearchAnswer = ParsedAnswer<typeof GetSearchBleDev>;
export type BlePeer = NonNullable<SearchAnswer['items']>[number];

const bluetoothApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** One step of the search: start, poll (no action) or cancel; `wait` until peers are found. */
    networkBleSearch: build.mutation<SearchAnswer, RequestOf<typeof GetSearchBleDev>>({
      query: (input) => goformRequest(GetSearchBleDev, input),
      transformResponse: answerOf(GetSearchBleDev),
    }),
    networkBleConnect: build.mutation<Peripheral, RequestOf<typeof GetBleConnect>>({
      query: (input) => goformRequest(GetBleConnect, input),
      transformResponse: answerOf(GetBleConnect),
      invalidatesTags: [BLUETOOTH_LIST_TAG],
    }),
    networkBleGroup: build.mutation<Peripheral, RequestOf<typeof SetBleDevGroup>>({
      query: (input) => goformRequest(SetBleDevGroup, input),
      transformResponse: answerOf(SetBleDevGroup),
      invalidatesTags: [BLUETOOTH_LIST_TAG],
    }),
  }),
});

export const {
  useNetworkBleSearchMutation,
  useNetworkBleConnectMutation,
  useNetworkBleGroupMutation,
} = bluetoothApi;
