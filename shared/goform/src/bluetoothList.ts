import { goformRequest, type Answer } from '@tac/goform/core';
import { api } from './api';
import type { RequestOf, ResponseOf } from './contract/define';
import { GetBluetoothAuthorize, SetBluetoothAuthorize } from './contract/hardware';

/**
 * The device's list of Bluetooth peers (SetBluetoothAuthorize), read once for the whole
 * console: Network › Bluetooth shows it and Bluetooth Authorization manages it. Whatever
 * adds a peer or changes its authorization invalidates BLUETOOTH_LIST_TAG, so both screens
 * see the same list.
 */
export const BLUETOOTH_LIST_TAG = { type: 'Settings', id: 'bluetoothList' } as const;

export type BluetoothList = ResponseOf<typeof SetBluetoothAuthorize> & Answer;

const bluetoothListApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bluetoothList: build.query<BluetoothList, void>({
      query: () => goformRequest(SetBluetoothAuthorize, {}),
      transformResponse: (answer: Answer) => answer as BluetoothList,
      providesTags: [BLUETOOTH_LIST_TAG],
    }),
    authorizeBluetooth: build.mutation<Answer, RequestOf<typeof GetBluetoothAuthorize>>({
      query: (input) => goformRequest(GetBluetoothAuthorize, input),
      invalidatesTags: (_result, error) => (error ? [] : [BLUETOOTH_LIST_TAG]),
    }),
  }),
});

export const { useBluetoothListQuery, useAuthorizeBluetoothMutation } = bluetoothListApi;
