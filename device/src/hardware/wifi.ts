import { Code, MsgKey, wifiGroup } from '@tac/goform/contract';
import { changedFields, recordAudit, type Actor } from '../audit/log';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';
import { readSingle, store } from '../settings/store';

/**
 * Networks in range of the simulated radio; only the office network knows a password
 * (SIM_WIFI_PASSWORD). `address` is what the network's DHCP server gives the unit once joined.
 */
const NETWORKS = [
  { ssid: 'TAC-Office', signal: -45, security: 'WPA2-PSK', address: '192.168.10.57' },
  { ssid: 'TAC-Guest', signal: -58, security: 'open', address: '10.99.0.57' },
  { ssid: 'Warehouse', signal: -71, security: 'WPA3-SAE', address: '172.16.4.57' },
  { ssid: 'Corp-Secure', signal: -77, security: 'WPA2-EAP', address: '10.1.0.57' },
  { ssid: 'Neighbour-5G', signal: -86, security: 'WPA2-PSK', address: '192.168.1.57' },
];

export const scanNetworks = () => NETWORKS.map(({ ssid, signal, security }) => ({ ssid, signal, security }));

function accepts(device: Device, ssid: string, password: string): boolean {
  const network = NETWORKS.find((n) => n.ssid === ssid);
  if (!network) return false;
  if (network.security === 'open') return true;
  return ssid === 'TAC-Office' && password === (device.config.env.SIM_WIFI_PASSWORD ?? 'tac-office');
}

/**
 * Joins a network. On success the wifi group switches to station mode on it; on
 * failure the device falls back to AP mode (stored, visible in SetWirless) and the call fails:
 * 40302, its msg saying why: a network out of range (wifiNotInRange), else the refused key.
 * The contract has checked the password against the security sent (SetAllWirless); an open
 * network of the scan ignores a password and stores none. A joined network whose key the
 * wifi group cannot hold answers 10003 with nothing stored, never a thrown error.
 */
/** Joins a network (or falls back to AP mode) and records what that changed in the wifi group, the password only as changed. */
export function connectWifi(device: Device, actor: Actor, ssid: string, password: string): { ssid: string; mode: string } {
  const inRange = NETWORKS.some((n) => n.ssid === ssid);
  const open = NETWORKS.find((n) => n.ssid === ssid)?.security === 'open';
  const key = open ? '' : password;
  const ok = accepts(device, ssid, key);
  device.tx(() => {
    const current = readSingle(device, wifiGroup);
    const next = wifiGroup.schema.safeParse(ok ? { ...current, mode: 'station', ssid, password: key } : { ...current, mode: 'ap' });
    if (!next.success) throw new DeviceError(Code.MissingParameters);
    store(device, wifiGroup.id, next.data);
    const changes = changedFields(current, next.data, Object.keys(wifiGroup.fields));
    if (changes.length > 0) recordAudit(device, { ...actor, kind: 'wifiConnect', target: ssid, changes });
  });
  if (!inRange) throw new DeviceError(Code.PasswordError, MsgKey.WifiNotInRange);
  if (!ok) throw new DeviceError(Code.PasswordError);
  return { ssid, mode: 'station' };
}

/**
 * The live link SetWirless answers beside the settings: joined while station mode names a
 * network in range that takes the stored key (as a real radio would stay joined), with the
 * address that network gave and its signal. Never the key itself.
 */
export function wifiLink(device: Device): { connected: number; connectedip?: string; connectedsignal?: number } {
  const { mode, ssid, password } = readSingle(device, wifiGroup);
  const network = NETWORKS.find((n) => n.ssid === ssid);
  if (mode !== 'station' || !network || !accepts(device, ssid, network.security === 'open' ? '' : password)) return { connected: 0 };
  return { connected: 1, connectedip: network.address, connectedsignal: network.signal };
}
