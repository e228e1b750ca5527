import { recordAudit, type Actor } from '../audit/log';
import {
  BACKUP_FORMAT_NAME,
  BACKUP_FORMAT_VERSION,
  BACKUP_LISTS,
  BACKUP_MAX_DEPTH,
  BACKUP_MAX_PROBLEMS,
  BACKUP_NETWORK_IDENTITY,
  BACKUP_SETTINGS_GROUPS,
  BACKUP_USERS,
  backupPeripheral,
  backupUser,
  Code,
  FieldMessage,
  hasFullRights,
  MsgKey,
  messageValues,
  ruleOf,
  USER_FULL_KEY,
  type BackupChange,
  type BackupOrigin,
  type BackupPreview,
  type BackupProblem,
  type BackupUserRow,
} from '@tac/goform/contract';
import type { z } from 'zod';
import { findAccount } from '../auth/accounts';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';
import type { Session } from '../goform/registry';
import { listPeripherals, type PeripheralKind } from '../hardware/peripherals';
import { assertMayManage } from '../model/permissions';
import { guardWrite, rollbackInfo } from '../settings/rollback';
import { GROUP_RULES } from '../settings/rules';
import { store } from '../settings/store';
import { deviceSerial, modelProfile } from '../model/profiles';
import { maxUsers } from '../users/capacity';
import { unseal } from './seal';
import { backupChecksum, canonicalJson, carried, currentGroup, currentUsers, signedHere, type BackupHeader, type BackupUser, type Group } from './file';

type Value = Record<string, unknown>;
type Row = string | number | undefined;

const isObject = (v: unknown): v is Value => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
/** A contract message is an i18n key (FieldMessage); zod's own texts are not, and show as "invalid". */
const I18N_KEY = /^[A-Za-z]+:[\w.]+$/;
const notBackup = () => new DeviceError(Code.UploadBadFormat);
/**
 * A file with this many problems is refused as it stands: its remaining entries are not checked
 * (the count of problems is then a lower bound), so a crafted file costs bounded time.
 */
const BACKUP_MAX_COUNTED = 1000;
/** Most entries of an authorization list a file may carry (each list is a handful of readers). */
const BACKUP_MAX_LIST = 1000;

/**
 * Whether the JSON text nests arrays and objects deeper than `max`, scanned once over the raw text
 * (strings skipped) before anything parses or walks it recursively.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The file's header and body once it is known to be a backup of this model in a layout this
 * firmware reads, nested no deeper than BACKUP_MAX_DEPTH, and where it comes from: signed by this
 * device, by another (or changed since), or not signed (hand-made, layout 1 with a checksum that
 * matches). 10102 (with its catalogue key) otherwise.
 */
export function openBackup(device: Device, data: Buffer, passphrase?: string): { header: BackupHeader; body: Value; origin: BackupOrigin } {
  const text = data.toString('utf8');
  if (nestsDeeperThan(text, BACKUP_MAX_DEPTH)) throw notBackup();
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw notBackup();
  }
  if (!isObject(file) || !isObject(file.header) || (!isObject(file.body) && !isObject(file.sealed))) throw notBackup();
  const { signature, checksum } = file;
  if (signature !== undefined && typeof signature !== 'string') throw notBackup();
  if (checksum !== undefined && typeof checksum !== 'string') throw notBackup();
  const header = file.header as Partial<BackupHeader>;
  const { version } = header;
  if (header.format !== BACKUP_FORMAT_NAME || typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw notBackup();
  }
  // A newer layout may say anything else differently: refused as such before it is read further.
  if (version > BACKUP_FORMAT_VERSION) throw new DeviceError(Code.UploadBadFormat, MsgKey.BackupFormat);
  const texts = [header.model, header.firmware, header.serial, header.created];
  if (!texts.every((text) => typeof text === 'string') || Number.isNaN(Date.parse(String(header.created)))) throw notBackup();
  // A layout 1 checksum still tells a damaged file; it says nothing of where the file comes from.
  if (checksum !== undefined && (!isObject(file.body) || backupChecksum(file.header, file.body) !== checksum.toLowerCase())) {
    throw new DeviceError(Code.UploadBadFormat, MsgKey.BackupChecksum);
  }
  if (header.model !== modelProfile(device).model) throw new DeviceError(Code.UploadBadFormat, MsgKey.BackupModel);
  const signed = isObject(file.body) ? { header: file.header, body: file.body } : { header: file.header, sealed: file.sealed };
  const origin: BackupOrigin = signature === undefined ? 'unsigned' : signedHere(device, signed, signature) ? 'device' : 'other';
  return { header: file.header as unknown as BackupHeader, body: isObject(file.body) ? file.body : openSealed(file.sealed, passphrase), origin };
}

/** The body of a sealed file (one with users), opened with its passphrase and read like a file's. */
function openSealed(sealed: unknown, passphrase: string | undefined): Value {
  const text = unseal(sealed, passphrase);
  if (nestsDeeperThan(text, BACKUP_MAX_DEPTH)) throw notBackup();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw notBackup();
  }
  if (!isObject(body)) throw notBackup();
  return body;
}

/** What a restore found and what applying it does. */
interface Plan {
  changes: BackupChange[];
  /** At most BACKUP_MAX_PROBLEMS; the others are only counted in `more`. */
  problems: { push: (problem: BackupProblem) => void; list: BackupProblem[]; more: number; full: () => boolean };
  users: BackupPreview['users'];
  steps: (() => void)[];
}

function newPlan(): Plan {
  const list: BackupProblem[] = [];
  const problems: Plan['problems'] = {
    list,
    more: 0,
    push: (problem) => {
      if (list.length < BACKUP_MAX_PROBLEMS) list.push(problem);
      else problems.more++;
    },
    full: () => list.length + problems.more >= BACKUP_MAX_COUNTED,
  };
  return { changes: [], problems, users: null, steps: [] };
}

/** Whether the plan found any problem. */
const hasProblems = (plan: Plan) => plan.problems.list.length > 0;

/** The numbers a message names ({{max}}, {{maxLength}}…): the field's rule in the contract. */
const ruleValues = (schema: z.ZodType | undefined): Record<string, number> => messageValues(ruleOf(schema));

/** A problem's message as the screen's form would show it: the contract's key, else the form's text for zod's own issue. */
function describe(issue: z.core.$ZodIssue, value: unknown, schema: z.ZodType | undefined): Pick<BackupProblem, 'message' | 'values'> {
  const values = ruleValues(schema);
  if (I18N_KEY.test(issue.message)) return { message: issue.message, values };
  if (value === undefined || value === null || value === '') return { message: FieldMessage.required };
  if (issue.code === 'too_big' && issue.origin === 'string') return { message: 'common:maxLength', values: { max: Number(issue.maximum) } };
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number') {
    const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    return { message: issue.code === 'too_small' ? 'common:numberMin' : 'common:numberMax', values: { bound } };
  }
  return { message: FieldMessage.invalid };
}

/** Every issue of a value the contract refused, by its field (`fields`: the schemas by field, for their rules). */
function addIssues(plan: Plan, group: string, row: Row, error: z.ZodError, value: Value, fields: Readonly<Record<string, z.core.$ZodType>>) {
  for (const issue of error.issues) {
    // Past the cap a problem is only counted: no message is worked out for it.
    if (plan.problems.list.length >= BACKUP_MAX_PROBLEMS) {
      plan.problems.more++;
      continue;
    }
    const field = issue.path.filter((p) => typeof p === 'string').join('.');
    const top = String(issue.path[0] ?? '');
    plan.problems.push({ group, ...(row === undefined ? {} : { row }), field, ...describe(issue, value[top], fields[top] as z.ZodType | undefined) });
  }
}

function addChanges(plan: Plan, group: string, row: Row, fields: string[], current: Value, restored: Value) {
  for (const field of fields) {
    if (!same(current[field], restored[field])) {
      plan.changes.push({ group, ...(row === undefined ? {} : { row }), field, current: current[field], restored: restored[field] });
    }
  }
}

/** Only the group's own fields: the file's extra keys are ignored, as a write ignores them. */
const ownFields = (value: Value, fields: object): Value => Object.fromEntries(Object.entries(value).filter(([k]) => k in fields));

function planSingle(device: Device, plan: Plan, group: Extract<Group, { kind: 'single' }>, value: unknown, address: string) {
  if (!isObject(value)) return void plan.problems.push({ group: group.id, field: '', message: FieldMessage.invalid });
  const current = currentGroup(device, group) as Value;
  const merged = { ...current, ...carried(group, ownFields(value, group.fields)) };
  const parsed = group.schema.safeParse(merged);
  if (!parsed.success) return addIssues(plan, group.id, undefined, parsed.error, merged, group.fields);
  // Without the fields a backup leaves out: the write leaves them as they are (the clock runs on).
  const next = carried(group, parsed.data as Value);
  const rules = GROUP_RULES[group.id];
  try {
    rules?.validate?.(device, next);
  } catch (err) {
    if (!(err instanceof DeviceError)) throw err;
    return void plan.problems.push({ group: group.id, field: String(err.payload.field ?? ''), message: FieldMessage.invalid });
  }
  const fields = Object.keys(carried(group, group.fields));
  // The device's own secrets (the stored Wi-Fi passwords) are not answered: only that they change.
  const shown = Object.fromEntries(Object.entries(current).map(([k, v]) => [k, (group.writeOnly as string[] | undefined)?.includes(k) ? '' : v]));
  const before = plan.changes.length;
  addChanges(plan, group.id, undefined, fields, current, next);
  for (const change of plan.changes.slice(before)) change.current = shown[change.field];
  if (fields.every((f) => same(current[f], next[f]))) return;
  plan.steps.push(() => {
    if (rules?.write) rules.write(device, next);
    else store(device, group.id, next);
    guardWrite(device, group, current, next, undefined, address);
  });
}

function planRows(device: Device, plan: Plan, group: Extract<Group, { kind: 'rows' }>, value: unknown) {
  if (!Array.isArray(value)) return void plan.problems.push({ group: group.id, field: '', message: FieldMessage.invalid });
  const rows = currentGroup(device, group) as Value[];
  const next = rows.map((r) => ({ ...r }));
  const fields = Object.keys(group.fields);
  for (const [index, raw] of value.entries()) {
    if (plan.problems.full()) break;
    const key = isObject(raw) ? raw[group.key] : undefined;
    const at = rows.findIndex((r) => r[group.key] === key);
    if (!isObject(raw) || at < 0) {
      plan.problems.push({ group: group.id, row: typeof key === 'number' ? key : index + 1, field: group.key, message: FieldMessage.invalid });
      continue;
    }
    const merged = { ...rows[at], ...ownFields(raw, group.fields) };
    const parsed = group.rowSchema.safeParse(merged);
    if (!parsed.success) {
      addIssues(plan, group.id, key as number, parsed.error, merged, group.fields);
      continue;
    }
    next[at] = parsed.data as Value;
    addChanges(plan, group.id, key as number, fields.filter((f) => f !== group.key), rows[at]!, next[at]!);
  }
  if (next.some((r, i) => !same(r, rows[i]))) plan.steps.push(() => store(device, group.id, next));
}

function planPeripherals(device: Device, plan: Plan, list: keyof typeof BACKUP_LISTS, value: unknown) {
  const kind: PeripheralKind = BACKUP_LISTS[list];
  if (!Array.isArray(value)) return void plan.problems.push({ group: list, field: '', message: FieldMessage.invalid });
  if (value.length > BACKUP_MAX_LIST) return void plan.problems.push({ group: list, field: '', message: FieldMessage.invalid });
  const restored = new Map<string, z.output<typeof backupPeripheral>>();
  for (const [index, raw] of value.entries()) {
    if (plan.problems.full()) break;
    const parsed = backupPeripheral.safeParse(raw);
    if (!parsed.success) addIssues(plan, list, index + 1, parsed.error, isObject(raw) ? raw : {}, backupPeripheral.shape);
    else if (restored.has(parsed.data.mac)) plan.problems.push({ group: list, row: parsed.data.mac, field: 'mac', message: FieldMessage.invalid });
    else restored.set(parsed.data.mac, parsed.data);
  }
  const current = new Map(listPeripherals(device, kind).map((p) => [p.mac, p]));
  const fields = ['model', 'machine', 'route', 'status'];
  for (const mac of new Set([...current.keys(), ...restored.keys()])) {
    addChanges(plan, list, mac, fields, current.get(mac) ?? {}, restored.get(mac) ?? {});
  }
  plan.steps.push(() => {
    device.db.prepare('DELETE FROM peripherals WHERE kind = ?').run(kind);
    const insert = device.db.prepare('INSERT INTO peripherals (kind, mac, model, machine, route, status) VALUES (?, ?, ?, ?, ?, ?)');
    for (const p of restored.values()) insert.run(kind, p.mac, p.model, p.machine, p.route, p.status);
  });
}

const usersProblem = (plan: Plan, row: Row, field: string, message: string) =>
  plan.problems.push({ group: BACKUP_USERS, ...(row === undefined ? {} : { row }), field, message });

/** The file's users, each checked with the user screen's rules, then as a whole (ids, cards, capacity, model). */
function readUsers(device: Device, plan: Plan, value: unknown): BackupUserRow[] | undefined {
  if (!Array.isArray(value)) return void usersProblem(plan, undefined, '', FieldMessage.invalid);
  // More users than the device holds: refused whole, before each is read.
  if (value.length > maxUsers(device)) return void usersProblem(plan, undefined, '', `errors:${USER_FULL_KEY}`);
  const fun = modelProfile(device).funOption;
  const users: BackupUserRow[] = [];
  const ids = new Set<number>();
  const cards = new Set<string>();
  for (const [index, raw] of value.entries()) {
    if (plan.problems.full()) break;
    const parsed = backupUser.safeParse(raw);
    const row = isObject(raw) && (typeof raw.userid === 'number' || typeof raw.userid === 'string') ? raw.userid : index + 1;
    if (!parsed.success) {
      addIssues(plan, BACKUP_USERS, row, parsed.error, isObject(raw) ? raw : {}, backupUser.shape);
      continue;
    }
    const user = parsed.data;
    if (ids.has(user.userid)) usersProblem(plan, user.userid, 'userid', 'errors:40402');
    if (user.cardid && cards.has(user.cardid)) usersProblem(plan, user.userid, 'cardid', 'errors:40403');
    if (user.fingerprints.length > 0 && fun.FP !== 1) usersProblem(plan, user.userid, 'fingerprints', FieldMessage.invalid);
    if (user.face === 1 && fun.FACE !== 1) usersProblem(plan, user.userid, 'face', FieldMessage.invalid);
    ids.add(user.userid);
    if (user.cardid) cards.add(user.cardid);
    users.push(user);
  }
  if (users.length > maxUsers(device)) usersProblem(plan, undefined, '', `errors:${USER_FULL_KEY}`);
  return users;
}

/** A user as compared with the file's: fingerprints by slot, a duress flag only where it is set (duress 0 is no change). */
const comparable = (u: BackupUser | BackupUserRow) => ({
  ...u,
  fingerprints: [...u.fingerprints]
    .sort((a, b) => a.slot - b.slot)
    .map(({ slot, template, duress }) => ({ slot, template, ...(duress === 1 && { duress }) })),
});

/**
 * Replaces the device's users by the file's: users of both keep their PIN and photo, users new
 * to the device come without a PIN, users not in the file are deleted (with fingerprints and photo).
 */
function planUsers(device: Device, plan: Plan, value: unknown, session: Session) {
  const users = readUsers(device, plan, value);
  if (!users) return;
  const before = new Map(currentUsers(device).map((u) => [u.userid, u]));
  const after = new Map(users.map((u) => [u.userid, u]));
  const added = users.filter((u) => !before.has(u.userid));
  const changed = users.filter((u) => before.has(u.userid) && !same(comparable(before.get(u.userid)!), comparable(u)));
  const removed = [...before.values()].filter((u) => !after.has(u.userid));
  plan.users = { added: added.length, changed: changed.length, removed: removed.length };
  const touched = [...added, ...changed, ...removed, ...changed.map((u) => before.get(u.userid)!)];
  assertMayManage(session.funs, touched.some((u) => u.admin === 1));
  assertSomeoneAdministers(device, session, after);
  plan.steps.push(() => writeUsers(device, [...added, ...changed], removed));
}

/**
 * Who can still log in with the right to restore once the file's users replace the device's:
 * web accounts with it (a restore leaves them alone), and users of the file that are administrators
 * and keep a PIN (only users already on the device have one). Refuses a file that leaves nobody,
 * or that takes it from the caller.
 */
function assertSomeoneAdministers(device: Device, session: Session, after: Map<number, BackupUserRow>) {
  const hasPin = device.db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM users WHERE userid = ? AND password_hash IS NOT NULL');
  const staysAdmin = (id: number) => after.get(id)?.admin === 1 && hasPin.get(id)!.n > 0;
  const webAdmins = device.db
    .prepare<[], { funs: string }>('SELECT funs FROM accounts')
    .all()
    .filter((a) => hasFullRights(a.funs.split(',')));
  const userAdmins = [...after.keys()].filter(staysAdmin);
  const caller = findAccount(device, session.uid);
  const callerLoses = caller?.kind === 'user' && !staysAdmin(Number(session.uid));
  if (callerLoses || webAdmins.length + userAdmins.length === 0) throw new DeviceError(Code.MissingParameters, MsgKey.BackupLockout);
}

function writeUsers(device: Device, written: BackupUserRow[], removed: BackupUser[]) {
  const db = device.db;
  const remove = db.prepare('DELETE FROM users WHERE userid = ?');
  for (const u of removed) remove.run(u.userid);
  // Cards may move between users: free them all first, the UNIQUE constraint holds at each step.
  const freeCard = db.prepare('UPDATE users SET cardid = NULL WHERE userid = ?');
  for (const u of written) freeCard.run(u.userid);
  const upsert = db.prepare(`
    INSERT INTO users (userid, username, cardid, admin, groupid, identifymode, face) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (userid) DO UPDATE SET username = excluded.username, cardid = excluded.cardid, admin = excluded.admin,
      groupid = excluded.groupid, identifymode = excluded.identifymode, face = excluded.face`);
  const clearPrints = db.prepare('DELETE FROM fingerprints WHERE userid = ?');
  const addPrint = db.prepare('INSERT INTO fingerprints (userid, slot, template, duress) VALUES (?, ?, ?, ?)');
  for (const u of written) {
    upsert.run(u.userid, u.username.trim(), u.cardid || null, u.admin, u.groupid, u.identifymode, u.face);
    clearPrints.run(u.userid);
    for (const fp of u.fingerprints) addPrint.run(u.userid, fp.slot, Buffer.from(fp.template, 'base64'), fp.duress ?? 0);
  }
}

/** The groups the file carries, in BACKUP_GROUPS order: its known settings groups, its lists, its users. */
function groupsOf(body: Value): string[] {
  const settings = isObject(body.settings) ? body.settings : {};
  return [
    ...BACKUP_SETTINGS_GROUPS.filter((g) => g.id in settings).map((g) => g.id),
    ...Object.keys(BACKUP_LISTS).filter((list) => list in body),
    ...(BACKUP_USERS in body ? [BACKUP_USERS] : []),
  ];
}

/**
 * Checks the file against the device, only the `chosen` groups of it (every group when none are
 * chosen): every change they make, every value the screens would refuse. A file's settings that
 * are no settings group at all are its own problems, whichever groups are chosen.
 * `address`: the client the restore came from, named by the audit entry of a network change it applied and nobody kept.
 */
export function planRestore(device: Device, body: Value, session: Session, address = '', chosen?: readonly string[]): Plan {
  const plan = newPlan();
  const wanted = (group: string) => chosen === undefined || chosen.includes(group);
  const settings = body.settings ?? {};
  if (!isObject(settings)) plan.problems.push({ group: 'settings', field: '', message: FieldMessage.invalid });
  else if (Object.keys(settings).length > BACKUP_SETTINGS_GROUPS.length * 2) plan.problems.push({ group: 'settings', field: '', message: FieldMessage.invalid });
  else {
    for (const [id, value] of Object.entries(settings)) {
      const group = BACKUP_SETTINGS_GROUPS.find((g) => g.id === id);
      if (!group) plan.problems.push({ group: id, field: '', message: FieldMessage.invalid });
      else if (!wanted(id)) continue;
      else if (group.kind === 'single') planSingle(device, plan, group, value, address);
      else planRows(device, plan, group, value);
    }
  }
  for (const list of Object.keys(BACKUP_LISTS) as (keyof typeof BACKUP_LISTS)[]) {
    if (list in body && wanted(list)) planPeripherals(device, plan, list, body[list]);
  }
  if (BACKUP_USERS in body && wanted(BACKUP_USERS)) planUsers(device, plan, body[BACKUP_USERS], session);
  return plan;
}

/** The network groups a restore left awaiting keep=1, with the time they have left. */
function pendingRollbacks(device: Device) {
  return BACKUP_SETTINGS_GROUPS.flatMap((g) => {
    if (g.kind !== 'single' || !g.rollbackOn) return [];
    const { rollbackms } = rollbackInfo(device, g);
    return rollbackms === undefined ? [] : [{ group: g.id, write: g.write.name, rollbackms }];
  });
}

/**
 * RestoreBackup: check answers the preview; apply checks again, then applies it all in one
 * transaction — a file this device did not sign only when the caller says it knows (`foreign`).
 * `groups` limits both to those groups of the file (every group when absent).
 */
export function restoreBackup(
  device: Device,
  data: Buffer,
  mode: 'check' | 'apply',
  session: Session,
  actor: Actor,
  { foreign = false, passphrase, groups }: { foreign?: boolean; passphrase?: string; groups?: readonly string[] } = {},
): BackupPreview {
  const { header, body, origin } = openBackup(device, data, passphrase);
  const carried = groupsOf(body);
  // Another terminal's network identity would clash with this one's: not proposed.
  const otherTerminal = header.serial !== deviceSerial(device);
  return device.tx(() => {
    const plan = planRestore(device, body, session, actor.address, groups);
    const preview = {
      header: { model: header.model, firmware: header.firmware, serial: header.serial, version: header.version, created: header.created },
      origin,
      groups: carried,
      proposed: otherTerminal ? carried.filter((g) => !BACKUP_NETWORK_IDENTITY.includes(g)) : carried,
      changes: plan.changes,
      users: plan.users,
      problems: plan.problems.list,
      ...(plan.problems.more > 0 ? { problemsMore: plan.problems.more } : {}),
    };
    if (mode === 'check') return preview;
    if (hasProblems(plan)) {
      throw new DeviceError(Code.MissingParameters, MsgKey.BackupInvalid, { problems: preview.problems, problemsMore: plan.problems.more });
    }
    if (origin !== 'device' && !foreign) throw new DeviceError(Code.MissingParameters, MsgKey.BackupForeign);
    for (const step of plan.steps) step();
    const restored = groups === undefined ? carried : carried.filter((g) => groups.includes(g));
    // In the same transaction: the restore is logged with the groups it restored and every value it changed, or not at all.
    recordAudit(device, {
      ...actor,
      kind: 'restore',
      target: `${header.serial} ${header.created}${origin === 'device' ? '' : ` (${origin})`}: ${restored.join(',')}`,
      changes: plan.changes.map((c) => ({ field: [c.group, c.row, c.field].filter((part) => part !== undefined && part !== '').join('.'), from: c.current, to: c.restored })),
    });
    return { ...preview, rollback: pendingRollbacks(device) };
  });
}
