import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  Code,
  FIRMWARE_LEGACY_MAGIC,
  FIRMWARE_MAGIC,
  FIRMWARE_MODEL_FORMAT,
  FIRMWARE_MAX_BYTES,
  FIRMWARE_SIGNATURE_BYTES,
  FIRMWARE_VERSION_FORMAT,
  MsgKey,
} from '@tac/goform/contract';
import type { Device } from '../device';
import { DeviceError } from '../goform/errors';

/**
 * Firmware image layout (documented in device/README.md):
 *   0        6 bytes  magic "TACFW2"
 *   6       32 bytes  model name, ASCII, NUL-padded (must be this device's model)
 *  38       16 bytes  version, ASCII, NUL-padded
 *  54        n bytes  payload (at least 1 byte)
 *  end-68    4 bytes  CRC-32 (big-endian) of everything before it
 *  end-64   64 bytes  Ed25519 signature of everything before it (header, payload, CRC)
 * The signature must verify with a trusted key: the maker's, built in, or one of FIRMWARE_TRUSTED_KEYS.
 */
const MODEL_AT = 6;
const VERSION_AT = 38;
const PAYLOAD_AT = 54;
const CRC_BYTES = 4;

const field = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1').replace(/\0+$/, '');

export interface FirmwareImage {
  model: string;
  version: string;
}

/** The maker's public key, built into every device; the private key stays with the maker. */
export const MAKER_KEY: KeyObject = createPublicKey(readFileSync(join(__dirname, 'maker-key.pub.pem')));

/** An Ed25519 public key from a PEM file, or a loud error naming the file. */
export function readTrustedKey(file: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey(readFileSync(file));
  } catch (err) {
    throw new Error(`FIRMWARE_TRUSTED_KEYS: cannot read a public key from ${file}: ${(err as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`FIRMWARE_TRUSTED_KEYS: ${file} is not an Ed25519 public key`);
  return key;
}

const trustedKeyCache = new WeakMap<Device, KeyObject[]>();

/**
 * The keys whose signature this device accepts: the maker's, plus the PEM public keys of the
 * comma-separated paths in FIRMWARE_TRUSTED_KEYS (how tests and e2e trust their own test key).
 * Read once per device; main.ts reads them at start so a wrong path stops it there.
 */
export function trustedFirmwareKeys(device: Device): KeyObject[] {
  let keys = trustedKeyCache.get(device);
  if (!keys) {
    const files = (device.config.env.FIRMWARE_TRUSTED_KEYS ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    keys = [MAKER_KEY, ...files.map(readTrustedKey)];
    trustedKeyCache.set(device, keys);
  }
  return keys;
}

/** A signed image (TACFW2) of `payload`; `signingKey` is a private Ed25519 key (tests: device/test-keys). */
export function buildFirmware(model: string, version: string, payload: Buffer, signingKey: KeyObject | string | Buffer): Buffer {
  const head = Buffer.alloc(PAYLOAD_AT);
  head.write(FIRMWARE_MAGIC, 0, 'latin1');
  head.write(model, MODEL_AT, 32, 'latin1');
  head.write(version, VERSION_AT, 16, 'latin1');
  const body = Buffer.concat([head, payload]);
  const crc = Buffer.alloc(CRC_BYTES);
  crc.writeUInt32BE(crc32(body));
  const signed = Buffer.concat([body, crc]);
  return Buffer.concat([signed, sign(null, signed, signingKey)]);
}

const badFormat = () => new DeviceError(Code.UploadBadFormat);
/** 10102 with its own message, so the console can say the image is not the maker's. */
const badSignature = () => new DeviceError(Code.UploadBadFormat, MsgKey.FirmwareSignature);

/**
 * Checks an uploaded image and reads its header: size first (10101), then the signature
 * (10102 / firmwareSignature: an unsigned TACFW1 image, a wrong signature, an untrusted key),
 * and only then, on bytes the maker signed, the checksum and the header (10102).
 */
export function parseFirmware(data: Buffer, trustedKeys: readonly KeyObject[]): FirmwareImage {
  if (data.length > FIRMWARE_MAX_BYTES) throw new DeviceError(Code.UploadTooLarge);
  const magic = data.subarray(0, 6).toString('latin1');
  if (magic === FIRMWARE_LEGACY_MAGIC) throw badSignature();
  if (magic !== FIRMWARE_MAGIC || data.length < PAYLOAD_AT + 1 + CRC_BYTES + FIRMWARE_SIGNATURE_BYTES) throw badFormat();
  const signed = data.subarray(0, data.length - FIRMWARE_SIGNATURE_BYTES);
  const signature = data.subarray(data.length - FIRMWARE_SIGNATURE_BYTES);
  if (!trustedKeys.some((key) => verify(null, signed, key, signature))) throw badSignature();
  const body = signed.subarray(0, signed.length - CRC_BYTES);
  if (crc32(body) !== signed.readUInt32BE(signed.length - CRC_BYTES)) throw badFormat();
  const model = field(data, MODEL_AT, VERSION_AT);
  const version = field(data, VERSION_AT, PAYLOAD_AT);
  if (!FIRMWARE_MODEL_FORMAT.test(model) || !FIRMWARE_VERSION_FORMAT.test(version)) throw badFormat();
  return { model, version };
}
