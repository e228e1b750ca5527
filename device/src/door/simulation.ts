import { accessGroup, type DoorAlarm, type DoorMode, type DoorState } from '@tac/goform/contract';
import { zoneInForce } from '../access/zones';
import type { Device } from '../device';
import { simTimings } from '../hardware/timings';
import { readSingle } from '../settings/store';
import { deleteState, getState, setState } from '../model/state';
import { raiseDoorEvent } from './events';

/** The operator override, kept in the database so that it holds across a restart. */
const OVERRIDE_KEY = 'door-override';

type Override = 'open' | 'locked';
type LatchedAlarm = Exclude<DoorAlarm, 'heldOpen'>;

/** One opening of the door leaf: when the sensor opens and when it closes again (null: held open until closed). */
interface Opening {
  openedAt: number;
  closesAt: number | null;
}

interface Observed {
  relay: DoorState['relay'];
  sensor: DoorState['sensor'];
  heldOpen: boolean;
}

/** The door's run-time state: what the relay and leaf do on the device's clock, and the alarms that wait for an acknowledgement. */
interface DoorSim {
  pulseUntil: number;
  opening: Opening | null;
  /** Someone will hold the door open at its next opening. */
  propNext: boolean;
  latched: Set<LatchedAlarm>;
  /** The opening whose heldOpen an operator acknowledged (silent until the door next opens). */
  heldAcknowledged: number | null;
  emergency: boolean;
  observed: Observed;
  observedAt: number;
}

const sims = new WeakMap<Device, DoorSim>();

function sim(device: Device): DoorSim {
  let s = sims.get(device);
  if (!s) {
    const fresh: Omit<DoorSim, 'observed'> = {
      pulseUntil: 0,
      opening: null,
      propNext: false,
      latched: new Set(),
      heldAcknowledged: null,
      emergency: false,
      observedAt: device.now(),
    };
    s = { ...fresh, observed: observe(device, fresh, device.now()) };
    sims.set(device, s);
  }
  return s;
}

export function readOverride(device: Device): Override | null {
  const kept = getState(device, OVERRIDE_KEY);
  return kept === 'open' || kept === 'locked' ? kept : null;
}

/** The mode in force and whether it holds the relay unlocked, before any one-off Open. */
function modeInForce(device: Device, s: Pick<DoorSim, 'emergency'>): { mode: DoorMode; unlocked: boolean } {
  if (s.emergency) return { mode: 'emergency', unlocked: true };
  const override = readOverride(device);
  if (override) return { mode: 'override', unlocked: override === 'open' };
  const access = readSingle(device, accessGroup);
  if (zoneInForce(device, access.normallyopen)) return { mode: 'normallyOpen', unlocked: true };
  if (zoneInForce(device, access.normallyclose)) return { mode: 'normallyClosed', unlocked: false };
  return { mode: 'schedule', unlocked: false };
}

const hasSensor = (device: Device) => {
  const access = readSingle(device, accessGroup);
  return access.relaymode === 'dooropen' && access.doorsensor === 1;
};
/** How long the door may stand open on a locked relay before it is held open (the access group's sensordelay). */
const sensorDelayMs = (device: Device) => readSingle(device, accessGroup).sensordelay * 1000;
const isOpenAt = (o: Opening | null, t: number) => o !== null && o.openedAt <= t && (o.closesAt === null || t < o.closesAt);

function observe(device: Device, s: Omit<DoorSim, 'observed'>, t: number): Observed {
  const relay = modeInForce(device, s).unlocked || t < s.pulseUntil ? 'unlocked' : 'locked';
  if (!hasSensor(device)) return { relay, sensor: 'none', heldOpen: false };
  const open = isOpenAt(s.opening, t);
  const heldOpen =
    open && relay === 'locked' && t - s.opening!.openedAt >= sensorDelayMs(device) && s.heldAcknowledged !== s.opening!.openedAt;
  return { relay, sensor: open ? 'open' : 'closed', heldOpen };
}

/**
 * Brings the simulation up to the device clock: every moment something changed since it was last
 * looked at (the relock, the leaf opening and closing, the sensor delay running out) is observed
 * in order and reported at the time it happened.
 */
function settle(device: Device, s: DoorSim): void {
  const now = device.now();
  const o = s.opening;
  // Now is always looked at again: what a call just changed shows at once.
  const moments = [s.pulseUntil, o?.openedAt, o?.closesAt, o && o.openedAt + sensorDelayMs(device)]
    .filter((t): t is number => typeof t === 'number' && t > s.observedAt && t < now)
    .sort((a, b) => a - b);
  for (const at of new Set([...moments, now])) {
    const next = observe(device, s, at);
    const was = s.observed;
    if (next.relay !== was.relay) raiseDoorEvent(device, { code: next.relay === 'unlocked' ? 'relayUnlocked' : 'relayLocked', at });
    if (next.sensor !== was.sensor && next.sensor !== 'none' && was.sensor !== 'none') {
      raiseDoorEvent(device, { code: next.sensor === 'open' ? 'doorOpened' : 'doorClosed', at });
    }
    if (next.heldOpen && !was.heldOpen) raiseDoorEvent(device, { code: 'alarm', alarm: 'heldOpen', at });
    s.observed = next;
  }
  s.observedAt = Math.max(s.observedAt, now);
}

/** Someone walks through after an unlock: the leaf opens a moment later and closes a few seconds after (unless propped). */
function walkThrough(device: Device, s: DoorSim): void {
  const now = device.now();
  if (isOpenAt(s.opening, now) || (s.opening && s.opening.openedAt > now)) return;
  const { doorOpensMs, doorClosesMs } = simTimings(device);
  const openedAt = now + doorOpensMs;
  s.opening = { openedAt, closesAt: s.propNext ? null : openedAt + doorClosesMs };
  s.propNext = false;
}

/** Brings the door up to the device clock, reporting what happened since it was last looked at (the device's tick). */
export const settleDoor = (device: Device): void => settle(device, sim(device));

export function doorState(device: Device): DoorState {
  const s = sim(device);
  settle(device, s);
  const access = readSingle(device, accessGroup);
  return {
    relay: s.observed.relay,
    sensor: s.observed.sensor,
    mode: modeInForce(device, s).mode,
    override: readOverride(device) ?? '',
    overridekept: 'persisted',
    alarms: [...(s.observed.heldOpen ? (['heldOpen'] as const) : []), ...[...s.latched].sort()],
    relaydelay: access.relaydelay,
    sensordelay: access.sensordelay,
  };
}

/** Whether the relay drives a door at all (a bell relay or none has nothing to open). */
export const drivesDoor = (device: Device) => readSingle(device, accessGroup).relaymode === 'dooropen';

/** The relay unlocks for `seconds` (the relay delay unless said) and someone walks through. */
function unlockOnce(device: Device, s: DoorSim, seconds = readSingle(device, accessGroup).relaydelay): void {
  s.pulseUntil = device.now() + seconds * 1000;
  walkThrough(device, s);
}

/** One unlock for `seconds` (the relay delay unless said), then the relock (an override in force stays). */
export function pulse(device: Device, seconds?: number): void {
  const s = sim(device);
  settle(device, s);
  unlockOnce(device, s, seconds);
  settle(device, s);
}

/** Holds the relay open or locked until `null` gives the door back to its schedule; kept across a restart. */
export function setOverride(device: Device, override: Override | null): void {
  const s = sim(device);
  settle(device, s);
  if (override) setState(device, OVERRIDE_KEY, override);
  else deleteState(device, [OVERRIDE_KEY]);
  if (override === 'open') walkThrough(device, s);
  settle(device, s);
}

export function acknowledge(device: Device, alarm: DoorAlarm): void {
  const s = sim(device);
  settle(device, s);
  if (alarm === 'heldOpen') s.heldAcknowledged = s.opening?.openedAt ?? null;
  else s.latched.delete(alarm);
  raiseDoorEvent(device, { code: 'alarmAcknowledged', alarm, at: device.now() });
  settle(device, s);
}

function latch(device: Device, s: DoorSim, alarm: LatchedAlarm, userid?: number): void {
  if (!s.latched.has(alarm)) raiseDoorEvent(device, { code: 'alarm', alarm, at: device.now(), userid });
  s.latched.add(alarm);
}

/** A duress finger or PIN: the alarm is raised (silent at the door), and the door opens as for the user when the grant opens it. */
function duress(device: Device, s: DoorSim, opensDoor: boolean, userid?: number): void {
  latch(device, s, 'duress', userid);
  if (opensDoor) unlockOnce(device, s);
}

/** The simulation's hooks (test_door): what happens at the door without the console. */
export const doorSimulations = {
  /** The door opens with no unlock: forced open while the relay is locked. */
  forceOpen(device: Device, s: DoorSim) {
    const now = device.now();
    if (!isOpenAt(s.opening, now)) s.opening = { openedAt: now, closesAt: now + simTimings(device).doorClosesMs };
    settle(device, s);
    if (s.observed.relay === 'locked') latch(device, s, 'forcedOpen');
  },
  /** Someone holds the door open: the opening in progress (or the next one) does not close by itself. */
  propOpen(device: Device, s: DoorSim) {
    const now = device.now();
    if (s.opening && (s.opening.closesAt === null || s.opening.closesAt > now)) s.opening.closesAt = null;
    else s.propNext = true;
  },
  close(device: Device, s: DoorSim) {
    const now = device.now();
    if (s.opening && (s.opening.closesAt === null || s.opening.closesAt > now)) s.opening.closesAt = Math.max(now, s.opening.openedAt);
    s.propNext = false;
  },
  tamper: (device: Device, s: DoorSim) => latch(device, s, 'tamper'),
  duress: (device: Device, s: DoorSim) => duress(device, s, true),
  emergency(device: Device, s: DoorSim) {
    s.emergency = true;
    walkThrough(device, s);
  },
  emergencyEnd(_device: Device, s: DoorSim) {
    s.emergency = false;
  },
} as const;

export type DoorSimulation = keyof typeof doorSimulations;

export function simulate(device: Device, event: DoorSimulation): void {
  const s = sim(device);
  settle(device, s);
  doorSimulations[event](device, s);
  settle(device, s);
}

/** A user's duress finger granted at the reader: the duress alarm with the user, the door opened when the grant opens it. */
export function duressAtReader(device: Device, userid: number, opensDoor: boolean): void {
  const s = sim(device);
  settle(device, s);
  duress(device, s, opensDoor, userid);
  settle(device, s);
}

/** A restart ends what the door held in memory (a pulse, the alarms, the emergency input); the override stays. */
export function restartDoor(device: Device): void {
  sims.delete(device);
}

/** Initialization puts the door back to its schedule, with no alarm held. */
export function resetDoor(device: Device): void {
  deleteState(device, [OVERRIDE_KEY]);
  restartDoor(device);
}
