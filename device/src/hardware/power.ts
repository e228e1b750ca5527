import { revokeAllSessions } from '../auth/tokens';
import type { Device } from '../device';
import { restartDoor } from '../door/simulation';
import { simTimings } from './timings';

/**
 * The device restarts: every session dies, the door forgets what it held in memory, and every call is refused until the
 * restart time has passed. Handlers answer reboot:1 before this takes effect.
 */
export function restartDevice(device: Device): { reboot: 1; restartms: number } {
  const restartms = simTimings(device).restartMs;
  revokeAllSessions(device);
  restartDoor(device);
  device.offlineUntil = device.now() + restartms;
  return { reboot: 1, restartms };
}
