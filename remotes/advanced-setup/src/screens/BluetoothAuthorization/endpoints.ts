import {
  api,
  GetBluetoothAuthorize,
  goformRequest,
  SetBluetoothAuthorize,
  type Answer,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

/** The Bluetooth list's cache tag: an authorization change refreshes it. */
export const BLUETOOTH_LIST_TAG = { type: 'Settings', id: 'bluetoothAuthorization' } as const;

type List = ResponseOf<typeof SetBluetoothAuthorize> & Answer;

const bluetoothAuthorizationApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    advancedSetupBluetoothList: build.query<List, void>({
      query: () => goformRequest(SetBluetoothAuthorize, {}),
      transformResponse: (answer: Answer) => answer as List,
      providesTags: [BLUETOOTH_LIST_TAG],
    }),
    advancedSetupBluetoothAuthorize: build.mutation<Answer, RequestOf<typeof GetBluetoothAuthorize>>({
      query: (input) => goformRequest(GetBluetoothAuthorize, input),
      invalidatesTags: (_result, error) => (error ? [] : [BLUETOOTH_LIST_TAG]),
    }),
  }),
});

export const { useAdvancedSetupBluetoothListQuery, useAdvancedSetupBluetoothAuthorizeMutation } = bluetoothAuthorizationApi;
