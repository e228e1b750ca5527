import { answerOf, api, goformRequest, SetAllWirless, type ParsedAnswer, type RequestOf } from '@tac/goform';

export type ConnectInput = RequestOf<typeof SetAllWirless>;

/** SetAllWirless joins a network; win or lose it changes the wifi group (AP fallback), so that is re-read. */
const connectApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    networkWifiConnect: build.mutation<ParsedAnswer<typeof SetAllWirless>, ConnectInput>({
      query: (input) => goformRequest(SetAllWirless, input),
      transformResponse: answerOf(SetAllWirless),
      invalidatesTags: [{ type: 'Settings', id: 'wifi' }],
    }),
  }),
});

export const { useNetworkWifiConnectMutation } = connectApi;
