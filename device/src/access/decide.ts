import {
  Code,
  GROUP_SLOTS,
  groupGroup,
  IDENTIFY_MODES,
  statuschangeGroup,
  WEEKDAYS,
  workmodeGroup,
  type EventCode,
  type ParsedRequestOf,
  type test_verify,
  type VerifyDecision,
  type VerifyMode,
} from '@tac/goform/contract';
import type { Device } from '../device';
import { drivesDoor, duressAtReader, pulse } from '../door/simulation';
import { recordEvent } from '../events/log';
import { DeviceError } from '../goform/errors';
import { addRecord } from '../records/log';
import { localNow, readClock } from '../settings/clock';
import { readRows, readSingle } from '../settings/store';
import { requireUser, storedFingerprint, type StoredUser } from '../users/store';
import { zoneInForce } from './zones';

type VerifyInput = ParsedRequestOf<typeof test_verify>;
/** What a user can present: the verify modes, and an iris, which this reader has no sensor for. */
type Factor = VerifyMode | 'iris';

const GRANTED: Record<VerifyMode, EventCode> = { fingerprint: 100, card: 101, password: 102, face: 103 };
const GRANTED_MULTI_FACTOR = 104;
const DENIED = { outsideTimeZone: 150, notInGroup: 151, unknownCard: 152, wrongVerification: 153 } as const;
const isDenied = (event: EventCode) => (Object.values(DENIED) as EventCode[]).includes(event);
const FACTOR_OF_KEY: Record<string, Factor> = { fp: 'fingerprint', card: 'card', password: 'password', face: 'face', iris: 'iris' };

/** What a user's identify mode asks for ('fpAndCard': a fingerprint and a card); none for 'any' (any one enrolled factor). */
function factorsOf(identifymode: number): Factor[] {
  const key = IDENTIFY_MODES.find((m) => m.value === identifymode)?.key ?? 'any';
  return key === 'any' ? [] : key.split('And').map((part) => FACTOR_OF_KEY[part.toLowerCase()]!);
}

/** Whether the user holds a factor: an enrolled finger (that one, when a slot is given), a card, a PIN, a face. */
function holds(device: Device, user: StoredUser, factor: Factor, slot?: number): boolean {
  switch (factor) {
    case 'fingerprint':
      return slot === undefined
        ? device.db.prepare('SELECT 1 FROM fingerprints WHERE userid = ?').get(user.userid) !== undefined
        : storedFingerprint(device, user.userid, slot) !== undefined;
    case 'card':
      return user.cardid !== null;
    case 'password':
      return user.password_hash !== null;
    case 'face':
      return user.face === 1;
    case 'iris':
      return false;
  }
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new DeviceError(Code.MissingParameters);
  return value;
}

/** Who is at the reader: the card's holder (undefined: an unknown card), or the user named. */
function presentedUser(device: Device, input: VerifyInput): StoredUser | undefined {
  if (input.mode !== 'card') return requireUser(device, required(input.userid));
  return device.db.prepare<[string], StoredUser>('SELECT * FROM users WHERE cardid = ?').get(required(input.cardid));
}

/**
 * The reader's verdict for a recognized user, in a terminal's order: the verification (a match
 * with what is enrolled, in a mode the identify mode takes), then the group's time zones.
 */
function verdict(device: Device, user: StoredUser, input: VerifyInput, slot: number | undefined): EventCode {
  const asked = factorsOf(user.identifymode);
  const matches = input.wrong !== 1 && holds(device, user, input.mode, slot);
  // A two-factor mode asks for the other factor next: it matches when the user holds it.
  const others = asked.filter((f) => f !== input.mode);
  if (!matches || (asked.length > 0 && !asked.includes(input.mode)) || !others.every((f) => holds(device, user, f))) {
    return DENIED.wrongVerification;
  }
  const group = readRows(device, groupGroup).find((row) => row.id === user.groupid);
  const zones = group ? GROUP_SLOTS.map((s) => group[s] as number).filter((zone) => zone !== 0) : [];
  if (zones.length === 0) return DENIED.notInGroup;
  if (!zoneInForce(device, zones, user.groupid)) return DENIED.outsideTimeZone;
  return asked.length > 1 ? GRANTED_MULTI_FACTOR : GRANTED[input.mode];
}

/** The status a punch takes now: the status-change schedule's last switch of today at or before now (0 before the first). */
function statusInForce(device: Device): number {
  const weekday = WEEKDAYS[(localNow(device).getUTCDay() + 6) % 7]!;
  const now = readClock(device).time.slice(0, 5);
  const switched = readRows(device, statuschangeGroup)
    .map((row) => ({ number: row.number as number, at: row[weekday] as string }))
    .filter((s) => s.at !== '' && s.at <= now)
    .sort((a, b) => a.at.localeCompare(b.at));
  return switched.at(-1)?.number ?? 0;
}

/** What a grant does in the work mode in force: the relay pulses (access, both), a punch is recorded (attendance, both) while the log takes it. */
function carryOut(device: Device, user: StoredUser, duress: boolean): Pick<VerifyDecision, 'opened' | 'punched'> {
  const { workmode } = readSingle(device, workmodeGroup);
  const opens = workmode !== 'attendance' && drivesDoor(device);
  const punches = workmode !== 'access';
  if (duress) duressAtReader(device, user.userid, opens);
  else if (opens) pulse(device);
  const { date, time } = readClock(device);
  // The same insert as every punch: the push queue's trigger sends it to the central server; a
  // model that stops recording when its log is full records none (event 407), the door still opens.
  const punched = punches && addRecord(device, { userid: user.userid, time: `${date} ${time}`, status: statusInForce(device) }) !== undefined;
  return { opened: opens ? 1 : 0, punched: punched ? 1 : 0 };
}

/**
 * A verification at the reader, decided as the terminal does (device/README.md "Access decisions"):
 * each decision is an event of door 1 with the user and the verify mode; a grant opens the door
 * and/or records a punch as the work mode says; a duress finger is granted and raises the duress alarm.
 */
export function decideAtReader(device: Device, input: VerifyInput): VerifyDecision {
  return device.tx(() => {
    const user = presentedUser(device, input);
    if (!user) {
      recordEvent(device, { code: DENIED.unknownCard, door: 1, detail: input.cardid });
      return { event: DENIED.unknownCard, opened: 0, punched: 0, duress: 0 };
    }
    const slot = input.mode === 'fingerprint' ? required(input.slot) : undefined;
    const event = verdict(device, user, input, slot);
    recordEvent(device, { code: event, door: 1, userid: user.userid, detail: input.mode });
    const answer = { event, userid: String(user.userid), opened: 0, punched: 0, duress: 0 };
    if (isDenied(event)) return answer;
    const duress = slot !== undefined && storedFingerprint(device, user.userid, slot)?.duress === 1;
    return { ...answer, ...carryOut(device, user, duress), duress: duress ? 1 : 0 };
  });
}
