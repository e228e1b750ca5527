import { Code, type Peripheral } from '@tac/goform/contract';
import type { Migration } from '../db/migrations';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';

export type PeripheralKind = 'wiegand' | 'bluetooth';

/** Wiegand readers and Bluetooth devices the terminal knows, with their authorization. */
export const peripheralMigrations: Migration[] = [
  {
    id: 'hardware-001',
    up: (db) =>
      db.exec(`CREATE TABLE peripherals (
        kind TEXT NOT NULL CHECK (kind IN ('wiegand', 'bluetooth')),
        mac TEXT NOT NULL,
        model TEXT NOT NULL,
        machine INTEGER NOT NULL,
        route INTEGER NOT NULL CHECK (route IN (1, 2)),
        status INTEGER NOT NULL CHECK (status IN (0, 1)),
        PRIMARY KEY (kind, mac)
      ) WITHOUT ROWID`),
  },
];

const FACTORY: (Peripheral & { kind: PeripheralKind })[] = [
  { kind: 'wiegand', mac: '00:1B:3C:10:00:01', model: 'WR-10', machine: 1, route: 1, status: 1 },
  { kind: 'wiegand', mac: '00:1B:3C:10:00:02', model: 'WR-10', machine: 2, route: 2, status: 0 },
  { kind: 'bluetooth', mac: '00:1B:3C:20:00:01', model: 'BT-R1', machine: 1, route: 1, status: 1 },
  { kind: 'bluetooth', mac: '00:1B:3C:20:00:02', model: 'BT-R1', machine: 2, route: 1, status: 0 },
];

export function resetPeripherals(device: Device): void {
  device.db.prepare('DELETE FROM peripherals').run();
  for (const p of FACTORY) addPeripheral(device, p.kind, p);
}

export function listPeripherals(device: Device, kind: PeripheralKind): Peripheral[] {
  return device.db
    .prepare<[string], Peripheral>('SELECT mac, model, machine, route, status FROM peripherals WHERE kind = ? ORDER BY machine, mac')
    .all(kind);
}

export function findPeripheral(device: Device, kind: PeripheralKind, mac: string): Peripheral | undefined {
  return device.db
    .prepare<[string, string], Peripheral>('SELECT mac, model, machine, route, status FROM peripherals WHERE kind = ? AND mac = ?')
    .get(kind, mac);
}

/** Adds a device (kept as it is when already known); the machine number is the next free one. */
export function addPeripheral(device: Device, kind: PeripheralKind, p: Omit<Peripheral, 'machine'> & { machine?: number }): Peripheral {
  const known = findPeripheral(device, kind, p.mac);
  if (known) return known;
  const { next } = device.db
    .prepare<[string], { next: number }>('SELECT coalesce(max(machine), 0) + 1 AS next FROM peripherals WHERE kind = ?')
    .get(kind)!;
  const row = { ...p, machine: p.machine ?? next };
  device.db
    .prepare('INSERT INTO peripherals (kind, mac, model, machine, route, status) VALUES (?, ?, ?, ?, ?, ?)')
    .run(kind, row.mac, row.model, row.machine, row.route, row.status);
  return row;
}

/** Authorizes or cancels every given MAC, or none of them when one is unknown. */
export function setAuthorization(device: Device, kind: PeripheralKind, macs: string[], authorized: boolean): Peripheral[] {
  return device.tx(() => {
    const update = device.db.prepare('UPDATE peripherals SET status = ? WHERE kind = ? AND mac = ?');
    for (const mac of macs) {
      if (update.run(authorized ? 1 : 0, kind, mac).changes !== 1) throw new DeviceError(Code.MissingParameters);
    }
    return listPeripherals(device, kind);
  });
}

export function setRoute(device: Device, kind: PeripheralKind, mac: string, route: number): Peripheral {
  const changed = device.db.prepare('UPDATE peripherals SET route = ? WHERE kind = ? AND mac = ?').run(route, kind, mac);
  if (changed.changes !== 1) throw new DeviceError(Code.MissingParameters);
  return findPeripheral(device, kind, mac)!;
}
