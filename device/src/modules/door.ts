import {
  AcknowledgeAlarm,
  Code,
  DoorControl,
  GetDoorState,
  test_door,
  test_verify,
  type DoorAction,
  type DoorAlarm,
  type DoorState,
} from '@tac/goform/contract';
import { decideAtReader } from '../access/decide';
import { recordAudit, type Actor } from '../audit/log';
import type { Device, DeviceModule } from '../device';
import { acknowledge, doorState, drivesDoor, pulse, resetDoor, setOverride, settleDoor, simulate } from '../door/simulation';
import { recordEvent } from '../events/log';
import { DeviceError } from '../goform/errors';
import { route } from '../goform/registry';
import { getState } from '../model/state';

const OVERRIDE_OF = { keepOpen: 'open', keepLocked: 'locked', schedule: null } as const;

/** The simulation's hooks answer only in the test mode of /test. */
const inTestMode = (device: Device) => getState(device, 'debugmode') === 'test';

/** How often the device looks at its door by itself: a door closing or held open is noticed without any call. */
export const DOOR_TICK_MS = 1000;
const ticks = new WeakMap<Device, NodeJS.Timeout>();

/**
 * DoorControl for whoever asks, the console or the central server (push/commands.ts): the action,
 * its audit entry, and for an open its event naming the account. `seconds` is how long an open
 * unlocks (the relay delay unless said). 10003 when the relay drives no door; nothing changes.
 */
export function operateDoor(device: Device, actor: Actor, action: DoorAction, seconds?: number): DoorState {
  if (!drivesDoor(device)) throw new DeviceError(Code.MissingParameters);
  if (action === 'open') {
    pulse(device, seconds);
    recordEvent(device, { code: 200, door: 1, detail: actor.account });
  } else setOverride(device, OVERRIDE_OF[action]);
  recordAudit(device, { ...actor, kind: 'door', target: action });
  return doorState(device);
}

/**
 * AcknowledgeAlarm for whoever asks, audited. An alarm no longer in force was acknowledged by someone
 * else first (two consoles at once): the state as it is, nothing audited — the second is told no error.
 */
export function acknowledgeAlarm(device: Device, actor: Actor, alarm: DoorAlarm): DoorState {
  if (!doorState(device).alarms.includes(alarm)) return doorState(device);
  acknowledge(device, alarm);
  recordAudit(device, { ...actor, kind: 'door', target: `acknowledge ${alarm}` });
  return doorState(device);
}

/**
 * The door: its live state, the operator's actions and alarms, and the simulation's hooks: the
 * door's (device/README.md "Door simulation") and a verification at its reader ("Access decisions").
 */
export const doorModule: DeviceModule = {
  name: 'door',
  migrations: [],
  routes: [
    route(GetDoorState, ({ device }) => doorState(device)),
    route(DoorControl, ({ device, input, actor }) => operateDoor(device, actor, input.action)),
    route(AcknowledgeAlarm, ({ device, input, actor }) => acknowledgeAlarm(device, actor, input.alarm)),
    route(test_door, ({ device, input }) => {
      const needsSensor = input.event === 'forceOpen' || input.event === 'propOpen';
      if (!inTestMode(device) || (needsSensor && doorState(device).sensor === 'none')) {
        throw new DeviceError(Code.MissingParameters);
      }
      simulate(device, input.event);
      return doorState(device);
    }),
    route(test_verify, ({ device, input }) => {
      if (!inTestMode(device)) throw new DeviceError(Code.MissingParameters);
      return decideAtReader(device, input);
    }),
  ],
  factoryReset: resetDoor,
  start: (device) => {
    // unref: the tick never keeps a process (or a test run) alive by itself.
    ticks.set(device, setInterval(() => settleDoor(device), DOOR_TICK_MS).unref());
  },
  stop: (device) => clearInterval(ticks.get(device)),
};
