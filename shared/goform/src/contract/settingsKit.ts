import { z } from 'zod';
import type { Permission } from './permissions';
import { endpoint } from './define';
import { wireFlag, wireInt, wireText, wireTrimmedText } from './fields';
import { FieldMessage, type FieldMessageKey } from './messages';
import { withRule } from './rules';

/**
 * The machinery behind the table of settings groups (settings.ts): field types
 * the groups share, and the two shapes a group takes on the wire. Names follow
 * real terminals, where they are swapped: Set<X> READS the group, Get<X> WRITES it.
 */

type Method = 'GET' | 'POST';
type Issue = (field: string, message: FieldMessageKey) => void;

/** One of the given texts. */
export const wireChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.string(), z.number().transform(String)]).pipe(z.enum(values));

/** One of the given numbers (sent as number or text). */
export const wireNumberChoice = (values: readonly number[]) =>
  wireInt(Math.min(...values), Math.max(...values)).refine((v) => values.includes(v), FieldMessage.invalid);

/** A 24-hour clock time HH:MM. */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const wireTime = () =>
  withRule(wireText(5).pipe(z.string().regex(HHMM, FieldMessage.time)), { maxLength: 5, message: FieldMessage.time });

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const wireIpv4 = () =>
  withRule(wireText(15).pipe(z.string().regex(IPV4, FieldMessage.ipv4)), {
    maxLength: 15,
    required: true,
    message: FieldMessage.ipv4,
  });

/** A DNS name: dot-separated labels of letters, digits and inner hyphens, each 1-63 long (RFC 1123). */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const SERVER = new RegExp(
  '^(?:(?:https?)://)?' + // an optional http(s) scheme
    `(?<host>${LABEL}(?:\\.${LABEL})*)` + // a host name or IPv4 address
    '(?::(?<port>\\d{1,5}))?' + // an optional port
    '(?<path>/(?:[A-Za-z0-9._~/:@+,=-]|%[0-9A-Fa-f]{2})*)?$', // an optional path: URL characters, %-escapes
);

const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
/** A host name of at most 253 characters, or an IPv4 address (a name of digits and dots must be one). */
function isHostName(host: string): boolean {
  return host.length <= 253 && HOST_NAME.test(host) && (!/^[\d.]+$/.test(host) || IPV4.test(host));
}

/**
 * A server address as the console's forms take it: a host name or IPv4 address, optionally
 * with an http(s) scheme, a port (1-65535) and a path — `cloud.example.com`,
 * `10.0.0.5:8080`, `https://cloud.example.com/api`. Nothing else: no user part, query or
 * fragment, no spaces or shell metacharacters (real firmware hands it to a shell or curl).
 * A host of digits and dots only must be a valid IPv4 address. '' means "not set".
 */
export function isServerAddress(value: string): boolean {
  if (value === '') return true;
  const match = SERVER.exec(value);
  const { host = '', port } = match?.groups ?? {};
  if (!match || !isHostName(host)) return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** A server address (isServerAddress) of at most `max` characters; pasted with spaces around it, taken trimmed (wireTrimmedText). */
export const wireHost = (max: number) =>
  withRule(wireTrimmedText(max).refine(isServerAddress, FieldMessage.host), { maxLength: max, message: FieldMessage.host });

/** A host name or IPv4 address alone (no scheme, port or path), at most `max` characters; '' means "not set". */
export const wireHostName = (max: number) =>
  withRule(
    wireTrimmedText(max).refine((v) => v === '' || isHostName(v), FieldMessage.hostName),
    { maxLength: max, message: FieldMessage.hostName },
  );

/**
 * An IANA time zone the runtime's time zone rules know (Intl: the device and the browser both
 * compute local times with them), or '' for none. At most 64 characters of letters, digits, _ + - /,
 * spelt as the zone lists spell it: Intl takes europe/paris too, which no zone list would show chosen.
 */
export function isTimeZone(value: string): boolean {
  if (value === '') return true;
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(value)) return false;
  try {
    const spelt = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
    // An alias (US/Pacific) resolves to another zone's name: only a differently cased one is refused.
    return spelt === value || spelt.toLowerCase() !== value.toLowerCase();
  } catch {
    return false;
  }
}
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
/** How far an IANA zone's local time runs ahead of UTC at instant `ms` (its rules, DST included). */
export function zoneOffsetMs(zone: string, ms: number): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    zoneFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  const whole = Math.floor(ms / 1000) * 1000;
  return Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second) - whole;
}

/** The instant a wall time of an IANA zone names (in the overlap hour of a change, the earlier one). */
export function instantInZone(zone: string, y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // The offset at the guess, then at the instant it gives: right on both sides of a change.
  return wall - zoneOffsetMs(zone, wall - zoneOffsetMs(zone, wall));
}

export const wireTimeZone = () =>
  withRule(wireText(64).refine(isTimeZone, FieldMessage.timeZone), { maxLength: 64, message: FieldMessage.timeZone });

/** A list of distinct integers in [min, max], sent as an array or comma-separated text ('' = empty). */
export const wireIdList = (min: number, max: number, maxItems: number) =>
  z
    .union([
      z.array(z.union([z.number(), z.string()])),
      wireText(maxItems * 12).transform((s) => (s.trim() === '' ? [] : s.split(','))),
    ])
    .pipe(z.array(wireInt(min, max)).max(maxItems))
    .refine((ids) => new Set(ids).size === ids.length, FieldMessage.invalid);

export function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** A subnet mask is a run of ones followed by zeros (255.255.0.255 is not one). */
export function isContiguousMask(mask: string): boolean {
  const m = ipv4ToInt(mask);
  const inverted = 0xffffffff - m;
  return m !== 0 && (inverted & (inverted + 1)) === 0;
}

/** A field's condition on the values of its group (a mode chosen, a switch on). */
type Condition<T> = (value: T) => boolean;
/** Conditions by field name; a field not named has none. */
export type FieldConditions<T> = { [K in keyof T]?: Condition<T> };

/** The group's rules across fields as zod issues: its fields required under a condition, then its own check. */
function addIssues<T>(check: ((v: T, issue: Issue) => void) | undefined, requiredWhen: FieldConditions<T> = {}) {
  return (value: T, ctx: z.RefinementCtx) => {
    const issue: Issue = (field, message) => ctx.addIssue({ code: 'custom', path: [field], message });
    for (const [field, condition] of Object.entries(requiredWhen) as [keyof T & string, Condition<T>][]) {
      if (condition(value) && value[field] === '') issue(field, FieldMessage.required);
    }
    check?.(value, issue);
  };
}

interface Call {
  name: string;
  method: Method;
}

/** A screen of the console as `<namespace>:<screen>`: where its texts are (@tac/i18n screenKeys). */
export type ScreenRef = `${string}:${string}`;

/** Who reads and writes a group: its section's permission; `readBySession` when other sections read it too. */
interface GroupAccess {
  permission: Permission;
  /** Other sections read it (users pick a group, records show the status labels): any session may. */
  readBySession?: boolean;
  /**
   * The screen that edits the group, the one record of it: its fields' labels and options
   * are that screen's texts by the label convention (@tac/i18n screenKeys).
   */
  screen: ScreenRef;
  /** Fields edited on a screen of their own (the door schedules, the authorization mode). */
  fieldScreens?: Record<string, ScreenRef>;
}

/** The screen a field of a group is edited on. */
export const screenOf = (group: Pick<GroupAccess, 'screen' | 'fieldScreens'>, field: string): ScreenRef =>
  group.fieldScreens?.[field] ?? group.screen;

export interface SingleGroupDef<F extends z.ZodRawShape, L extends z.ZodRawShape = Record<never, never>> extends GroupAccess {
  id: string;
  /** What the group holds, for device/README.md. */
  doc: string;
  read: Call;
  write: Call;
  fields: F;
  /** Rules across fields, applied to the whole group after a merge. */
  check?: (value: z.output<z.ZodObject<F>>, issue: Issue) => void;
  /** Text fields that must be filled while their condition holds (and may stay empty otherwise). */
  requiredWhen?: FieldConditions<z.output<z.ZodObject<F>>>;
  /**
   * Fields that mean something only while their condition holds (the device keeps but does
   * not use them otherwise): the console shows or enables them only then.
   */
  appliesWhen?: FieldConditions<z.output<z.ZodObject<F>>>;
  defaults: z.output<z.ZodObject<F>>;
  /** A password field and the write-only field that must repeat it (40203 / PasswordNotSame otherwise). */
  confirm?: { field: keyof F & string; with: string };
  /** Changing one of these restarts the device: the write answers reboot:1. */
  rebootOn?: (keyof F & string)[];
  /**
   * Changing one of these may cut the browser off (addresses, Wi-Fi): the change
   * applies at once but is reverted unless confirmed with keep=1 within the
   * device's rollback window (DESIGN §3, confirm-or-revert).
   */
  rollbackOn?: (keyof F & string)[];
  /**
   * Secrets the device holds and never answers (DESIGN §6a): a read answers them empty with
   * `<field>set` 1 when one is stored; a write that leaves one empty keeps the stored one.
   */
  writeOnly?: (keyof F & string)[];
  /**
   * What the device reports of the group's live state beside the stored fields (a read answers
   * them, a write never takes them), and what they say, for the read's description.
   */
  live?: { fields: L; doc: string };
}

/** Beside a group under confirm-or-revert: ms left before an unconfirmed change is reverted. */
export const rollbackFields = { rollbackms: z.number().optional() };
/** Beside a write that restarts the device (with reboot:1): how long it stays offline. */
export const restartFields = { restartms: z.number().optional() };

/** A group stored as one object: Set<X> answers it, Get<X> merges the fields sent over it. */
export function singleGroup<F extends z.ZodRawShape, L extends z.ZodRawShape = Record<never, never>>(def: SingleGroupDef<F, L>) {
  const shape = z.object(def.fields);
  const schema = shape.superRefine(addIssues(def.check, def.requiredWhen));
  const confirmField = def.confirm ? { [def.confirm.with]: wireText(64).optional() } : {};
  const keepField = def.rollbackOn ? { keep: wireFlag().optional(), revert: wireFlag().optional() } : {};
  const setFlags = Object.fromEntries((def.writeOnly ?? []).map((f) => [`${f}set`, z.number().optional()]));
  const extra = { ...(def.rollbackOn ? rollbackFields : {}), ...(def.rebootOn ? restartFields : {}), ...setFlags };
  const answer = Object.keys(extra).length > 0 ? shape.extend(extra) : schema;
  const readExtra = { ...extra, ...(def.live?.fields ?? ({} as L)) };
  const readAnswer = Object.keys(readExtra).length > 0 ? shape.extend(readExtra) : schema;
  const read = endpoint({
    name: def.read.name,
    method: def.read.method,
    access: def.readBySession ? 'session' : def.permission,
    request: z.object({}),
    response: readAnswer,
    doc:
      `Reads the ${def.id} settings: ${def.doc}` +
      (def.live ? ` ${def.live.doc}` : '') +
      (def.rollbackOn ? ' rollbackms while a change awaits keep=1.' : '') +
      (def.writeOnly ? ` ${def.writeOnly.join(', ')} never answered: empty, with ${def.writeOnly.map((f) => `${f}set`).join(', ')} 1 when one is stored.` : ''),
  });
  const write = endpoint({
    name: def.write.name,
    method: def.write.method,
    access: def.permission,
    request: shape.partial().extend(confirmField).extend(keepField),
    response: answer,
    doc:
      `Writes the ${def.id} settings: the fields sent are merged over the stored ones, the whole group is ` +
      `validated and stored at once; answers the stored group. Codes: 10003 a field out of range` +
      (def.confirm ? `, 40203/PasswordNotSame when ${def.confirm.with} differs from ${def.confirm.field}` : '') +
      (def.rebootOn ? `; changing ${def.rebootOn.join(', ')} answers reboot:1 and restartms (device restarts)` : '') +
      (def.rollbackOn
        ? `; changing ${def.rollbackOn.join(', ')} answers rollbackms: confirm with keep=1 within that time, or the ` +
          'previous values come back; revert=1 puts them back at once (secrets included) and confirms them, whatever fields come with it'
        : '') +
      (def.writeOnly ? `; ${def.writeOnly.join(', ')} left empty keep the stored ones` : '') +
      '.',
  });
  return { kind: 'single' as const, ...def, shape, schema, read, write };
}

export interface RowsGroupDef<F extends z.ZodRawShape, K extends keyof F & string> extends GroupAccess {
  id: string;
  doc: string;
  read: Call;
  write: Call;
  /** The field naming a row; rows are a fixed set of keys first..last. */
  key: K;
  first: number;
  last: number;
  fields: F;
  check?: (row: z.output<z.ZodObject<F>>, issue: Issue) => void;
  /**
   * Rules across rows, applied to the whole table (the stored rows with the one written merged
   * in): `issue` names the row by its index in `rows`. The device refuses a write that adds a
   * breach (10003 naming the field); the console's form of the table checks them too.
   */
  checkRows?: (rows: z.output<z.ZodObject<F>>[], issue: RowsIssue) => void;
  defaultRow: (key: number) => z.output<z.ZodObject<F>>;
}

type RowsIssue = (index: number, field: string, message: FieldMessageKey) => void;
/** A breach of a rule across rows: the row (its index in the table), the field and the message. */
export interface RowsBreach {
  index: number;
  field: string;
  message: FieldMessageKey;
}

/** A fixed table of numbered rows: Set<X> answers all rows as `items`, Get<X> merges one row. */
export function rowsGroup<F extends z.ZodRawShape, K extends keyof F & string>(def: RowsGroupDef<F, K>) {
  const shape = z.object(def.fields);
  const rowSchema = shape.superRefine(addIssues(def.check));
  /** The breaches of the rules across rows in a table (none when the group has no such rule). */
  const rowsBreaches = (rows: z.output<z.ZodObject<F>>[]): RowsBreach[] => {
    const found: RowsBreach[] = [];
    def.checkRows?.(rows, (index, field, message) => found.push({ index, field, message }));
    return found;
  };
  /** The whole table as the read answers it, with the rules of each row and those across rows: a form of the table validates with it. */
  const tableSchema = z.object({ items: z.array(rowSchema) }).superRefine(({ items }, ctx) => {
    for (const { index, field, message } of rowsBreaches(items)) ctx.addIssue({ code: 'custom', path: ['items', index, field], message });
  });
  const keyShape = { [def.key]: wireInt(def.first, def.last) } as Record<K, ReturnType<typeof wireInt>>;
  const read = endpoint({
    name: def.read.name,
    method: def.read.method,
    access: def.readBySession ? 'session' : def.permission,
    request: z.object({}),
    response: z.object({ items: z.array(rowSchema) }),
    doc: `Reads every ${def.id} row (${def.key} ${def.first}-${def.last}) as items: ${def.doc}`,
  });
  const write = endpoint({
    name: def.write.name,
    method: def.write.method,
    access: def.permission,
    request: shape.partial().extend(keyShape),
    response: rowSchema,
    doc:
      `Writes one ${def.id} row: ${def.key} (${def.first}-${def.last}) plus the fields to change, merged over ` +
      'the stored row, validated whole and stored at once; answers the row. Codes: 10003 missing key or a field out of range' +
      (def.checkRows ? ', or a row that breaks a rule across rows (naming the field)' : '') +
      '.',
  });
  return { kind: 'rows' as const, ...def, shape, rowSchema, rowsBreaches, tableSchema, read, write };
}

export type SingleGroup = ReturnType<typeof singleGroup<z.ZodRawShape>>;
export type RowsGroup = ReturnType<typeof rowsGroup<z.ZodRawShape, string>>;
