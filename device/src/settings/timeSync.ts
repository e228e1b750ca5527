import { datetimeGroup, type NtpError } from '@tac/goform/contract';
import type { Device } from '../device';
import { adjustClock, deviceNow } from './clock';
import { SntpFailure, sntpQuery } from './sntp';
import { readSingle } from './store';

/** What the last exchange did, as the datetime group's read answers it (its live fields). */
type SyncStatus = {
  ntplastsync: string;
  ntpoffsetms: number;
  ntperror: NtpError | '';
};

interface Sync {
  status: SyncStatus;
  timer?: NodeJS.Timeout;
  /** Bumped by every reschedule: an exchange started under older settings changes nothing. */
  generation: number;
  stopped: boolean;
}

const NO_SYNC: SyncStatus = { ntplastsync: '', ntpoffsetms: 0, ntperror: '' };
const syncs = new WeakMap<Device, Sync>();

function syncOf(device: Device): Sync {
  let sync = syncs.get(device);
  if (!sync) syncs.set(device, (sync = { status: { ...NO_SYNC }, generation: 0, stopped: false }));
  return sync;
}

/** The network time status the datetime group's read answers. */
export function timeSyncStatus(device: Device): SyncStatus {
  return syncOf(device).status;
}

/** One exchange with each server in turn until one answers; the clock takes its offset. */
async function exchange(device: Device, generation: number): Promise<void> {
  const settings = readSingle(device, datetimeGroup);
  if (settings.timemode !== 'ntp') return;
  const servers = [settings.ntpserver1, settings.ntpserver2, settings.ntpserver3].filter((s): s is string => !!s);
  const sync = syncOf(device);
  let error: NtpError = 'notResolved';
  for (const server of servers) {
    try {
      const offset = await sntpQuery(server, settings.ntpport ?? 123, () => deviceNow(device));
      if (sync.stopped || sync.generation !== generation) return;
      adjustClock(device, offset);
      sync.status = { ntplastsync: new Date(deviceNow(device)).toISOString(), ntpoffsetms: offset, ntperror: '' };
      return;
    } catch (err) {
      if (!(err instanceof SntpFailure)) throw err;
      error = err.reason;
    }
  }
  if (!sync.stopped && sync.generation === generation) sync.status = { ...sync.status, ntperror: error };
}

/**
 * Runs the network time as the datetime group says: in ntp mode an exchange now and one every
 * ntpinterval minutes; in manual mode none (the status is forgotten). Called at start and after
 * every write of the group. Answers once the first exchange is done (tests wait on it).
 */
export function scheduleTimeSync(device: Device): Promise<void> {
  const sync = syncOf(device);
  clearTimeout(sync.timer);
  const generation = ++sync.generation;
  if (sync.stopped) return Promise.resolve();
  const settings = readSingle(device, datetimeGroup);
  if (settings.timemode !== 'ntp') {
    sync.status = { ...NO_SYNC };
    return Promise.resolve();
  }
  const intervalMs = (settings.ntpinterval ?? 60) * 60_000;
  const run = (): Promise<void> =>
    exchange(device, generation).finally(() => {
      // unref: the timer never keeps a process (or a test run) alive by itself.
      if (!sync.stopped && sync.generation === generation) sync.timer = setTimeout(() => void run(), intervalMs).unref();
    });
  return run();
}

/** The device shuts down: no more exchanges, and none in flight touches its clock. */
export function stopTimeSync(device: Device): void {
  const sync = syncOf(device);
  sync.stopped = true;
  clearTimeout(sync.timer);
}
