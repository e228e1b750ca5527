import type { Migration } from '../db/migrations';
import type { Device } from '../device';
import type { TlsPair } from './pem';
import { makeSelfSignedPair, type UnitNames } from './selfSigned';

/**
 * The unit's own certificate, made at its first start and kept in its database like its other
 * factory secrets (db/secret.ts): unique per unit, and kept by a full initialization.
 */
export const unitPairMigrations: Migration[] = [
  {
    id: 'tls-002',
    up: (db) => db.exec('CREATE TABLE tls_unit_pair (id INTEGER PRIMARY KEY CHECK (id = 1), cert TEXT NOT NULL, key TEXT NOT NULL)'),
  },
];

const stored = (device: Device) =>
  device.db.prepare<[], TlsPair>('SELECT cert, key FROM tls_unit_pair WHERE id = 1').get();

/** The unit's pair, made for `names` on first use; `made` says it was made now. */
export async function unitPair(device: Device, names: UnitNames): Promise<{ pair: TlsPair; made: boolean }> {
  const kept = stored(device);
  if (kept) return { pair: { cert: kept.cert, key: kept.key }, made: false };
  const pair = await makeSelfSignedPair(names, device.now());
  device.db.prepare('INSERT INTO tls_unit_pair (id, cert, key) VALUES (1, ?, ?)').run(pair.cert, pair.key);
  return { pair, made: true };
}
