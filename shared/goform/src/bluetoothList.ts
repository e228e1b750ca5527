import { answerOf, goformRequest, type Answer, type ParsedAnswer } from '@tac/goform/core';
import { api } from './api';
import type { RequestOf } from './contract/define';
import { GetBluetoothAuthorize, SetBluetoothAuthorize } from './contract/hardware';

/**
 * The device's list of Bluetooth peers (SetBluetoothAuthorize), read once for the whole
 * console: Network › Bluetooth shows it and Bluetooth Authorization manages it. Whatever
 * adds a peer or changes its authorization invalidates BLUETOOTH_LIST_TAG, so both screens
 * see the same list.
 */
export const BLUETOOTH_LIST_TAG = { type: 'Settings', id: 'bluetoothList' } as const;

export type BluetoothList = ParsedAnswer<typeof SetBluetoothAuthorize>;

const bluetoothListApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bluetoothList: build.query<BluetoothList, void>({
      query: () => goformRequest(SetBluetoothAuthorize, {}),
      transformResponse: answerOf(SetBluetoothAuthorize),
      providesTags: [BLUETOOTH_LIST_TAG],
    }),
    authorizeBluetooth: build.mutation<Answer, RequestOf<typeof GetBluetoothAuthorize>>({
      query: (input) => goformRequest(GetBluetoothAuthorize, input),
      invalidatesTags: (_result, error) => (error ? [] : [BLUETOOTH_LIST_TAG]),
    }),
  }),
});

export const { useBluetoothListQuery, useAuthorizeBluetoothMutation } = bluetoothListApi;
