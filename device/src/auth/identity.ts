import type { Device } from '../device';
import { deviceSerial, modelProfile } from '../model/profiles';

/** The factory service account: logging in with the model's factory key answers 11003 and grants nothing else. */
export const SUPERUSER_ID = 'superuser';

export const factoryKey = (device: Device) => modelProfile(device).factoryKey;

/** `iss` of every token: <model>-<serial>, as real terminals sign them. */
export function tokenIssuer(device: Device): string {
  return `${modelProfile(device).model}-${deviceSerial(device)}`;
}
