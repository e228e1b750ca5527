import { AcknowledgeAlarm, Code, DoorControl, GetDoorState, test_door, test_verify } from '@tac/goform/contract';
import { decideAtReader } from '../access/decide';
import { recordAudit } from '../audit/log';
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
 * The door: its live state, the operator's actions and alarms, and the simulation's hooks: the
 * door's (device/README.md "Door simulation") and a verification at its reader ("Access decisions").
 */
export const doorModule: DeviceModule = {
  name: 'door',
  migrations: [],
  routes: [
    route(GetDoorState, ({ device }) => doorState(device)),
    route(DoorControl, ({ device, input, actor }) => {
      if (!drivesDoor(device)) throw new DeviceError(Code.MissingParameters);
      if (input.action === 'open') {
        pulse(device);
        recordEvent(device, { code: 200, door: 1, detail: actor.account });
      } else setOverride(device, OVERRIDE_OF[input.action]);
      recordAudit(device, { ...actor, kind: 'door', target: input.action });
      return doorState(device);
    }),
    route(AcknowledgeAlarm, ({ device, input, actor }) => {
      if (!doorState(device).alarms.includes(input.alarm)) throw new DeviceError(Code.MissingParameters);
      acknowledge(device, input.alarm);
      recordAudit(device, { ...actor, kind: 'door', target: `acknowledge ${input.alarm}` });
      return doorState(device);
    }),
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
