/** Add Wi-Fi joins with the same call as Choose Wi-Fi (SetAllWirless), given by hand. */
export { useNetworkWifiConnectMutation } from '../../wifi/connectEndpoint';
