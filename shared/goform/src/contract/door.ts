import { z } from 'zod';
import { endpoint } from './define';
import { wireChoice } from './settingsKit';

/** What an operator may make the door do: one unlock for the relay delay, hold it either way, or give it back to its schedule. */
export const DOOR_ACTIONS = ['open', 'keepOpen', 'keepLocked', 'schedule'] as const;
export type DoorAction = (typeof DOOR_ACTIONS)[number];

/**
 * Why the relay is as it is: the access group's time zones (schedule: no zone in force;
 * normallyOpen / normallyClosed: one of its zones is), an operator's keepOpen / keepLocked
 * (override), or the emergency input (emergency: unlocked whatever else holds).
 */
export const DOOR_MODES = ['schedule', 'normallyOpen', 'normallyClosed', 'override', 'emergency'] as const;
export type DoorMode = (typeof DOOR_MODES)[number];

/** The alarms a door raises; heldOpen ends when the door closes, the others stay until acknowledged. */
export const DOOR_ALARMS = ['heldOpen', 'forcedOpen', 'tamper', 'duress'] as const;
export type DoorAlarm = (typeof DOOR_ALARMS)[number];

/** Where an operator override is kept: this emulator keeps it in its database, so it holds across a restart. */
export const DOOR_OVERRIDE_KEPT = 'persisted' as const;

export const doorState = z.object({
  relay: z.enum(['locked', 'unlocked']),
  /** none: the access group has no door sensor (doorsensor 0), so no held-open or forced-open alarm. */
  sensor: z.enum(['open', 'closed', 'none']),
  mode: z.enum(DOOR_MODES),
  /** The operator override in force, '' when none. */
  override: z.enum(['open', 'locked', '']),
  /** Whether an override outlives a restart, and how: 'persisted' (kept by the device) or 'cleared'. */
  overridekept: z.enum([DOOR_OVERRIDE_KEPT, 'cleared']),
  alarms: z.array(z.enum(DOOR_ALARMS)),
  /** Seconds an Open keeps the relay unlocked (the access group's relaydelay). */
  relaydelay: z.number(),
  /** Seconds the door may stand open on a locked relay before heldOpen. */
  sensordelay: z.number(),
});
export type DoorState = z.infer<typeof doorState>;

export const GetDoorState = endpoint({
  name: 'GetDoorState',
  method: 'GET',
  access: 'accessControl',
  request: z.object({}),
  response: doorState,
  doc:
    'The door now: relay locked|unlocked; sensor open|closed|none (none: no door sensor configured); mode ' +
    'schedule|normallyOpen|normallyClosed|override|emergency (the reason the relay is as it is); override open|locked|"" ' +
    '(an operator override in force); overridekept persisted (this emulator keeps an override across a restart) or cleared; ' +
    'alarms in force (heldOpen, forcedOpen, tamper, duress); relaydelay and sensordelay in seconds.',
});

/** A call that changes the door (access-control right) and answers its state after the change. */
const doorCall = <Req extends z.ZodType>(name: string, request: Req, doc: string) =>
  endpoint({ name, method: 'POST', access: 'accessControl', request, response: doorState, doc });

export const DoorControl = doorCall(
  'DoorControl',
  z.object({ action: wireChoice(DOOR_ACTIONS) }),
  'Operates the door: action open (unlocks for relaydelay seconds, then relocks; a held override stays), keepOpen / ' +
  'keepLocked (an operator override until schedule), schedule (ends the override). Audited (kind door). Answers the ' +
  'state after it. Codes: 10003 unknown action, or a relay that drives no door (relaymode none or ring); nothing changes.',
);

export const AcknowledgeAlarm = doorCall(
  'AcknowledgeAlarm',
  z.object({ alarm: wireChoice(DOOR_ALARMS) }),
  'Acknowledges an alarm in force: forcedOpen, tamper and duress end; heldOpen falls silent until the door next opens. ' +
  'Audited (kind door). An alarm no longer in force (another console or the central server acknowledged it first) ' +
    'answers the state as it is, nothing audited. Codes: 10003 an unknown alarm; nothing changes.',
);

/** What the emulator's simulation can trip (test mode of /test only): see device/README.md "Door simulation". */
export const DOOR_SIMULATIONS = ['forceOpen', 'propOpen', 'close', 'tamper', 'duress', 'emergency', 'emergencyEnd'] as const;

export const test_door = doorCall(
  'test_door',
  z.object({ event: wireChoice(DOOR_SIMULATIONS) }),
  'Door simulation of /test, answered only while the test mode is test (GetDebugParam): forceOpen (the door opens ' +
  'without an unlock), propOpen (someone holds the door open: the opening in progress or the next one), close, tamper, duress ' +
  '(a duress finger or PIN: the door opens as for the user and the alarm is raised), emergency / emergencyEnd (the ' +
  'emergency input). Codes: 10003 an unknown event, the test ' +
  'mode not test, or forceOpen / propOpen without a door sensor.',
);
