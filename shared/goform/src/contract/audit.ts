import { z } from 'zod';
import { endpoint } from './define';
import { blankable, paging, wireText } from './fields';
import { csvLayout, dateRange } from './records';

/**
 * Every kind of event the audit log holds: what an administrator changed and every
 * security event. `backup`, `restore` and `certificate` belong to features that record
 * through the same call (device/README.md, "Audit log").
 */
export const AUDIT_KINDS = [
  'login',
  'loginFailed',
  'lockout',
  'logout',
  'factoryKey',
  'passwordChange',
  'settings',
  'settingsReverted',
  'userAdd',
  'userEdit',
  'userDelete',
  'userImport',
  'userPassword',
  'userEnrol',
  'firmware',
  'firmwareRejected',
  'initialize',
  'restart',
  'adminCard',
  'peripheral',
  'wifiConnect',
  'snKey',
  'upgradeMode',
  'testMode',
  'backup',
  'restore',
  'certificate',
  'door',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const isAuditKind = (text: string): text is AuditKind => (AUDIT_KINDS as readonly string[]).includes(text);

/** Longest account name an audit entry keeps (a failed login's typed name is cut there). */
export const AUDIT_ACCOUNT_MAX = 64;

/**
 * The account of a failed login whose typed name is no account: what was typed is not kept
 * (it may be a password typed into the name field). The console shows it in the reader's language.
 */
export const AUDIT_NOT_AN_ACCOUNT = '(not an account name)';

/**
 * The account of what the device did by itself, with no one logged in making it: a network change
 * nobody kept within its window, put back (kind `settingsReverted`). The console shows it in the
 * reader's language.
 */
export const AUDIT_AUTOMATIC = '(automatic)';

/** The target of a lockout that holds the account for every client without its device cookie. */
export const LOCKED_FOR_EVERY_ADDRESS = '*';

/**
 * The classes of entries, each kept to its own bound so that one never rotates another out:
 * security events (logins, lockouts, rights, passwords, firmware, initialization, the door), refusals
 * (failed logins, wrong upgrade passwords: one entry a minute per account and address, with a
 * count) and routine changes.
 */
export const AUDIT_SECURITY_KINDS: readonly AuditKind[] = [
  'login',
  'lockout',
  'logout',
  'factoryKey',
  'passwordChange',
  'userPassword',
  'firmware',
  'firmwareRejected',
  'initialize',
  'snKey',
  'upgradeMode',
  'backup',
  'restore',
  'certificate',
  'adminCard',
  'door',
];

/**
 * One field an event changed. A secret (a password, a key) carries `secret: 1` and never
 * its values: the log says that it changed, not to what.
 */
export const auditChange = z.object({
  field: z.string(),
  from: z.string().optional(),
  to: z.string().optional(),
  secret: z.literal(1).optional(),
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditRow = z.object({
  id: z.number(),
  /** Device local time, 'YYYY-MM-DD HH:mm:ss'. */
  datetime: z.string(),
  kind: z.string(),
  /** Who did it: the account of the session, or the name typed at a failed login; '' when no one was logged in. */
  account: z.string(),
  /** The client address the call came from; '' for what the device did on its own. */
  address: z.string(),
  /** What it was done to: a settings group, a user ID, a firmware version, the parts initialized… */
  target: z.string(),
  changes: z.array(auditChange),
  /** How many times it happened within its minute (repeated refusals are one entry); absent or 1 for once. */
  count: z.number().optional(),
});
export type AuditRow = z.infer<typeof auditRow>;

const auditFilters = {
  ...dateRange,
  account: blankable(wireText(AUDIT_ACCOUNT_MAX)),
  kind: blankable(z.enum(AUDIT_KINDS)),
};

/** The columns of the audit download, in order. */
export const AUDIT_CSV_COLUMNS = ['datetime', 'kind', 'account', 'address', 'target', 'details'] as const;
/** Value texts of the audit download: each kind's name, and the word written for a secret that changed. */
export const AUDIT_CSV_TEXTS = [...AUDIT_KINDS.map((k) => `kind.${k}` as const), 'secretChanged'] as const;

export const searchAuditLog = endpoint({
  name: 'searchAuditLog',
  method: 'GET',
  access: 'dataReport',
  request: z.object({ ...paging, ...auditFilters }),
  response: z.object({ count: z.number(), max: z.number(), record: z.array(auditRow) }),
  doc:
    'Pages the audit log, newest first: start, limit (1-100), from, to (YYYY-MM-DD, inclusive), account, kind ' +
    "(one of AUDIT_KINDS); '' means no filter. Answers {count, max (entries kept; older ones are dropped), record}. " +
    'An account without every right sees only its own entries (its account filter is forced). Codes: 10003 on an invalid field.',
});

export const DownloadAuditLog = endpoint({
  name: 'DownloadAuditLog',
  method: 'GET',
  access: 'dataReport',
  download: { contentType: 'text/csv' },
  request: z.object({ ...auditFilters, ...csvLayout([...AUDIT_CSV_COLUMNS, ...AUDIT_CSV_TEXTS]) }),
  response: z.string(),
  doc:
    'Same filters and rights as searchAuditLog; streams every matching entry, newest first, as a CSV attachment ' +
    'audit_<serial>_<from>_<to>.csv (details: field: old → new; a secret as changed); sep and texts as DownloadRecordForm ' +
    '(texts also kind.<kind>, secretChanged).',
});
