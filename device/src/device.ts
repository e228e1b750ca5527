import type Database from 'better-sqlite3';
import type { Migration } from './db/migrations';
import type { Route } from './goform/registry';

/** How the emulator answers: as current firmware, or as older firmware does (DESIGN §5). */
export type Quirks = 'modern' | 'legacy';

export interface DeviceConfig {
  dbFile: string;
  quirks: Quirks;
  /** Clock, replaceable in tests. */
  now: () => number;
}

/**
 * One part of the emulated terminal: its tables, its /goform/ routes, and how
 * it puts its state back to factory defaults (first start, initialization).
 */
export interface DeviceModule {
  name: string;
  migrations: Migration[];
  routes: Route[];
  factoryReset?: (device: Device) => void;
}

/** The emulated terminal: its database, its configuration, its run-time state. */
export class Device {
  /** While now < offlineUntil the device is restarting: every call is refused. */
  offlineUntil = 0;

  constructor(
    readonly db: Database.Database,
    readonly config: DeviceConfig,
    readonly modules: DeviceModule[],
  ) {}

  now(): number {
    return this.config.now();
  }

  isOffline(): boolean {
    return this.now() < this.offlineUntil;
  }
}
