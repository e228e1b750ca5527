import type { Migration } from '../db/migrations';
import type { Device } from '../device';

/** Small device facts that outlive a restart (installed firmware, SN key, admin card, test mode). */
export const stateMigrations: Migration[] = [
  {
    id: 'system-001',
    up: (db) => db.exec('CREATE TABLE device_state (key TEXT PRIMARY KEY, value TEXT NOT NULL)'),
  },
];

export function getState(device: Device, key: string): string | undefined {
  return device.db.prepare<[string], { value: string }>('SELECT value FROM device_state WHERE key = ?').get(key)?.value;
}

export function setState(device: Device, key: string, value: string): void {
  device.db
    .prepare('INSERT INTO device_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
    .run(key, value);
}

export function deleteState(device: Device, keys: string[]): void {
  const del = device.db.prepare('DELETE FROM device_state WHERE key = ?');
  for (const key of keys) del.run(key);
}
