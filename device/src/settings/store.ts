import type { RowsGroup, SingleGroup } from '@tac/goform/contract';
import type { Migration } from '../db/migrations';
import type { Device } from '../device';

/** Each settings group is one JSON document in `settings`; a row group stores its rows as an array. */
export const settingsMigrations: Migration[] = [
  {
    id: 'settings-001',
    up: (db) => db.exec('CREATE TABLE settings (grp TEXT PRIMARY KEY, value TEXT NOT NULL)'),
  },
];

export function load(device: Device, key: string): unknown {
  const row = device.db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE grp = ?').get(key);
  return row ? JSON.parse(row.value) : undefined;
}

export function store(device: Device, key: string, value: unknown): void {
  device.db
    .prepare('INSERT INTO settings (grp, value) VALUES (?, ?) ON CONFLICT (grp) DO UPDATE SET value = excluded.value')
    .run(key, JSON.stringify(value));
}

export function remove(device: Device, key: string): void {
  device.db.prepare('DELETE FROM settings WHERE grp = ?').run(key);
}

/** The stored group over its factory defaults (fields added by a later firmware get their default). */
export function readSingle<G extends Pick<SingleGroup, 'id' | 'defaults'>>(device: Device, group: G): G['defaults'] {
  const stored = load(device, group.id);
  return { ...group.defaults, ...(stored && typeof stored === 'object' ? stored : {}) };
}

type Row = Record<string, unknown>;

/** Every row first..last, each stored row over its factory default. */
export function readRows(device: Device, group: Pick<RowsGroup, 'id' | 'key' | 'first' | 'last' | 'defaultRow'>): Row[] {
  const stored = load(device, group.id);
  const byKey = new Map<unknown, Row>(Array.isArray(stored) ? stored.map((r: Row) => [r[group.key], r]) : []);
  const rows: Row[] = [];
  for (let k = group.first; k <= group.last; k++) rows.push({ ...group.defaultRow(k), ...byKey.get(k) });
  return rows;
}

/** Removes every stored group: reads answer the factory defaults again. */
export function resetSettings(device: Device): void {
  device.db.prepare('DELETE FROM settings').run();
}
