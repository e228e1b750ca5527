import { api } from './api';
import type { ParsedAnswer } from '@tac/goform/core';
import { GetAnvizWiegandAuthorize, GetBluetoothAuthorize, SetAnvizWiegandAuthorize, SetBluetoothAuthorize } from './contract/hardware';
import { authorizationListEndpoints } from './settingsGroup';

/**
 * The device's two authorization lists, read once for the whole console (one endpoint, one
 * cache per device call). Bluetooth: Network › Bluetooth shows the list and Bluetooth
 * Authorization manages it. Wiegand: Wiegand Authorization manages it and pairing adds to
 * it. Whatever adds a peripheral or changes its authorization invalidates the list's tag,
 * so every screen sees the same list.
 */
export const BLUETOOTH_LIST_TAG = { type: 'Settings', id: 'bluetoothList' } as const;
export const WIEGAND_LIST_TAG = { type: 'Settings', id: 'wiegandList' } as const;

export type AuthorizationList = ParsedAnswer<typeof SetBluetoothAuthorize>;

const authorizationListsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const bluetooth = authorizationListEndpoints(build, { read: SetBluetoothAuthorize, write: GetBluetoothAuthorize }, BLUETOOTH_LIST_TAG);
    const wiegand = authorizationListEndpoints(build, { read: SetAnvizWiegandAuthorize, write: GetAnvizWiegandAuthorize }, WIEGAND_LIST_TAG);
    return {
      bluetoothList: bluetooth.read,
      authorizeBluetooth: bluetooth.write,
      wiegandList: wiegand.read,
      authorizeWiegand: wiegand.write,
    };
  },
});

export const { useBluetoothListQuery, useAuthorizeBluetoothMutation, useWiegandListQuery, useAuthorizeWiegandMutation } =
  authorizationListsApi;
