import type { DoorAlarm } from '@tac/goform/contract';
import type { Device } from '../device';

/** What the door reports: its relay and sensor moving, and each alarm raised or acknowledged (duress: with the user whose finger raised it). */
export type DoorEvent =
  | { code: 'relayUnlocked' | 'relayLocked' | 'doorOpened' | 'doorClosed'; at: number }
  | { code: 'alarm' | 'alarmAcknowledged'; alarm: DoorAlarm; at: number; userid?: number };

export type DoorListener = (event: DoorEvent) => void;

const listeners = new WeakMap<Device, Set<DoorListener>>();

/**
 * The one place door events and alarms leave the door: the event log and the live push subscribe
 * here. `at` is the device clock when it happened, which may be before the call that noticed it
 * (the simulation runs on the device's clock and is brought up to date at each door call).
 * Answers the unsubscribe.
 */
export function onDoorEvent(device: Device, listener: DoorListener): () => void {
  const set = listeners.get(device) ?? new Set();
  listeners.set(device, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function raiseDoorEvent(device: Device, event: DoorEvent): void {
  for (const listener of listeners.get(device) ?? []) listener(event);
}
