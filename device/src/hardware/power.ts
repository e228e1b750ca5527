import { revokeAllSessions } from '../auth/tokens';
import type { Device } from '../device';
import { restartDoor } from '../door/simulation';
import { recordEvent } from '../events/log';
import { simTimings } from './timings';

/**
 * The device restarts: every session dies, the door forgets what it held in memory, and every call is refused until the
 * restart time has passed. Handlers answer reboot:1 before this takes effect.
 * The event log records it (an initialization has emptied the log by then, so it is the first event kept).
 */
export function restartDevice(device: Device): { reboot: 1; restartms: number } {
  const restartms = simTimings(device).restartMs;
  revokeAllSessions(device);
  restartDoor(device);
  recordEvent(device, { code: 401 });
  device.offlineUntil = device.now() + restartms;
  device.startedAt = device.offlineUntil;
  return { reboot: 1, restartms };
}
