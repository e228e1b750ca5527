import type { Device } from './device';

/**
 * Run-time state of each device, beside its database: a map made on first use and forgotten
 * with the device (and by a restart of the emulator, as a terminal forgets work in progress).
 */
export function mapPerDevice<V>(): (device: Device) => Map<string, V> {
  const maps = new WeakMap<Device, Map<string, V>>();
  return (device) => {
    let map = maps.get(device);
    if (!map) maps.set(device, (map = new Map()));
    return map;
  };
}
