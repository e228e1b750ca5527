import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { Code, MsgKey } from '@tac/goform/contract';
import { DeviceError } from '../goform/errors';

/**
 * A backup body sealed with a passphrase the administrator types (a file that carries users
 * carries their fingerprint templates: biometric data never leaves in clear). AES-256-GCM with a
 * key from scrypt(passphrase, salt); the cost is fixed here, never taken from the file, so a
 * crafted file cannot make the device spend more than one derivation (16 MiB, tens of ms).
 */
export interface Sealed {
  alg: 'aes-256-gcm';
  kdf: 'scrypt';
  n: number;
  r: number;
  p: number;
  salt: string;
  iv: string;
  tag: string;
  data: string;
}

const SCRYPT = { N: 1 << 14, r: 8, p: 1 } as const;

const keyOf = (passphrase: string, salt: Buffer) => scryptSync(passphrase.normalize('NFC'), salt, 32, { ...SCRYPT, maxmem: 64 * 1024 * 1024 });

/** The body's JSON text sealed with the passphrase. */
export function seal(text: string, passphrase: string): Sealed {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase, salt), iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return {
    alg: 'aes-256-gcm',
    kdf: 'scrypt',
    n: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The sealed body's JSON text. 10003/backupPassphrase without a passphrase or with a wrong one
 * (GCM's tag tells); 10102 for a sealed part this firmware does not write.
 */
export function unseal(sealed: unknown, passphrase: string | undefined): string {
  const s = sealed as Partial<Sealed> | null;
  const fields = [s?.salt, s?.iv, s?.tag, s?.data];
  if (
    !s ||
    typeof s !== 'object' ||
    s.alg !== 'aes-256-gcm' ||
    s.kdf !== 'scrypt' ||
    s.n !== SCRYPT.N ||
    s.r !== SCRYPT.r ||
    s.p !== SCRYPT.p ||
    !fields.every((f) => typeof f === 'string' && BASE64.test(f))
  ) {
    throw new DeviceError(Code.UploadBadFormat);
  }
  if (!passphrase) throw new DeviceError(Code.MissingParameters, MsgKey.BackupPassphrase);
  const [salt, iv, tag, data] = fields.map((f) => Buffer.from(f as string, 'base64')) as [Buffer, Buffer, Buffer, Buffer];
  if (iv.length !== 12 || tag.length !== 16 || salt.length < 16) throw new DeviceError(Code.UploadBadFormat);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase, salt), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    throw new DeviceError(Code.MissingParameters, MsgKey.BackupPassphrase);
  }
}
