import { answerOf, api, GetChooseWirless, goformRequest, type Answer, type ResponseOf } from '@tac/goform';

export type ScannedNetwork = ResponseOf<typeof GetChooseWirless>['items'][number];

const scanApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // A scan is a radio action, not a cached setting: each visit or Rescan asks again.
    networkWifiScan: build.query<ScannedNetwork[], void>({
      query: () => goformRequest(GetChooseWirless),
      transformResponse: (answer: Answer) => answerOf(GetChooseWirless)(answer).items,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useNetworkWifiScanQuery } = scanApi;
export { useNetworkWifiConnectMutation } from '../../wifi/connectEndpoint';
