import { revokeAllSessions } from '../auth/tokens';
import type { Device } from '../device';
import { simTimings } from './timings';

/**
 * The device restarts: every session dies and every call is refused until the
 * restart time has passed. Handlers answer reboot:1 before this takes effect.
 */
export function restartDevice(device: Device): { reboot: 1; restartms: number } {
  const restartms = simTimings(device).restartMs;
  revokeAllSessions(device);
  device.offlineUntil = device.now() + restartms;
  return { reboot: 1, restartms };
}
