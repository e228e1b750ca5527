import { AUDIT_ACCOUNT_MAX, AUDIT_SECURITY_KINDS, type AuditChange, type AuditKind } from '@tac/goform/contract';
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
  {
    // Each class of entries keeps its own bound (security, refusal, routine), and a repeated refusal
    // is one entry a minute with a count.
    id: 'audit-002',
    up: (db) =>
      db.exec(`
        ALTER TABLE audit_log ADD COLUMN class TEXT NOT NULL DEFAULT 'routine';
        ALTER TABLE audit_log ADD COLUMN count INTEGER NOT NULL DEFAULT 1;
        UPDATE audit_log SET class = 'refusal' WHERE kind = 'loginFailed' OR (kind = 'upgradeMode' AND target = 'refused');
        UPDATE audit_log SET class = 'security'
          WHERE class = 'routine' AND kind IN (${AUDIT_SECURITY_KINDS.map((k) => `'${k}'`).join(', ')});
        CREATE INDEX audit_class_id ON audit_log (class, id);
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

/**
 * Characters no entry keeps: controls (C0, DEL, C1), bidirectional controls (U+061C, U+200E/F,
 * U+202A–202E, U+2066–2069) and zero-width ones (U+200B–200D, U+FEFF), with which a typed name
 * could be made to look like another (`admin` spelled with an invisible mark) or rearrange the row.
 */
// eslint-disable-next-line no-control-regex
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
export const cleanText = (text: string): string => text.replace(UNSEEN, '');

function valueText(value: unknown): string {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  const text = cleanText(raw);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

function stored(change: ChangeInput): AuditChange {
  const field = cleanText(change.field);
  if (change.secret || isSecretField(field)) return { field, secret: 1 };
  return {
    field,
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

/** An entry's class (AUDIT_SECURITY_KINDS): each keeps its own bound, so routine noise never rotates out a security event. */
export type AuditClass = 'security' | 'refusal' | 'routine';

/** A user's rights or credentials changing is a security event; other user changes are routine. */
const SECURITY_FIELDS = new Set(['admin', 'password', 'sessions']);

export function classOf(event: Pick<AuditEvent, 'kind' | 'target' | 'changes'>): AuditClass {
  if (event.kind === 'loginFailed' || (event.kind === 'upgradeMode' && event.target === 'refused')) return 'refusal';
  if (AUDIT_SECURITY_KINDS.includes(event.kind)) return 'security';
  if (event.kind.startsWith('user') && event.changes?.some((c) => SECURITY_FIELDS.has(c.field))) return 'security';
  return 'routine';
}

const accountText = (account: string) => cleanText(account).slice(0, AUDIT_ACCOUNT_MAX);

/** Drops the oldest entries of a class past its bound. */
function bound(device: Device, cls: AuditClass): void {
  const limit = auditLimit(device);
  const edge = device.db
    .prepare<[string, number], { id: number }>('SELECT id FROM audit_log WHERE class = ? ORDER BY id DESC LIMIT 1 OFFSET ?')
    .get(cls, limit);
  if (edge) device.db.prepare('DELETE FROM audit_log WHERE class = ? AND id <= ?').run(cls, edge.id);
}

/**
 * Records one event, at the device clock, and drops the oldest entries of its class past the limit.
 * Secrets are recognised here, whatever the caller passed: only that they changed is kept; every
 * text is cleaned of invisible characters (`cleanText`).
 * Called inside a write's transaction, the entry lands or goes with the write.
 */
export function recordAudit(device: Device, event: AuditEvent): void {
  const cls = classOf(event);
  device.db
    .prepare('INSERT INTO audit_log (time, kind, account, address, target, changes, class) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(
      clockText(device),
      event.kind,
      accountText(event.account),
      cleanText(event.address),
      cleanText(event.target ?? ''),
      JSON.stringify((event.changes ?? []).map(stored)),
      cls,
    );
  bound(device, cls);
}

/**
 * A refusal (a failed login, a wrong upgrade password): the same refusal of the same account from
 * the same address within one minute of the device clock is one entry, its count raised in place.
 * An intruder's thousands of tries make one entry a minute, never enough to turn the log over.
 */
export function recordRefusal(device: Device, event: AuditEvent): void {
  const time = clockText(device);
  const minute = time.slice(0, 16);
  device.tx(() => {
    const same = device.db
      .prepare<[string, string, string, string, string, string], { id: number }>(
        `SELECT id FROM audit_log WHERE account = ? AND time >= ? AND time <= ? AND kind = ? AND address = ? AND target = ?
         ORDER BY id DESC LIMIT 1`,
      )
      .get(accountText(event.account), `${minute}:00`, `${minute}:59`, event.kind, cleanText(event.address), cleanText(event.target ?? ''));
    if (same) device.db.prepare('UPDATE audit_log SET count = count + 1 WHERE id = ?').run(same.id);
    else recordAudit(device, event);
  });
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
