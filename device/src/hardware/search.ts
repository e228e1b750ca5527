import { Code, type Peripheral } from '@tac/goform/contract';
import type { Device } from '../device';
import { DeviceError, DeviceWait } from '../goform/errors';
import { addPeripheral, findPeripheral } from './peripherals';
import { endJob, getJob, progressOf, startJob } from './jobs';
import { simTimings } from './timings';

/**
 * A timed search: the first call (or start) begins it and answers wait, later
 * calls answer wait until the pairing time has passed, then `finish` runs once.
 */
function searchStep<T>(device: Device, slot: string, action: string | undefined, finish: () => T): T | Record<string, never> {
  if (action === 'cancel') {
    endJob(device, slot);
    return {};
  }
  const job = getJob(device, slot);
  const duration = simTimings(device).pairMs;
  if (!job || action === 'start') {
    startJob(device, slot, null);
    throw new DeviceWait({ progress: 0 });
  }
  if (device.now() - job.startedAt < duration) throw new DeviceWait({ progress: progressOf(device, job, duration) });
  endJob(device, slot);
  return finish();
}

/** Wiegand pairing: a reader appears on the bus and joins the list, not yet authorized. */
export function wiegandPairStep(device: Device, action: string | undefined) {
  return searchStep(device, 'wiegand-pair', action, () => {
    const { next } = device.db
      .prepare<[], { next: number }>("SELECT coalesce(max(machine), 0) + 1 AS next FROM peripherals WHERE kind = 'wiegand'")
      .get()!;
    const mac = `00:1B:3C:1A:${(next >> 8).toString(16).padStart(2, '0')}:${(next & 255).toString(16).padStart(2, '0')}`.toUpperCase();
    const reader: Peripheral = addPeripheral(device, 'wiegand', { mac, model: 'WR-20', route: 1, status: 0 });
    return { reader };
  });
}

/** Peers a Bluetooth search finds (simulated). */
export const BLE_PEERS = [
  { mac: '00:1B:3C:20:00:03', name: 'BT-R1 Lobby', rssi: -52 },
  { mac: '00:1B:3C:20:00:04', name: 'BT-R1 Garage', rssi: -67 },
  { mac: '5C:F3:70:8A:11:42', name: 'Phone', rssi: -74 },
];
const FOUND = 'ble-found';

export function bleSearchStep(device: Device, action: string | undefined) {
  return searchStep(device, 'ble-search', action, () => {
    startJob(device, FOUND, BLE_PEERS);
    return { items: BLE_PEERS };
  });
}

/** Connects a peer of the last search (or one already known): it joins the Bluetooth list unauthorized. */
export function bleConnect(device: Device, mac: string): Peripheral {
  const known = findPeripheral(device, 'bluetooth', mac);
  if (known) return known;
  const found = getJob<typeof BLE_PEERS>(device, FOUND)?.data.find((p) => p.mac === mac);
  if (!found) throw new DeviceError(Code.MissingParameters);
  return addPeripheral(device, 'bluetooth', { mac, model: found.name === 'Phone' ? 'Phone' : 'BT-R1', route: 1, status: 0 });
}
