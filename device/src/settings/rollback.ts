import { AUDIT_AUTOMATIC, SETTINGS_GROUPS, type RowsGroup, type SingleGroup } from '@tac/goform/contract';
import { changedFields, recordAudit } from '../audit/log';
import type { Device } from '../device';
import { load, readSingle, remove, store } from './store';

/**
 * Confirm-or-revert for changes that can cut the browser off (DESIGN §3): the
 * new values apply at once, the last confirmed ones are kept aside, and unless
 * the console confirms (keep=1) within the window they come back.
 */

type Value = Record<string, unknown>;
interface Pending {
  previous: Value;
  deadline: number;
  /** The client address the change came from, for the audit entry of its automatic revert ('' when unknown). */
  address?: string;
}

const pendingKey = (group: SingleGroup) => `${group.id}:rollback`;

/** NET_ROLLBACK_S, default 90 s (30 s proved too short for people to reconnect). */
export function rollbackWindowMs(device: Device): number {
  const s = Number(device.config.env.NET_ROLLBACK_S);
  return (Number.isFinite(s) && s > 0 ? s : 90) * 1000;
}

function pending(device: Device, group: SingleGroup): Pending | undefined {
  return load(device, pendingKey(group)) as Pending | undefined;
}

/**
 * Puts back the confirmed values once an unconfirmed change has outlived its window. The audit
 * log records it as the device's own act: kind `settingsReverted`, account AUDIT_AUTOMATIC, and
 * the address the change came from (so a reader finds whose change it undid).
 */
export function settle(device: Device, group: SingleGroup): void {
  const p = group.rollbackOn && pending(device, group);
  if (!p || p.deadline > device.now()) return;
  const changes = changedFields(readSingle(device, group), p.previous, Object.keys(group.fields));
  store(device, group.id, p.previous);
  remove(device, pendingKey(group));
  if (changes.length > 0) {
    recordAudit(device, { account: AUDIT_AUTOMATIC, address: p.address ?? '', kind: 'settingsReverted', target: group.id, changes });
  }
}

/**
 * Settles every guarded group (a terminal's timer would have): what reads the log, or answers
 * about the device as a whole, sees a revert that fell due while no one read the group.
 */
export function settleAll(device: Device): void {
  for (const group of SETTINGS_GROUPS as readonly (SingleGroup | RowsGroup)[]) {
    if (group.kind === 'single' && group.rollbackOn) device.tx(() => settle(device, group));
  }
}

/** `rollbackms` while a change awaits confirmation. */
export function rollbackInfo(device: Device, group: SingleGroup): { rollbackms?: number } {
  const p = group.rollbackOn && pending(device, group);
  return p ? { rollbackms: p.deadline - device.now() } : {};
}

/** After a stored write: keep=1 confirms; a change of a guarded field (re)starts the window. */
export function guardWrite(device: Device, group: SingleGroup, prev: Value, value: Value, keep: unknown, address = ''): void {
  if (!group.rollbackOn) return;
  const open = pending(device, group);
  if (keep === 1) remove(device, pendingKey(group));
  if (!group.rollbackOn.some((f) => value[f] !== prev[f])) return;
  const previous = keep !== 1 && open ? open.previous : prev;
  store(device, pendingKey(group), { previous, deadline: device.now() + rollbackWindowMs(device), address });
}

/**
 * revert=1: the values an unconfirmed change replaced come back at once (secrets included, which
 * the console never sees) and stand confirmed. Answers the changes for the audit log; none when
 * nothing awaits confirmation.
 */
export function revertNow(device: Device, group: SingleGroup): ReturnType<typeof changedFields> {
  const p = group.rollbackOn && pending(device, group);
  if (!p) return [];
  const changes = changedFields(readSingle(device, group), p.previous, Object.keys(group.fields));
  store(device, group.id, p.previous);
  remove(device, pendingKey(group));
  return changes;
}
