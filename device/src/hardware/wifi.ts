import { Code, wifiGroup } from '@tac/goform/contract';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';
import { readSingle, store } from '../settings/store';

/** Networks in range of the simulated radio; only the office network knows a password (SIM_WIFI_PASSWORD). */
const NETWORKS = [
  { ssid: 'TAC-Office', signal: -45, security: 'WPA2-PSK' },
  { ssid: 'TAC-Guest', signal: -58, security: 'open' },
  { ssid: 'Warehouse', signal: -71, security: 'WPA3-SAE' },
  { ssid: 'Corp-Secure', signal: -77, security: 'WPA2-EAP' },
  { ssid: 'Neighbour-5G', signal: -86, security: 'WPA2-PSK' },
];

export const scanNetworks = () => NETWORKS.map((n) => ({ ...n }));

function accepts(device: Device, ssid: string, password: string): boolean {
  const network = NETWORKS.find((n) => n.ssid === ssid);
  if (!network) return false;
  if (network.security === 'open') return true;
  return ssid === 'TAC-Office' && password === (device.config.env.SIM_WIFI_PASSWORD ?? 'tac-office');
}

/**
 * Joins a network. On success the wifi group switches to station mode on it; on
 * failure the device falls back to AP mode (stored, visible in SetWirless) and the call fails.
 */
export function connectWifi(device: Device, ssid: string, password: string): { ssid: string; mode: string } {
  const ok = accepts(device, ssid, password);
  device.tx(() => {
    const current = readSingle(device, wifiGroup);
    const next = ok ? { ...current, mode: 'station' as const, ssid, password } : { ...current, mode: 'ap' as const };
    store(device, wifiGroup.id, wifiGroup.schema.parse(next));
  });
  if (!ok) throw new DeviceError(Code.PasswordError);
  return { ssid, mode: 'station' };
}
