import { api, goformRequest, SetAllWirless, type Answer, type RequestOf, type ResponseOf } from '@tac/goform';

export type ConnectInput = RequestOf<typeof SetAllWirless>;

/** SetAllWirless joins a network; win or lose it changes the wifi group (AP fallback), so that is re-read. */
const connectApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    networkWifiConnect: build.mutation<ResponseOf<typeof SetAllWirless> & Answer, ConnectInput>({
      query: (input) => goformRequest(SetAllWirless, input),
      transformResponse: (answer: Answer) => answer as ResponseOf<typeof SetAllWirless> & Answer,
      invalidatesTags: [{ type: 'Settings', id: 'wifi' }],
    }),
  }),
});

export const { useNetworkWifiConnectMutation } = connectApi;
