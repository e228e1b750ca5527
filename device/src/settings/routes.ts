import { Code, confirmsPassword, MsgKey, SETTINGS_GROUPS, type RowsGroup, type SingleGroup } from '@tac/goform/contract';
import { changedFields, recordAudit, type Actor } from '../audit/log';
import type { Device } from '../device';
import { DeviceError, refusedInput } from '../goform/errors';
import { route, type Route } from '../goform/registry';
import { restartDevice } from '../hardware/power';
import { guardWrite, revertNow, rollbackInfo, settle } from './rollback';
import { GROUP_RULES } from './rules';
import { readRows, readSingle, store } from './store';

type Value = Record<string, unknown>;

/** Only the group's own fields: a write never stores what it was not asked to hold. */
function pickFields(input: Value, fields: object): Value {
  return Object.fromEntries(Object.entries(input).filter(([k, v]) => k in fields && v !== undefined));
}

function readGroup(device: Device, group: SingleGroup): Value {
  settle(device, group);
  return GROUP_RULES[group.id]?.read?.(device) ?? readSingle(device, group);
}

/**
 * A group as answered: the secrets it holds (`writeOnly`, the stored Wi-Fi passwords) never go
 * back to the browser — empty, with `<field>set` 1 when one is stored.
 */
export function answered(group: SingleGroup, value: Value): Value {
  const out = { ...value };
  for (const field of group.writeOnly ?? []) {
    out[`${field}set`] = value[field] ? 1 : 0;
    out[field] = '';
  }
  return out;
}

/** The fields a write sets: a secret left empty keeps the stored one (the console never had it). */
function written(group: SingleGroup, input: Value): Value {
  const fields = pickFields(input, group.fields);
  for (const field of group.writeOnly ?? []) if (fields[field] === '') delete fields[field];
  return fields;
}

function refuse(): never {
  throw new DeviceError(Code.MissingParameters);
}

/** A settings write in the audit log: the group (and row) and each field changed, old → new (secrets only as changed). */
function recordWrite(device: Device, actor: Actor, target: string, before: Value, after: Value, fields: object): void {
  const changes = changedFields(before, after, Object.keys(fields));
  if (changes.length > 0) recordAudit(device, { ...actor, kind: 'settings', target, changes });
}

/**
 * Merges the fields sent over the stored group, validates the whole, stores it and records
 * what changed in the audit log, all in one transaction.
 */
function writeSingle(device: Device, group: SingleGroup, input: Value, actor: Actor): { value: Value; reboot: boolean } {
  const rules = GROUP_RULES[group.id];
  return device.tx(() => {
    const prev = readGroup(device, group);
    if (input.revert === 1) {
      const changes = revertNow(device, group);
      if (changes.length > 0) recordAudit(device, { ...actor, kind: 'settings', target: group.id, changes });
      return { value: answered(group, { ...(rules?.read?.(device) ?? readSingle(device, group)), ...rollbackInfo(device, group) }), reboot: false };
    }
    const parsed = group.schema.safeParse({ ...prev, ...written(group, input) });
    if (!parsed.success) throw refusedInput(parsed.error);
    const value = parsed.data as Value;
    if (group.confirm) {
      const { field, with: repeat } = group.confirm;
      if (value[field] !== prev[field] && !confirmsPassword(value[field], input[repeat])) {
        throw new DeviceError(Code.PasswordMismatch, MsgKey.PasswordNotSame);
      }
    }
    rules?.validate?.(device, value);
    if (rules?.write) rules.write(device, value);
    else store(device, group.id, value);
    recordWrite(device, actor, group.id, prev, value, group.fields);
    guardWrite(device, group, prev, value, input.keep, actor.address);
    return {
      value: answered(group, { ...(rules?.read?.(device) ?? value), ...rollbackInfo(device, group) }),
      reboot: (group.rebootOn ?? []).some((f) => value[f] !== prev[f]),
    };
  });
}

const breachKey = (b: { index: number; field: string; message: string }) => `${b.index} ${b.field} ${b.message}`;

function writeRow(device: Device, group: RowsGroup, input: Value, actor: Actor): Value {
  return device.tx(() => {
    const rows = readRows(device, group);
    const index = rows.findIndex((r) => r[group.key] === input[group.key]);
    if (index < 0) refuse();
    const parsed = group.rowSchema.safeParse({ ...rows[index], ...pickFields(input, group.fields) });
    if (!parsed.success) throw refusedInput(parsed.error);
    const before = rows[index]!;
    const breachesBefore = new Set(group.rowsBreaches(rows).map(breachKey));
    rows[index] = parsed.data as Value;
    // Rules across rows: the write may not add a breach (one already stored elsewhere does not block it).
    const added = group.rowsBreaches(rows).find((b) => !breachesBefore.has(breachKey(b)));
    if (added) throw new DeviceError(Code.MissingParameters, String(Code.MissingParameters), { field: added.field });
    store(device, group.id, rows);
    recordWrite(device, actor, `${group.id} ${String(input[group.key])}`, before, rows[index], group.fields);
    return rows[index];
  });
}

function singleRoutes(group: SingleGroup): Route[] {
  return [
    route(group.read, ({ device }) =>
      device.tx(() => ({
        ...answered(group, { ...readGroup(device, group), ...rollbackInfo(device, group) }),
        ...GROUP_RULES[group.id]?.live?.(device),
      })),
    ),
    route(group.write, ({ device, input, actor }) => {
      const { value, reboot } = writeSingle(device, group, input as Value, actor);
      return reboot ? { ...value, ...restartDevice(device) } : value;
    }),
  ];
}

function rowsRoutes(group: RowsGroup): Route[] {
  return [
    route(group.read, ({ device }) => ({ items: readRows(device, group) })),
    route(group.write, ({ device, input, actor }) => writeRow(device, group, input as Value, actor)),
  ];
}

/** A read and a write route for every group of the table. */
export const settingsRoutes: Route[] = (SETTINGS_GROUPS as readonly (SingleGroup | RowsGroup)[]).flatMap((g) =>
  g.kind === 'single' ? singleRoutes(g) : rowsRoutes(g),
);
