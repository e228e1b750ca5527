import type { Device } from '../device';
import { modelProfile } from '../model/profiles';

/** The model's user capacity (MaxUser); adding past it fails. */
export const maxUsers = (device: Device): number => modelProfile(device).MaxUser;
