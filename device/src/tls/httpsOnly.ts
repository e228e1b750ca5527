import type { Migration } from '../db/migrations';
import { recordAudit } from '../audit/log';
import type { Device } from '../device';
import { rollbackWindowMs } from '../settings/rollback';

/**
 * HTTPS only (EN 303 645 provision 5.5): plain HTTP is redirected to HTTPS. Switched on from
 * the console with confirm-or-revert (DESIGN §3, NET_ROLLBACK_S): the switch goes off again by
 * itself unless it is confirmed over HTTPS in time, so a browser that cannot reach HTTPS locks
 * nobody out. Switching it off cannot cut anyone off (HTTPS keeps answering): it applies at once.
 */
export const httpsOnlyMigrations: Migration[] = [
  {
    id: 'tls-003',
    // A row: HTTPS only is on; its deadline while the switch awaits confirmation.
    up: (db) => db.exec('CREATE TABLE tls_https_only (id INTEGER PRIMARY KEY CHECK (id = 1), deadline INTEGER)'),
  },
];

interface Row {
  deadline: number | null;
}

const drop = (device: Device) => device.db.prepare('DELETE FROM tls_https_only').run();

/** The switch as it stands now: an unconfirmed one past its deadline is dropped (the device's own change in the log). */
function settled(device: Device): Row | undefined {
  const row = device.db.prepare<[], Row>('SELECT deadline FROM tls_https_only WHERE id = 1').get();
  if (row?.deadline == null || row.deadline > device.now()) return row;
  drop(device);
  recordAudit(device, { account: '', address: '', kind: 'certificate', target: 'httpsonly', changes: [{ field: 'httpsonly', from: 1, to: 0 }] });
  return undefined;
}

/**
 * The switch now, read once: `off` (plain HTTP answers), `awaiting` (redirected, reverts unless
 * confirmed) or `kept` (redirected, and only then may browsers be told to stick to HTTPS: HSTS).
 */
export function httpsOnlyState(device: Device): 'off' | 'awaiting' | 'kept' {
  const row = settled(device);
  return !row ? 'off' : row.deadline === null ? 'kept' : 'awaiting';
}

/** What GetCertificate tells of the switch: httpsonly 1|0, and httpsonlyms while it awaits confirmation. */
export function httpsOnlyInfo(device: Device): { httpsonly: 0 | 1; httpsonlyms?: number } {
  const row = settled(device);
  if (!row) return { httpsonly: 0 };
  return row.deadline === null ? { httpsonly: 1 } : { httpsonly: 1, httpsonlyms: row.deadline - device.now() };
}

/** On: redirects from now, off again at the end of the window unless confirmed. Off: at once. Answers whether it changed. */
export function switchHttpsOnly(device: Device, on: boolean): boolean {
  const was = settled(device) !== undefined;
  if (on === was) return false;
  if (on) device.db.prepare('INSERT INTO tls_https_only (id, deadline) VALUES (1, ?)').run(device.now() + rollbackWindowMs(device));
  else drop(device);
  return true;
}

/** keep=1 ends the wait; keep=0 switches HTTPS only off now. Answers whether a switch was waiting. */
export function confirmHttpsOnly(device: Device, keep: boolean): boolean {
  const row = settled(device);
  if (row?.deadline == null) return false;
  if (keep) device.db.prepare('UPDATE tls_https_only SET deadline = NULL WHERE id = 1').run();
  else drop(device);
  return true;
}

/** Initialization: plain HTTP answers again. */
export const resetHttpsOnly = (device: Device): void => void drop(device);
