import {
  api,
  bluetoothGroup,
  GetBleConnect,
  GetSearchBleDev,
  goformRequest,
  SetBleDevGroup,
  SetBluetoothAuthorize,
  settingsGroupEndpoints,
  type Answer,
  type Peripheral,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

export type SearchAnswer = ResponseOf<typeof GetSearchBleDev> & Answer;
export type BlePeer = NonNullable<SearchAnswer['items']>[number];
const DEVICES_TAG = { type: 'Network' as const, id: 'bluetoothDevices' };

const bluetoothApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const group = settingsGroupEndpoints(build, bluetoothGroup);
    return {
      networkBluetooth: group.read,
      networkSaveBluetooth: group.write,
      /** One step of the search: start, poll (no action) or cancel; `wait` until peers are found. */
      networkBleSearch: build.mutation<SearchAnswer, RequestOf<typeof GetSearchBleDev>>({
        query: (input) => goformRequest(GetSearchBleDev, input),
        transformResponse: (answer: Answer) => answer as SearchAnswer,
      }),
      networkBleConnect: build.mutation<Peripheral, RequestOf<typeof GetBleConnect>>({
        query: (input) => goformRequest(GetBleConnect, input),
        transformResponse: (answer: Answer) => answer as unknown as Peripheral,
        invalidatesTags: [DEVICES_TAG],
      }),
      networkBleGroup: build.mutation<Peripheral, RequestOf<typeof SetBleDevGroup>>({
        query: (input) => goformRequest(SetBleDevGroup, input),
        transformResponse: (answer: Answer) => answer as unknown as Peripheral,
        invalidatesTags: [DEVICES_TAG],
      }),
      /** The device's Bluetooth list (the same list Bluetooth Authorization manages). */
      networkBleDevices: build.query<Peripheral[], void>({
        query: () => goformRequest(SetBluetoothAuthorize, {}),
        transformResponse: (answer: Answer) => (answer as unknown as ResponseOf<typeof SetBluetoothAuthorize>).items,
        providesTags: [DEVICES_TAG],
      }),
    };
  },
});

export const {
  useNetworkBluetoothQuery,
  useNetworkSaveBluetoothMutation,
  useNetworkBleSearchMutation,
  useNetworkBleConnectMutation,
  useNetworkBleGroupMutation,
  useNetworkBleDevicesQuery,
} = bluetoothApi;
