import type { Device } from '../device';
import { seedRecords, seedUsers } from './generate';

export const DEMO_USERS = 200;
export const DEMO_RECORDS = 40_000;

/** A believable device on first start: 200 users and 90 days of attendance and temperatures. */
export function seedDemo(device: Device): void {
  seedUsers(device, DEMO_USERS);
  seedRecords(device, DEMO_RECORDS, DEMO_USERS);
}
