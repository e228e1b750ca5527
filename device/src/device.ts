import type Database from 'better-sqlite3';
import { openDatabase } from './db/open';
import { migrate, type Migration } from './db/migrations';
import type { Route } from './goform/registry';

/** How the emulator answers: as current firmware, or as older firmware does (DESIGN §5). */
export type Quirks = 'modern' | 'legacy';

export interface DeviceConfig {
  dbFile: string;
  quirks: Quirks;
  /** Clock in ms, replaceable in tests. */
  now: () => number;
  /** Sliding session lifetime in seconds (TOKEN_TTL_S, default 1800). */
  tokenTtlS: number;
  /** The process environment, for each module's own knobs (simulated timings...). */
  env: Record<string, string | undefined>;
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
  /**
   * Makes what a unit gets once in its life and keeps through every initialization (its factory
   * secrets) when the database has none yet; runs at every start, after the migrations. Answers a
   * notice for whoever started the device when it made something (the server log prints it that once).
   */
  provision?: (device: Device) => string | undefined;
  /** What the unit does as it boots, at every start once its database is ready (the event log records it started). */
  start?: (device: Device) => void;
  /** What the unit lets go of as it shuts down (timers, open streams), before its database closes. */
  stop?: (device: Device) => void;
}

/** The emulated terminal: its database, its configuration, its run-time state. */
export class Device {
  /** While now < offlineUntil the device is restarting: every call is refused. */
  offlineUntil = 0;
  /** When the unit last started (ms on its clock): the process start, then the end of each restart (uptime). */
  startedAt: number;

  constructor(
    readonly db: Database.Database,
    readonly config: DeviceConfig,
    readonly modules: DeviceModule[],
  ) {
    this.startedAt = config.now();
  }

  now(): number {
    return this.config.now();
  }

  isOffline(): boolean {
    return this.now() < this.offlineUntil;
  }

  /** Runs `fn` in one transaction: it all lands or nothing does. */
  tx<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  close(): void {
    for (const m of this.modules) m.stop?.(this);
    this.db.close();
  }
}

export interface CreateDeviceOptions {
  dbFile: string;
  modules: DeviceModule[];
  quirks?: Quirks;
  now?: () => number;
  tokenTtlS?: number;
  env?: Record<string, string | undefined>;
  /** Fills a fresh database with demo users and records (after factory defaults). */
  seed?: (device: Device) => void;
  /** Told what provisioning made (the factory secrets at first start): shown once, never again. */
  onNotice?: (notice: string) => void;
}

/**
 * Opens the database, applies every module's migrations, provisions what the unit
 * lacks and, when the database is new, puts every module at factory defaults and then seeds it.
 */
export function createDevice(options: CreateDeviceOptions): Device {
  const db = openDatabase(options.dbFile);
  const fresh =
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get() ===
    undefined;
  const device = new Device(
    db,
    {
      dbFile: options.dbFile,
      quirks: options.quirks ?? 'modern',
      now: options.now ?? Date.now,
      tokenTtlS: options.tokenTtlS ?? 1800,
      env: options.env ?? {},
    },
    options.modules,
  );
  migrate(db, options.modules.flatMap((m) => m.migrations));
  const notices = device.tx(() => options.modules.flatMap((m) => m.provision?.(device) ?? []));
  if (fresh) {
    device.tx(() => {
      for (const m of options.modules) m.factoryReset?.(device);
    });
    options.seed?.(device);
  }
  for (const notice of notices) options.onNotice?.(notice);
  for (const m of options.modules) m.start?.(device);
  return device;
}
