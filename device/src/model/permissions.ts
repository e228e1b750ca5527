import { Code, hasFullRights, PERMISSIONS, type EndpointContract, type Permission } from '@tac/goform/contract';
import { DeviceError } from '../goform/errors';

/** The right of the factory service session (the superuser's factory key): no console section. */
export const SERVICE = 'service';

/**
 * All a service session may call: the hidden pages' own calls (serial key, forced
 * upgrade, /test's camera) — never initialization, restart or any setting.
 */
const SERVICE_CALLS = new Set([
  'SetSNKeyParam',
  'GetSNKeyParam',
  'SetWebUpgradeMode',
  'UpdateMachine',
  'test_takephoto',
  'logout',
]);

const isPermission = (access: unknown): access is Permission => PERMISSIONS.includes(access as Permission);

/**
 * Whether a session may make a call at all (what the call changes is checked by its handler): the
 * contract's `access` says which section's permission it needs (DESIGN §3). Fails closed: a call
 * whose contract states no access, or one the device does not know, is refused to every session.
 */
export function mayCall(funs: readonly string[], contract: Pick<EndpointContract, 'name' | 'access'>): boolean {
  if (funs.includes(SERVICE)) return SERVICE_CALLS.has(contract.name);
  const { access } = contract;
  if (access === 'session') return true;
  return isPermission(access) && funs.includes(access);
}

/** Refuses (11000) a call that changes an administrator user from a session without full rights. */
export function assertMayManage(funs: readonly string[], touchesAdministrator: boolean): void {
  if (touchesAdministrator && !hasFullRights(funs)) throw new DeviceError(Code.QuietReject);
}
