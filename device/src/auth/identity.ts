import type { Device } from '../device';
import { deviceSerial, modelProfile } from '../model/profiles';
import { factorySecrets } from './factorySecrets';

/** The factory service account: logging in with the unit's factory key answers 11003 and grants nothing else. */
export const SUPERUSER_ID = 'superuser';

/** The superuser's password: this unit's own, made at its first start (auth/factorySecrets.ts). */
export const factoryKey = (device: Device): string => factorySecrets(device).factoryKey;

/** The password of the forced web upgrade page (/up, SetWebUpgradeMode): this unit's own, like the factory key. */
export const upgradePassword = (device: Device): string => factorySecrets(device).upgradePassword;

/** `iss` of every token: <model>-<serial>, as real terminals sign them. */
export function tokenIssuer(device: Device): string {
  return `${modelProfile(device).model}-${deviceSerial(device)}`;
}
