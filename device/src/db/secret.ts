import { randomBytes } from 'node:crypto';
import type { Device } from '../device';

/** The tables that each hold one per-device secret (id 1): the token signing key, the backup key. */
export type SecretTable = 'auth_secret' | 'backup_key';

/** The device's secret kept in `table`: 32 random bytes made at first use, then read back. */
export function storedSecret(device: Device, table: SecretTable): Buffer {
  const row = device.db.prepare<[], { secret: Buffer }>(`SELECT secret FROM ${table} WHERE id = 1`).get();
  if (row) return row.secret;
  const secret = randomBytes(32);
  device.db.prepare(`INSERT INTO ${table} (id, secret) VALUES (1, ?)`).run(secret);
  return secret;
}
