import { AcknowledgeAlarm, adduser, DoorControl, edituser, PERMISSIONS, type Permission } from '@tac/goform/contract';
import { recordAudit, type Actor } from '../audit/log';
import type { Device } from '../device';
import { doorState } from '../door/simulation';
import { DeviceError } from '../goform/errors';
import { systemInfo } from '../model/info';
import { mayCall } from '../model/permissions';
import { acknowledgeAlarm, operateDoor } from '../modules/door';
import { deleteUsers, saveNewUser, saveUserEdit } from '../modules/users';
import { getStoredUser } from '../users/store';
import { ADMIN_PRIVILEGE, cursorOf, userLine } from './queue';
import { commandFields, PUSH_VERSION, replyText, Return, type ServerCommand } from './protocol';

/**
 * What a central server may do, as an account of the console would: manage ordinary users
 * (the users section), clear records (data), restart (machine), operate the door and cancel its
 * alarms (access control: what access-control servers send; no command changes the access settings).
 * Not full rights, so — exactly as for an operator — no command may create, change or remove an
 * administrator user: a forged or compromised server cannot give anyone the terminal's menu
 * (device/SECURITY.md).
 */
export const SERVER_RIGHTS: readonly Permission[] = ['user', 'dataReport', 'machine', 'accessControl'];
const serverFuns = SERVER_RIGHTS.filter((p) => PERMISSIONS.includes(p));

/** What executing a command leads to: the reply line(s), an upload it asks for, whether the terminal restarts after replying. */
export interface Outcome {
  code: number;
  reply: string;
  upload?: string[];
  restart?: boolean;
  /** CHECK: read the server's options again (a handshake) at the next contact. */
  rehandshake?: boolean;
  /** SET OPTION: an option of the link the server sets until its next handshake. */
  option?: [string, string];
}

type Handler = (device: Device, actor: Actor, data: string) => Promise<Omit<Outcome, 'reply'> & { extra?: string[] }>;

const done = { code: Return.ok };

/** The options SET OPTION may change: the link's own timing (the terminal's other settings are the console's). */
export const LINK_OPTIONS = new Set(['Delay', 'ErrorDelay', 'Realtime', 'TransInterval', 'TransTimes']);

/** `DATA UPDATE USERINFO`: adds the user or changes the fields sent (fingerprints, face and photo kept). */
async function updateUser(device: Device, actor: Actor, data: string) {
  const f = commandFields(data);
  const pri = f.get('Pri');
  const input = {
    userid: f.get('PIN'),
    ...(f.has('Name') ? { username: f.get('Name') } : {}),
    ...(f.has('Card') ? { cardid: f.get('Card') } : {}),
    ...(f.has('Grp') ? { groupid: f.get('Grp') } : {}),
    ...(pri !== undefined ? { admin: Number(pri) === ADMIN_PRIVILEGE ? 1 : Number(pri) === 0 ? 0 : -1 } : {}),
    ...(f.get('Passwd') ? { password: f.get('Passwd'), confirm: f.get('Passwd') } : {}),
  };
  const known = getStoredUser(device, Number(input.userid)) !== undefined;
  // The screens' own request rules: a PIN, name, card or group they would refuse is refused here.
  if (known) await saveUserEdit(device, actor, serverFuns, edituser.request.parse(input));
  else await saveNewUser(device, actor, serverFuns, adduser.request.parse({ username: '', ...input }));
  return done;
}

/** `DATA DELETE USERINFO`: a user already gone is the outcome asked for (a command may come twice). */
async function deleteUser(device: Device, actor: Actor, data: string) {
  const userid = Number(commandFields(data).get('PIN'));
  if (!Number.isSafeInteger(userid) || userid <= 0) return { code: Return.failed };
  if (getStoredUser(device, userid)) deleteUsers(device, actor, [userid], serverFuns);
  return done;
}

/** `DATA QUERY USERINFO [PIN=…]`: the users go up as OPERLOG USER lines; Return is how many. */
async function queryUsers(device: Device, _actor: Actor, data: string) {
  const pin = commandFields(data).get('PIN');
  const select = 'SELECT userid, username, cardid, admin, groupid FROM users';
  const users = (
    pin === undefined
      ? device.db.prepare(`${select} ORDER BY userid`).all()
      : device.db.prepare(`${select} WHERE userid = ?`).all(Number(pin))
  ) as Parameters<typeof userLine>[0][];
  return { code: users.length, upload: users.map(userLine) };
}

const DATA_TABLES: Record<string, Record<string, Handler>> = {
  UPDATE: { USERINFO: updateUser },
  DELETE: { USERINFO: deleteUser },
  QUERY: { USERINFO: queryUsers },
};

/** `DATA <verb> <table> <fields>`: -1004 for a table this terminal does not take that way. */
const data: Handler = async (device, actor, rest) => {
  const [, verb = '', table = '', fields = ''] = /^(\S+)\s+(\S+)\s*(.*)$/s.exec(rest) ?? [];
  const handler = DATA_TABLES[verb.toUpperCase()]?.[table.toUpperCase()];
  return handler ? handler(device, actor, fields) : { code: Return.unsupportedTable };
};

/**
 * `CLEAR LOG`: deletes the punches a server has answered OK for, never one still queued — a
 * forged server cannot wipe records nobody has (device/SECURITY.md). Audited as an initialization
 * of the records, with how many there were and how many stay.
 */
function clearSentPunches(device: Device, actor: Actor): void {
  const count = () => device.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM records').get()!.n;
  device.tx(() => {
    const before = count();
    device.db
      .prepare('DELETE FROM records WHERE id IN (SELECT record_id FROM push_attlog WHERE stamp <= ?)')
      .run(cursorOf(device, 'ATTLOG'));
    recordAudit(device, { ...actor, kind: 'initialize', target: 'records', changes: [{ field: 'records', from: before, to: count() }] });
  });
}

const CONTROL_DEVICE = /^DEVICE\s+([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})?$/i;
const OUTPUT = 0x01;
const CANCEL_ALARM = 0x02;
/** The output kind CC of the door's lock (02 would be an auxiliary output, which this terminal has none of). */
const DOOR_LOCK = 0x01;
/** The one door the relay drives. */
const RELAY_DOOR = 0x01;
/** DD: 00 ends a hold (the door goes back to its schedule), FF holds the door open, else seconds to unlock. */
const END_HOLD = 0x00;
const HOLD_OPEN = 0xff;

/**
 * `CONTROL DEVICE AABBCCDD[EE]` (the push protocol's hex bytes): AA 01 drives output BB of kind CC
 * for DD seconds (`01010105`: unlock door 1 for 5 s); AA 02 cancels the alarms (`02000000`). Run as
 * the Door screen runs DoorControl and AcknowledgeAlarm, with the server's rights, audited and
 * evented as the server. -1 for an output the relay does not drive (another door, an auxiliary
 * output, a relay that drives no door); -1002 for another AA (03 restarts: REBOOT does that).
 */
const control: Handler = async (device, actor, rest) => {
  const bytes = CONTROL_DEVICE.exec(rest.trim())?.slice(1, 5).map((hex) => parseInt(hex, 16));
  const [action, output, kind, seconds] = bytes ?? [];
  if (action === OUTPUT) {
    if (!mayCall(serverFuns, DoorControl) || output !== RELAY_DOOR || kind !== DOOR_LOCK) return { code: Return.failed };
    if (seconds === END_HOLD) operateDoor(device, actor, 'schedule');
    else if (seconds === HOLD_OPEN) operateDoor(device, actor, 'keepOpen');
    else operateDoor(device, actor, 'open', seconds);
    return done;
  }
  if (action === CANCEL_ALARM) {
    if (!mayCall(serverFuns, AcknowledgeAlarm)) return { code: Return.failed };
    for (const alarm of doorState(device).alarms) acknowledgeAlarm(device, actor, alarm);
    return done;
  }
  return { code: Return.unsupportedCommand };
};

/** What the terminal says of itself: after each handshake (table=options, comma-joined) and to INFO (lines). */
export function aboutDevice(device: Device): string[] {
  const info = systemInfo(device);
  return [
    `~DeviceName=${info.Model}`,
    `FWVersion=${info.FirmwareVersion}`,
    `UserCount=${info.UserCount}`,
    `FPCount=${info.FPCount}`,
    `TransactionCount=${info.RecordCount}`,
    `MaxUserCount=${info.MaxUser}`,
    `MaxAttLogCount=${Math.ceil(info.MaxRecord / 10_000)}`,
    `PushVersion=${PUSH_VERSION}`,
  ];
}

const HANDLERS: Record<string, Handler> = {
  DATA: data,
  CONTROL: control,
  INFO: async (device) => ({ ...done, extra: aboutDevice(device) }),
  // The server asks the terminal to read its options again: the next contact starts with a handshake.
  CHECK: async () => ({ ...done, rehandshake: true }),
  REBOOT: async (device, actor) => {
    recordAudit(device, { ...actor, kind: 'restart' });
    return { ...done, restart: true };
  },
  SET: async (_device, _actor, rest) => {
    const [, key = '', value = ''] = /^OPTION\s+([A-Za-z]\w*)=(.*)$/is.exec(rest.trim()) ?? [];
    return LINK_OPTIONS.has(key) ? { ...done, option: [key, value.trim()] } : { code: Return.failed };
  },
  CLEAR: async (device, actor, rest) => {
    if (rest.trim().toUpperCase() !== 'LOG') return { code: Return.unsupportedCommand };
    clearSentPunches(device, actor);
    return done;
  },
};

/**
 * Executes one command as the console's screens would (their rules, rights and audit entries)
 * and answers its reply. A command the rules refuse answers -1; one this terminal does not know, -1002.
 */
export async function execute(device: Device, actor: Actor, command: ServerCommand): Promise<Outcome> {
  const [, head = '', rest = ''] = /^(\S+)\s*(.*)$/s.exec(command.text.trim()) ?? [];
  const kind = head.toUpperCase();
  const handler = HANDLERS[kind];
  if (!handler) return { code: Return.unsupportedCommand, reply: replyText(command.id, Return.unsupportedCommand, kind || 'UNKNOWN') };
  try {
    const { extra, ...outcome } = await handler(device, actor, rest);
    return { ...outcome, reply: replyText(command.id, outcome.code, kind, extra) };
  } catch (err) {
    if (!(err instanceof DeviceError) && !(err instanceof Error && err.name === 'ZodError')) throw err;
    return { code: Return.failed, reply: replyText(command.id, Return.failed, kind) };
  }
}

