import { AUDIT_ACCOUNT_MAX, type AuditChange, type AuditKind } from '@tac/goform/contract';
import type { Migration } from '../db/migrations';
import type { Device } from '../device';
import { modelProfile } from '../model/profiles';
import { readClock } from '../settings/clock';

/**
 * The audit log: one row per administrator change or security event, newest last by id.
 * Ids only grow (rows go only from the oldest end, or all at once at a full initialization),
 * so "keep the last N" is one range delete.
 */
export const auditMigrations: Migration[] = [
  {
    id: 'audit-001',
    up: (db) =>
      db.exec(`
        CREATE TABLE audit_log (
          id INTEGER PRIMARY KEY,
          time TEXT NOT NULL,
          kind TEXT NOT NULL,
          account TEXT NOT NULL,
          address TEXT NOT NULL,
          target TEXT NOT NULL,
          changes TEXT NOT NULL
        );
        CREATE INDEX audit_time ON audit_log (time);
        CREATE INDEX audit_account_time ON audit_log (account, time);
        CREATE INDEX audit_kind_time ON audit_log (kind, time);
      `),
  },
];

/** Who made a call: the session's account ('' before a login) and the client address. */
export interface Actor {
  account: string;
  address: string;
}

/** One field an event changed, its values as the caller holds them (a secret's are never stored). */
export interface ChangeInput {
  field: string;
  from?: unknown;
  to?: unknown;
  /** A credential whatever its name (a card that opens the door). */
  secret?: boolean;
}

/** What `recordAudit` takes: who, what kind, to what, and the fields changed. */
export interface AuditEvent extends Actor {
  kind: AuditKind;
  target?: string;
  changes?: ChangeInput[];
}

/**
 * Fields whose values never reach the log, by name: passwords (device PIN, Wi-Fi, AP, cloud,
 * users), keys (Secu One, serial-number keys), secrets and tokens. Matched by name so a field
 * a later group adds is covered without a list to keep.
 */
const SECRET_FIELD = /pass(word)?|key|secret|token/i;
export const isSecretField = (field: string) => SECRET_FIELD.test(field);

/** Longest value text an entry keeps. */
const VALUE_MAX = 256;

function valueText(value: unknown): string {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

function stored(change: ChangeInput): AuditChange {
  if (change.secret || isSecretField(change.field)) return { field: change.field, secret: 1 };
  return {
    field: change.field,
    ...('from' in change ? { from: valueText(change.from) } : {}),
    ...('to' in change ? { to: valueText(change.to) } : {}),
  };
}

/** Entries kept: the model's MaxAudit, or AUDIT_LOG_MAX (tests) when it is a positive integer. */
export function auditLimit(device: Device): number {
  const wanted = Number(device.config.env.AUDIT_LOG_MAX);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : modelProfile(device).MaxAudit;
}

/** The device clock as its records show it, 'YYYY-MM-DD HH:mm:ss'. */
function clockText(device: Device): string {
  const { date, time } = readClock(device);
  return `${date} ${time}`;
}

/**
 * Records one event, at the device clock, and drops the oldest entries past the limit.
 * Secrets are recognised here, whatever the caller passed: only that they changed is kept.
 * Called inside a write's transaction, the entry lands or goes with the write.
 */
export function recordAudit(device: Device, event: AuditEvent): void {
  const { lastInsertRowid } = device.db
    .prepare('INSERT INTO audit_log (time, kind, account, address, target, changes) VALUES (?, ?, ?, ?, ?, ?)')
    .run(
      clockText(device),
      event.kind,
      event.account.slice(0, AUDIT_ACCOUNT_MAX),
      event.address,
      event.target ?? '',
      JSON.stringify((event.changes ?? []).map(stored)),
    );
  device.db.prepare('DELETE FROM audit_log WHERE id <= ?').run(Number(lastInsertRowid) - auditLimit(device));
}

/** The same value for the log: absent, null and '' all mean "none". */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** The fields whose values differ between two states of one thing (a settings group, a user; {} for a new one). */
export function changedFields(before: object, after: object, fields: readonly string[]): ChangeInput[] {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  return fields.filter((f) => !sameValue(was[f], is[f])).map((field) => ({ field, from: was[field], to: is[field] }));
}

/** Empties the log (a full initialization, which then records itself). */
export function clearAudit(device: Device): void {
  device.db.prepare('DELETE FROM audit_log').run();
}

export function auditCount(device: Device): number {
  return device.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM audit_log').get()!.n;
}
