import { Code, datetimeGroup, IDENTIFY_MODES } from '@tac/goform/contract';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';
import { wifiLink } from '../hardware/wifi';
import { modelProfile } from '../model/profiles';
import { readClock, setClock } from './clock';
import { readSingle, store } from './store';
import { scheduleTimeSync, timeSyncStatus } from './timeSync';

type Value = Record<string, unknown>;

/** What a group needs beyond its schema: checks against the model, or a store other than the settings table. */
export interface GroupRules {
  /** Refuses (DeviceError) a merged, schema-valid value the device cannot take. */
  validate?: (device: Device, value: Value) => void;
  /** Replaces the stored document as the group's source. */
  read?: (device: Device) => Value;
  /** Replaces storing the document (the value is already validated). */
  write?: (device: Device, value: Value) => void;
  /** The live state a read answers beside the group (the contract's `live` fields). */
  live?: (device: Device) => Value;
}

export const GROUP_RULES: Record<string, GroupRules> = {
  identify: {
    validate: (device, value) => {
      const mode = IDENTIFY_MODES.find((m) => m.value === value.identifymode);
      const fun = modelProfile(device).funOption;
      if (!mode || !mode.needs.every((flag) => fun[flag] === 1)) throw new DeviceError(Code.MissingParameters, String(Code.MissingParameters), { field: 'identifymode' });
    },
  },
  wifi: { live: wifiLink },
  datetime: {
    read: (device) => ({ ...readSingle(device, datetimeGroup), ...readClock(device) }),
    write: (device, { date, time, ...network }) => {
      // The time is read in the zone in force before the write (the one the console showed);
      // in ntp mode the servers set the clock, and a clock left as read is not touched, nor one
      // not given (a restore: a backup carries no clock).
      const shown = readClock(device);
      const clockGiven = date !== undefined && time !== undefined;
      if (clockGiven && network.timemode !== 'ntp' && (date !== shown.date || time !== shown.time)) setClock(device, String(date), String(time));
      store(device, datetimeGroup.id, network);
      // Once the write's transaction is over: the exchange reads the settings it stored.
      setImmediate(() => void scheduleTimeSync(device));
    },
    live: timeSyncStatus,
  },
};
