import type { WIFI_SECURITY } from '@tac/goform';

export type Security = (typeof WIFI_SECURITY)[number];

export interface WifiPreset {
  id: string;
  security: Security;
  encryption: string;
  eap: string;
  inner: string;
}

/**
 * The Wi-Fi preset list (SPEC §3 leaves its contents open): the configurations an
 * installer meets most, so one choice fills security, encryption and the EAP methods.
 */
export const WIFI_PRESETS: readonly WifiPreset[] = [
  { id: 'wpa2Personal', security: 'WPA2-PSK', encryption: 'AES', eap: '', inner: '' },
  { id: 'wpa3Personal', security: 'WPA3-SAE', encryption: 'AES', eap: '', inner: '' },
  { id: 'wpaMixed', security: 'WPA-PSK', encryption: 'TKIP+AES', eap: '', inner: '' },
  { id: 'peap', security: 'WPA2-EAP', encryption: 'AES', eap: 'PEAP', inner: 'MSCHAPV2' },
  { id: 'ttls', security: 'WPA2-EAP', encryption: 'AES', eap: 'TTLS', inner: 'PAP' },
  { id: 'tls', security: 'WPA2-EAP', encryption: 'AES', eap: 'TLS', inner: '' },
  { id: 'wep', security: 'WEP', encryption: 'WEP', eap: '', inner: '' },
  { id: 'open', security: 'open', encryption: '', eap: '', inner: '' },
];
